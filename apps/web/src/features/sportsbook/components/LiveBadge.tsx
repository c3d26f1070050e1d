import styles from './LiveBadge.module.css';

/** "AO VIVO" with a pulsing dot: text and shape, not colour only. */
export function LiveBadge({ small = false }: { small?: boolean }) {
  return (
    <span className={small ? `${styles.badge} ${styles.small}` : styles.badge}>
      <span className={styles.dot} aria-hidden="true" />
      Ao vivo
    </span>
  );
}

/** The streaming mark: this match has the live tracker. */
export function StreamingMark() {
  return (
    <span
      className={styles.streaming}
      title="Acompanhamento ao vivo disponível"
      role="img"
      aria-label="Acompanhamento ao vivo disponível"
    >
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
        <path d="M2 3h12v8H2V3Zm4 10h4v1H6v-1Zm0-8v4l4-2-4-2Z" fill="currentColor" />
      </svg>
    </span>
  );
}
