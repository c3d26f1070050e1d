import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AccountStateModals } from '../../features/account/components/AccountStateModals';
import { useFlagsRefresh } from '../../features/flags';
import { GlobalAnnouncement } from '../../features/maintenance/GlobalAnnouncement';
import { MaintenanceGate } from '../../features/maintenance/MaintenanceGate';
import { useDefaultSeo } from '../../lib/seo';
import { RouteProgress } from '../behaviours/RouteProgress';
import { ScrollOnRouteChange } from '../behaviours/ScrollOnRouteChange';
import styles from './AppShell.module.css';
import { BottomNav } from './BottomNav';
import { Footer } from './Footer';
import { Header } from './Header';

/**
 * The frame of every page, the behaviours across routes of seed 000 section 2, and the modals by
 * account state of seed 002 section 2 (one at a time, `AccountStateModals`).
 */
export function AppShell() {
  const { pathname } = useLocation();
  useFlagsRefresh();
  useDefaultSeo(pathname);
  return (
    <MaintenanceGate>
      <div className={styles.shell}>
        <RouteProgress />
        <ScrollOnRouteChange />
        <a className={styles.skip} href="#conteudo">
          Pular para o conteúdo
        </a>
        <Header />
        <main id="conteudo" className={styles.main}>
          <Suspense fallback={<div className={styles.loading} role="status" aria-label="Carregando" />}>
            <Outlet />
          </Suspense>
        </main>
        <Footer />
        <BottomNav />
        <GlobalAnnouncement />
        <AccountStateModals />
      </div>
    </MaintenanceGate>
  );
}
