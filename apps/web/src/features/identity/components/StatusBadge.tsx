import { IDENTITY_STATUS } from '@placar/contract';
import styles from '../identity.module.css';

type Tone = 'ok' | 'wait' | 'bad' | 'none';

export function StatusBadge({ tone, children }: { tone: Tone; children: string }) {
  const cls = tone === 'none' ? styles.badge : `${styles.badge} ${styles[tone]}`;
  return <span className={cls}>{children}</span>;
}

/** The badge of a document or of the ID as a whole. */
export function documentBadge(status: 'approved' | 'pending' | 'rejected' | undefined) {
  if (status === 'approved') return <StatusBadge tone="ok">Aprovado</StatusBadge>;
  if (status === 'pending') return <StatusBadge tone="wait">Em análise</StatusBadge>;
  if (status === 'rejected') return <StatusBadge tone="bad">Reprovado</StatusBadge>;
  return <StatusBadge tone="none">Pendente</StatusBadge>;
}

/** Face status (identity status codes): UNIQUE 1 done, IN_PROCESS -1 in review, 0 to do, else failed. */
export function faceBadge(faceStatus: number) {
  if (faceStatus === IDENTITY_STATUS.UNIQUE) return <StatusBadge tone="ok">Concluída</StatusBadge>;
  if (faceStatus === IDENTITY_STATUS.IN_PROCESS) return <StatusBadge tone="wait">Em análise</StatusBadge>;
  if (faceStatus === IDENTITY_STATUS.VALIDATION_REQUIRED)
    return <StatusBadge tone="none">Pendente</StatusBadge>;
  return <StatusBadge tone="bad">Não aprovada</StatusBadge>;
}
