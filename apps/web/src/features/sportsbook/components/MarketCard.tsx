import { memo, useCallback, useState } from 'react';
import { isMarketOpen, isMarketSuspended, marketKey, type SbMatch } from '../cache/match-entry';
import { useMatchSlice } from '../hooks/use-match';
import { CORRECT_SCORE_MARKET, correctScoreOutcomeIds } from '../market-layout';
import { byLine, cardTitle, ptNumbers } from '../market-names';
import styles from './MarketCard.module.css';
import { MarketFrame } from './MarketFrame';
import { OutcomeButton } from './OutcomeButton';

type LineView = { key: string; outcomeIds: string[]; state: 'open' | 'suspended' | 'inactive' };
type CardView = { name: string; lines: LineView[] };

/**
 * Every line of one market type of an event (totals 0.5 to 4.5 in one card), each line's buttons in a
 * grid. The card re-renders when its lines or their status change, never for a price.
 */
export const MarketCard = memo(function MarketCard({
  matchId,
  marketId,
}: {
  matchId: string;
  marketId: number;
}) {
  const select = useCallback(
    (m: SbMatch): CardView | null => {
      const markets = byLine(
        m.markets.filter((x) => x.id === marketId && x.status !== 'Closed' && x.status !== 3),
      );
      if (markets.length === 0) return null;
      const lines = markets.map((x) => {
        const outcomes = x.id === CORRECT_SCORE_MARKET ? correctScoreOutcomeIds(x.outcomes) : x.outcomes;
        return {
          key: marketKey(x),
          outcomeIds: outcomes.map((o) => o.outcomeId),
          state: isMarketSuspended(x)
            ? ('suspended' as const)
            : isMarketOpen(x)
              ? ('open' as const)
              : ('inactive' as const),
        };
      });
      return { name: ptNumbers(cardTitle(markets[0]?.name ?? '')), lines };
    },
    [marketId],
  );
  const view = useMatchSlice(matchId, select);
  const [open, setOpen] = useState(true);
  if (!view) return null;
  const allSuspended = view.lines.every((l) => l.state !== 'open');
  const columns = Math.min(3, Math.max(...view.lines.map((l) => l.outcomeIds.length)));
  const headingId = `mk-${matchId}-${marketId}`;
  return (
    <MarketFrame
      headingId={headingId}
      name={view.name}
      open={open}
      onToggle={() => setOpen(!open)}
      data-market={marketId}
      status={
        allSuspended && (
          <span className={styles.suspended}>
            <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
              <path d="M4 7V5a4 4 0 1 1 8 0v2h1v8H3V7h1Zm2 0h4V5a2 2 0 1 0-4 0v2Z" fill="currentColor" />
            </svg>
            {view.lines.some((l) => l.state === 'suspended') ? 'Suspenso' : 'Indisponível'}
          </span>
        )
      }
    >
      {view.lines.map((l) => (
        <div key={l.key} className={styles.grid} data-columns={columns}>
          {l.outcomeIds.map((o) => (
            <OutcomeButton key={o} matchId={matchId} marketKey={l.key} outcomeId={o} context={view.name} />
          ))}
        </div>
      ))}
    </MarketFrame>
  );
});
