import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { BetSlip } from '../betting';
import { matchDetailQuery } from './api/fixture';
import { currentDevice, liveMatchesQuery } from './api/live-matches';
import { principalTournamentsQuery } from './api/principal-tournaments';
import { matchTimelineQuery } from './api/timeline';
import { AdminModeToggle } from './components/AdminModeToggle';
import { Headbar } from './components/Headbar';
import { SportsNav } from './components/SportsNav';
import { useOnline } from './hooks/use-online';
import { useWide } from './hooks/use-wide';
import { SportsbookGuard } from './SportsbookGuard';
import styles from './SportsbookLayout.module.css';
import { adminModeActive } from './stores/admin-mode';

/**
 * The first page's data is asked for as soon as the frame mounts, beside the flags the guard waits
 * for, rather than after them: /esportes's lists, an event's detail and its tracker history. The
 * first screen comes one round trip sooner.
 */
function usePrefetchFirstPage() {
  const client = useQueryClient();
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the page the visit starts on
  useEffect(() => {
    const admin = adminModeActive();
    if (pathname === '/esportes') {
      void client.prefetchQuery(liveMatchesQuery(currentDevice(), admin));
      void client.prefetchQuery(principalTournamentsQuery(admin));
      return;
    }
    const event = /^\/esportes\/[^/]+\/evento\/([^/]+)/.exec(pathname);
    if (event?.[1]) {
      const id = decodeURIComponent(event[1]);
      void client.prefetchQuery(matchDetailQuery(id));
      void client.prefetchQuery(matchTimelineQuery(id));
    }
  }, [client]);
}

export function SportsbookLayout() {
  const online = useOnline();
  // phones do not render the sports list (CSS would only hide it)
  const wide = useWide();
  usePrefetchFirstPage();
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
          {wide && <SportsNav className={styles.side} />}
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
