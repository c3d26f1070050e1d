import { Outlet } from 'react-router';
import { CasinoGuard } from './CasinoGuard';
import styles from './CasinoLayout.module.css';

/** The frame of every casino page: the guard, then the page. */
export function CasinoLayout() {
  return (
    <CasinoGuard
      fallback={<div className={styles.waiting} role="status" aria-label="Carregando o cassino" />}
    >
      <div className={styles.frame}>
        <Outlet />
      </div>
    </CasinoGuard>
  );
}
