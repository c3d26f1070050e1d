import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import styles from './MarketCard.module.css';

type Props = Omit<ComponentPropsWithoutRef<'section'>, 'className' | 'aria-labelledby' | 'children'> & {
  headingId: string;
  name: ReactNode;
  open: boolean;
  onToggle: () => void;
  /** Added to the heading button's own class (the bet builder's tighter toggle). */
  toggleClassName?: string;
  /** Shown between the name and the chevron (a suspended mark, a pick count). */
  status?: ReactNode;
  children: ReactNode;
};

/**
 * The collapsible frame of a market card: a heading button with the market's name and a chevron, and
 * the lines below while open. Shared by the event page's cards and the bet builder's.
 */
export function MarketFrame({
  headingId,
  name,
  open,
  onToggle,
  toggleClassName,
  status,
  children,
  ...section
}: Props) {
  return (
    <section {...section} className={styles.card} aria-labelledby={headingId}>
      <h3 className={styles.head}>
        <button
          type="button"
          id={headingId}
          className={toggleClassName ? `${styles.toggle} ${toggleClassName}` : styles.toggle}
          aria-expanded={open}
          onClick={onToggle}
        >
          <span className={styles.name}>{name}</span>
          {status}
          <span className={open ? `${styles.chevron} ${styles.up}` : styles.chevron} aria-hidden="true" />
        </button>
      </h3>
      {open && <div className={styles.lines}>{children}</div>}
    </section>
  );
}
