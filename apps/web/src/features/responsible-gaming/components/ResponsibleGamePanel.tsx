import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { HistorySection } from './HistorySection';
import { LimitsSection } from './LimitsSection';
import { BreakSection, RealityCheckSection, SelfExclusionSection, StatusBanner } from './RestrictionSections';
import styles from './rg.module.css';

/**
 * Everything of /responsable-game: the restriction in force, limits, alerts, pause, self-exclusion and
 * history; guests are asked to log in.
 */
export function ResponsibleGamePanel() {
  const signedIn = useSession((s) => Boolean(s.token && s.user));
  if (!signedIn) {
    return (
      <p className={styles.banner}>
        <Link to="/login">Entre na sua conta</Link> para definir limites, fazer uma pausa ou pedir
        autoexclusão.
      </p>
    );
  }
  return (
    <>
      <StatusBanner />
      <LimitsSection />
      <RealityCheckSection />
      <BreakSection />
      <SelfExclusionSection />
      <HistorySection />
    </>
  );
}
