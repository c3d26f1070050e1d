import type { ReactNode } from 'react';
import styles from './Callout.module.css';

/** A highlighted note inside a content page (e.g. an important rule, a help line). */
export function Callout({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <aside className={styles.callout}>
      {title ? <p className={styles.title}>{title}</p> : null}
      {children}
    </aside>
  );
}
