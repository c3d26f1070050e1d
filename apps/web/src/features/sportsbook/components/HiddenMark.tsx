import { useQuery } from '@tanstack/react-query';
import { switchMapQuery } from '../api/switch-map';
import { useAdminMode } from '../stores/admin-mode';
import styles from './MatchRow.module.css';

/** In admin mode, marks an event the feed switch hides from everyone else. */
export function HiddenMark({ matchId }: { matchId: string }) {
  const { on } = useAdminMode();
  const { data } = useQuery({ ...switchMapQuery, enabled: on });
  if (!on || data?.[matchId]?.show !== false) return null;
  return <span className={styles.hidden}>Oculto</span>;
}
