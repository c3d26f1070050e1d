import { Outlet } from 'react-router';
import { BetSlip } from '../betting';
import { AdminModeToggle } from './components/AdminModeToggle';
import { Headbar } from './components/Headbar';
import { SportsNav } from './components/SportsNav';
import { useOnline } from './hooks/use-online';
import { SportsbookGuard } from './SportsbookGuard';
import styles from './SportsbookLayout.module.css';

/**
 * The frame of every sportsbook page: the header bar, the sports list (wide screens), the page, and
 * the bet slip's place (right column on wide screens, bottom sheet on phones).
 */
export function SportsbookLayout() {
  const online = useOnline();
  return (
    <SportsbookGuard
      fallback={<div className={styles.waiting} role="status" aria-label="Carregando esportes" />}
    >
      <div className={styles.frame}>
        <Headbar />
        {!online && (
          <p className={styles.offline} role="status">
            Sem conexão. As cotações e placares voltam a se atualizar assim que a internet voltar.
          </p>
        )}
        <div className={styles.grid}>
          <SportsNav className={styles.side} />
          <div className={styles.page}>
            <AdminModeToggle />
            <Outlet />
          </div>
          <div className={styles.slip}>
            <BetSlip variant="column" />
          </div>
        </div>
        <BetSlip variant="sheet" />
      </div>
    </SportsbookGuard>
  );
}
