import { useQueryClient } from '@tanstack/react-query';
import { memo, useState } from 'react';
import { formatOdds } from '../../../lib/format';
import { sbKeys } from '../api/keys';
import { findMarket, findOutcome, type SbMatch } from '../cache/match-entry';
import { useOutcome } from '../hooks/use-outcome';
import { ptNumbers } from '../market-names';
import { useIsSelected, useSelectionToggle } from '../stores/selection';
import styles from './OutcomeButton.module.css';

type Props = {
  matchId: string;
  marketKey: string;
  outcomeId: string;
  /** short label shown above the odds (1, X, 2, Mais 2,5); the outcome name when absent */
  label?: string;
  /** what the accessible name starts with (e.g. the match) */
  context?: string;
};

type Move = { odds: number; dir: 'up' | 'down' | null; seq: number };

/**
 * An odds button. It reads only its own outcome from the match entry, so a price change re-renders
 * this button and nothing else. Suspended and inactive outcomes cannot be pressed and say so in
 * words and with a lock, not by colour alone; a move shows an arrow that fades (no layout shift).
 */
export const OutcomeButton = memo(function OutcomeButton({
  matchId,
  marketKey,
  outcomeId,
  label,
  context,
}: Props) {
  const view = useOutcome(matchId, marketKey, outcomeId);
  const selected = useIsSelected(view?.uid ?? '');
  const handler = useSelectionToggle();
  const client = useQueryClient();
  const [move, setMove] = useState<Move>({ odds: view?.odds ?? 0, dir: null, seq: 0 });
  if (view && view.odds !== move.odds) {
    setMove({
      odds: view.odds,
      dir: move.odds === 0 ? null : view.odds > move.odds ? 'up' : 'down',
      seq: move.seq + 1,
    });
  }
  if (!view) {
    return (
      <button
        type="button"
        className={`${styles.button} ${styles.inactive}`}
        disabled
        aria-label={`${label ?? ''} indisponível`}
      >
        <span className={styles.odds}>—</span>
      </button>
    );
  }
  const text = label ?? ptNumbers(view.name);
  const open = view.state === 'open';
  const stateText = view.state === 'suspended' ? 'suspenso' : view.state === 'inactive' ? 'indisponível' : '';
  // the name starts with what the button shows (speech control users say what they see), then the market
  const name = [`${text} ${open ? formatOdds(view.odds) : stateText}`, context].filter(Boolean).join(', ');
  const onClick = () => {
    const match = client.getQueryData<SbMatch>(sbKeys.match(matchId));
    const market = findMarket(match, marketKey);
    const outcome = findOutcome(market, outcomeId);
    if (match && market && outcome) handler.onSelect(outcome, market, match);
  };
  return (
    <button
      type="button"
      className={[styles.button, selected && styles.selected, !open && styles[view.state]]
        .filter(Boolean)
        .join(' ')}
      disabled={!open}
      aria-pressed={open ? selected : undefined}
      aria-label={name}
      title={name}
      onClick={onClick}
      data-outcome={view.uid}
      data-state={view.state}
    >
      <span className={styles.label}>{text}</span>{' '}
      {open ? (
        <span className={styles.odds}>
          {formatOdds(view.odds)}
          {move.dir && (
            <span key={move.seq} className={`${styles.arrow} ${styles[move.dir]}`} aria-hidden="true" />
          )}
        </span>
      ) : (
        <span className={styles.odds}>
          <svg className={styles.lock} viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
            <path d="M4 7V5a4 4 0 1 1 8 0v2h1v8H3V7h1Zm2 0h4V5a2 2 0 1 0-4 0v2Z" fill="currentColor" />
          </svg>
          <span className={styles.stateText}>{view.state === 'suspended' ? 'Suspenso' : '—'}</span>
        </span>
      )}
    </button>
  );
});
