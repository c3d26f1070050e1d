import type { ReactNode } from 'react';
import styles from './CountBadge.module.css';

/** A small round count on the primary colour; a className places it (the slip's collapsed handle). */
export function CountBadge({ className, children }: { className?: string; children: ReactNode }) {
  return <span className={className ? `${styles.badge} ${className}` : styles.badge}>{children}</span>;
}
