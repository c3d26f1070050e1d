import { Link } from 'react-router';
import { VerificationLink } from '../../identity';
import type { CasinoErrorView } from '../api/casino-errors';
import styles from './Game.module.css';

/** A refused launch or step, in pt-BR, with the action that solves it. */
export function ErrorBanner({
  view,
  onClose,
  onRetry,
  onFree,
}: {
  view: CasinoErrorView;
  onClose?: () => void;
  onRetry?: () => void;
  onFree?: () => void;
}) {
  return (
    <div className={styles.problem} role="alert" data-testid="casino-error" data-code={view.code}>
      <div>
        <strong>{view.title}</strong>
        <p>{view.message}</p>
      </div>
      <div className={styles.problemActions}>
        <VerificationLink code={view.code} className={styles.problemAction} />
        {view.action && (
          <Link to={view.action.to} className={styles.problemAction}>
            {view.action.label}
          </Link>
        )}
        {onFree && view.code !== 'GAME_IN_MAINTENANCE' && view.code !== 'MAINTENANCE' && (
          <button type="button" className={styles.problemGhost} onClick={onFree}>
            Jogar no Modo diversão
          </button>
        )}
        {onRetry && view.retry && (
          <button type="button" className={styles.problemGhost} onClick={onRetry}>
            Tentar de novo
          </button>
        )}
        {onClose && (
          <button type="button" className={styles.problemClose} onClick={onClose} aria-label="Fechar aviso">
            ×
          </button>
        )}
      </div>
    </div>
  );
}
