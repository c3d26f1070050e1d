import { type ReactNode, useEffect } from 'react';
import { Link, Navigate } from 'react-router';
import { useSeo } from '../../lib/seo';
import { useFlags } from '../flags';
import { recordLastVisitedModule } from '../home';
import styles from './CasinoLayout.module.css';

/**
 * Seed 000 section 2, the /cassino guard (also on /casino): waits for the flags, sends to /esportes
 * when the casino is off, shows the casino's maintenance state, and records casino as the last
 * visited module.
 */
export function CasinoGuard({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const { flags, isLoaded } = useFlags();
  const off = !flags['feature-casino'];
  const maintenance = flags['maintenance-casino'];
  useEffect(() => {
    if (isLoaded && !off) recordLastVisitedModule('casino');
  }, [isLoaded, off]);
  if (!isLoaded) return fallback;
  if (off) return <Navigate to="/esportes" replace />;
  if (maintenance) return <CasinoMaintenance />;
  return children;
}

function CasinoMaintenance() {
  useSeo({ title: 'Cassino em manutenção', noindex: true });
  return (
    <section className={styles.maintenance} aria-labelledby="casino-maintenance">
      <span className={styles.maintenanceIcon} aria-hidden="true">
        🛠️
      </span>
      <h1 id="casino-maintenance">Cassino em manutenção</h1>
      <p>
        Estamos melhorando os jogos para você. Seu saldo está seguro e volta a ficar disponível em instantes.
      </p>
      <Link to="/esportes" className={styles.maintenanceLink}>
        Ir para as apostas esportivas
      </Link>
    </section>
  );
}
