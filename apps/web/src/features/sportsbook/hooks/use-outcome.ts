import { useCallback } from 'react';
import { findMarket, findOutcome, isMarketOpen, isMarketSuspended, type SbMatch } from '../cache/match-entry';
import { useMatchSlice } from './use-match';

export type OutcomeView = {
  /** the outcome's unique id */
  uid: string;
  name: string;
  odds: number;
  /** 'open' can be bet; 'suspended' (bet stop) and 'inactive' cannot */
  state: 'open' | 'suspended' | 'inactive';
};

/** One outcome of one market of one match, as its button shows it. */
export function useOutcome(
  matchId: string,
  marketKey: string,
  outcomeId: string,
): OutcomeView | null | undefined {
  const select = useCallback(
    (m: SbMatch): OutcomeView | null => {
      const market = findMarket(m, marketKey);
      const o = findOutcome(market, outcomeId);
      if (!market || !o) return null;
      const state = isMarketSuspended(market)
        ? 'suspended'
        : isMarketOpen(market) && o.active
          ? 'open'
          : 'inactive';
      return { uid: o.id, name: o.name, odds: o.odds, state };
    },
    [marketKey, outcomeId],
  );
  return useMatchSlice(matchId, select);
}
