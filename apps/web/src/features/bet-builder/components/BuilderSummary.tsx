import { useId, useState } from 'react';
import { Button, Spinner } from '../../../components';
import { formatOdds } from '../../../lib/format';
import type { PriceState } from '../hooks/use-custom-price';
import { type BuilderPick, pickKey } from '../model/picks';
import styles from './BuilderSummary.module.css';

type Props = {
  picks: readonly BuilderPick[];
  price: PriceState;
  /** what to tell the user now (a refused tap, a pick no longer on offer, the add), most urgent first */
  message: { text: string; tone: 'error' | 'info' | 'ok' } | null;
  /** the slip's phone bar is on screen: keep above it */
  slipBar: boolean;
  canAdd: boolean;
  unavailable: ReadonlySet<string>;
  onRemove(pick: BuilderPick): void;
  onClear(): void;
  onAdd(): void;
};

/** The builder's bar: the picks, the combined odds as the server priced them, and the add button. */
export function BuilderSummary({
  picks,
  price,
  message,
  slipBar,
  canAdd,
  unavailable,
  onRemove,
  onClear,
  onAdd,
}: Props) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const badIndex = price.kind === 'incompatible' ? price.selectionIndex : null;
  if (picks.length === 0)
    return message ? (
      <section
        className={`${styles.summary} ${styles.slim}`}
        aria-label="Sua aposta criada"
        data-slip-bar={slipBar ? '1' : undefined}
      >
        <p
          className={`${styles.message} ${styles[message.tone]}`}
          role="status"
          data-testid="builder-message"
        >
          {message.text}
        </p>
      </section>
    ) : null;
  return (
    <section
      className={styles.summary}
      aria-label="Sua aposta criada"
      data-slip-bar={slipBar ? '1' : undefined}
    >
      <button
        type="button"
        className={styles.count}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <span className={styles.badge}>{picks.length}</span>
        {picks.length === 1 ? 'seleção' : 'seleções'}
        <span className={open ? `${styles.chevron} ${styles.up}` : styles.chevron} aria-hidden="true" />
      </button>
      <div className={styles.price} aria-live="polite" aria-atomic="true">
        {price.kind === 'pricing' ? (
          <Spinner size="sm" label="Calculando a cotação" />
        ) : price.kind === 'priced' ? (
          <>
            <span className={styles.priceLabel}>Cotação</span>
            <strong className={styles.odds} data-testid="builder-odds">
              {formatOdds(price.price.decimalOdds)}
            </strong>
          </>
        ) : (
          <span className={styles.priceLabel}>Cotação —</span>
        )}
      </div>
      {open && (
        <div id={listId} className={styles.list}>
          <ol className={styles.picks}>
            {picks.map((p, i) => {
              const bad = i === badIndex || unavailable.has(pickKey(p));
              return (
                <li key={pickKey(p)} className={bad ? `${styles.pick} ${styles.bad}` : styles.pick}>
                  <span className={styles.pickText}>
                    <strong>{p.outcomeName}</strong>
                    <span>{p.marketName}</span>
                  </span>
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={`Remover ${p.outcomeName} (${p.marketName})`}
                    onClick={() => onRemove(p)}
                  >
                    <svg viewBox="0 0 24 24" aria-hidden="true" width="16" height="16">
                      <path
                        d="M6 6l12 12M18 6L6 18"
                        stroke="currentColor"
                        strokeWidth="2"
                        strokeLinecap="round"
                      />
                    </svg>
                  </button>
                </li>
              );
            })}
          </ol>
          <button type="button" className={styles.clear} onClick={onClear}>
            Limpar seleções
          </button>
        </div>
      )}
      {message && (
        <p
          className={`${styles.message} ${styles[message.tone]}`}
          role={message.tone === 'error' ? 'alert' : 'status'}
          data-testid="builder-message"
        >
          {message.text}
          {price.kind === 'error' && (
            <button type="button" className={styles.retry} onClick={price.retry}>
              Tentar de novo
            </button>
          )}
        </p>
      )}
      <Button className={styles.add} size="lg" onClick={onAdd} disabled={!canAdd}>
        Adicionar ao boletim
      </Button>
    </section>
  );
}
