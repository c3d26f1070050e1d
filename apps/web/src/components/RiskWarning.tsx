import { Link } from 'react-router';
import styles from './RiskWarning.module.css';

/**
 * The risk warning of Portaria SPA/MF 1.231/2024, shown at login and registration: betting can cause
 * financial loss and dependence, it is forbidden under 18, and where the tools are.
 */
export function RiskWarning() {
  return (
    <p className={styles.warning} data-testid="risk-warning">
      <strong>18+ Jogue com responsabilidade.</strong> Apostas envolvem risco de perda de dinheiro e podem
      causar dependência. Defina limites em <Link to="/responsable-game">Jogo responsável</Link> e leia nossa{' '}
      <Link to="/responsable-game-policy">política</Link>. Precisa de ajuda? Ligue 188 (CVV).
    </p>
  );
}
