import type { ReactNode } from 'react';
import styles from './InfoTable.module.css';

interface InfoTableProps {
  caption: string;
  head: string[];
  rows: ReactNode[][];
}

/** A small data table that scrolls sideways on narrow screens instead of breaking the layout. */
export function InfoTable({ caption, head, rows }: InfoTableProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className={styles.wrap} tabIndex={0} aria-label={caption}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are static text that never reorders
            <tr key={r}>
              {row.map((cell, c) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are static text that never reorders
                <td key={c}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
