import { useId, useState } from 'react';
import type { ContentSection } from '../types';
import styles from './TableOfContents.module.css';

/**
 * Scrolls to a section without a router navigation (the shell scrolls to the top on route changes),
 * keeps the anchor in the address bar and moves keyboard focus to the section's heading.
 */
function goToSection(id: string) {
  const heading = document.getElementById(`${id}-title`);
  if (!heading) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  heading.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  heading.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, '', `#${id}`);
}

/** "Nesta página": collapsible on phones, a sticky side column on wide screens. */
export function TableOfContents({ sections }: { sections: ContentSection[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();

  return (
    <nav className={styles.toc} aria-label="Nesta página">
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        Nesta página
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <p className={styles.heading} aria-hidden="true">
        Nesta página
      </p>
      <ol id={listId} className={open ? styles.list : `${styles.list} ${styles.collapsed}`}>
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              onClick={(event) => {
                event.preventDefault();
                setOpen(false);
                goToSection(section.id);
              }}
            >
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
