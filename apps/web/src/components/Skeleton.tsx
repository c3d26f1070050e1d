import type { CSSProperties } from 'react';
import styles from './Skeleton.module.css';

/** A placeholder block while content loads; hidden from screen readers (pair it with a status text). */
export function Skeleton({
  width = '100%',
  height = 16,
  radius,
  lines = 1,
  className,
}: {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: CSSProperties['borderRadius'];
  lines?: number;
  className?: string;
}) {
  return (
    <span aria-hidden="true" className={[styles.group, className].filter(Boolean).join(' ')}>
      {Array.from({ length: lines }, (_, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder lines
          key={i}
          className={styles.skeleton}
          style={{ width: i === lines - 1 && lines > 1 ? '70%' : width, height, borderRadius: radius }}
        />
      ))}
    </span>
  );
}
