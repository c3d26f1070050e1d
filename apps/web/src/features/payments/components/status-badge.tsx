import styles from './payments.module.css';

/** Transaction or withdrawal status as a coloured pt-BR label. */
export function StatusBadge({ status, label }: { status: number; label: string }) {
  const tone =
    status === 6 ? styles.ok : status === 0 || status === 1 || status === 2 ? styles.pending : styles.bad;
  return <span className={`${styles.badge} ${tone}`}>{label}</span>;
}
