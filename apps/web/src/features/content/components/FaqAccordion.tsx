import { type ReactNode, useId, useState } from 'react';
import styles from './FaqAccordion.module.css';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

/**
 * WAI-ARIA accordion: each question is a button inside a heading that shows or hides its answer;
 * several answers may be open at once.
 */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());

  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  return (
    <div className={styles.accordion}>
      {items.map((item, index) => {
        const expanded = open.has(index);
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.question} className={styles.item}>
            <h3 className={styles.question}>
              <button
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(index)}
              >
                <span>{item.question}</span>
                <span className={styles.icon} aria-hidden="true" />
              </button>
            </h3>
            <section id={panelId} aria-labelledby={buttonId} className={styles.answer} hidden={!expanded}>
              {item.answer}
            </section>
          </div>
        );
      })}
    </div>
  );
}
