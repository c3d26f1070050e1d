import { useState } from 'react';
import { formatOdds } from '../../../lib/format';
import { useSelectionStore } from '../stores/selection';
import styles from './SelectionsPanel.module.css';

/**
 * Where the bet slip lives: a right column on wide screens, a bottom sheet on phones. It lists what
 * the odds buttons selected; the betting feature mounts its slip here (stakes, placing the ticket).
 */
export function SelectionsPanel({ variant }: { variant: 'column' | 'sheet' }) {
  const selected = useSelectionStore((s) => s.selected);
  const remove = useSelectionStore((s) => s.remove);
  const clear = useSelectionStore((s) => s.clear);
  const [open, setOpen] = useState(false);
  const list = Object.values(selected);
  const total = list.reduce((acc, s) => acc * s.odds, 1);
  if (variant === 'sheet' && list.length === 0) return null;
  const body = (
    <>
      {list.length === 0 ? (
        <p className={styles.empty}>Toque numa cotação para adicioná-la ao boletim.</p>
      ) : (
        <ul className={styles.list}>
          {list.map((s) => (
            <li key={s.id} className={styles.item}>
              <div className={styles.itemText}>
                <strong>{s.outcomeName}</strong>
                <span>{s.marketName}</span>
                <span className={styles.match}>{s.matchName}</span>
              </div>
              <span className={styles.odds}>{formatOdds(s.odds)}</span>
              <button
                type="button"
                className={styles.remove}
                onClick={() => remove(s.id)}
                aria-label={`Remover ${s.outcomeName}`}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {list.length > 1 && (
        <p className={styles.total}>
          Cotação total <strong>{formatOdds(total)}</strong>
        </p>
      )}
      {list.length > 0 && (
        <button type="button" className={styles.clear} onClick={clear}>
          Limpar seleções
        </button>
      )}
    </>
  );
  if (variant === 'column') {
    return (
      <aside className={styles.column} aria-label="Boletim de apostas" id="boletim">
        <h2 className={styles.title}>
          Boletim <span className={styles.count}>{list.length}</span>
        </h2>
        {body}
      </aside>
    );
  }
  return (
    <aside
      className={open ? `${styles.sheet} ${styles.sheetOpen}` : styles.sheet}
      aria-label="Boletim de apostas"
    >
      <button type="button" className={styles.handle} aria-expanded={open} onClick={() => setOpen(!open)}>
        <span className={styles.count}>{list.length}</span>
        {list.length === 1 ? 'seleção' : 'seleções'}
        <span className={styles.handleOdds}>Cotação {formatOdds(total)}</span>
      </button>
      {open && <div className={styles.sheetBody}>{body}</div>}
    </aside>
  );
}
