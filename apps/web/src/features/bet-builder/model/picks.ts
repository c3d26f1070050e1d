import {
  BETTING_MESSAGES,
  CUSTOM_BET_MAX_SELECTIONS,
  MARKET_STATUS,
  type TCalculateOddsRequest,
} from '@placar/contract';
import type { CustomBetSelection } from '../../betting';
import type { BuilderMarket } from '../api/builder-api';

/** A selection picked in the builder: what the slip's custom bet item keeps of it. */
export type BuilderPick = CustomBetSelection;

/** One market line (a market type at its specifiers) holds one pick at most. */
export const lineKey = (p: Pick<BuilderPick, 'marketId' | 'specifiers'>) => `${p.marketId}|${p.specifiers}`;
export const pickKey = (p: Pick<BuilderPick, 'marketId' | 'specifiers' | 'outcomeId'>) =>
  `${lineKey(p)}|${p.outcomeId}`;
/** The picks as text, in the order picked (the server's selectionIndex counts in this order). */
export const picksKey = (picks: readonly BuilderPick[]) => picks.map(pickKey).join('+');

export function toPick(market: BuilderMarket, outcome: BuilderMarket['outcomes'][number]): BuilderPick {
  return {
    marketId: market.marketId,
    marketTypeId: market.marketTypeId,
    marketName: market.marketName,
    marketStatus: market.marketStatus === MARKET_STATUS.Open ? 'Active' : 'Suspended',
    specifiers: market.specifiers,
    outcomeId: outcome.outcomeId,
    outcomeName: outcome.outcomeName,
    outcomeActive: outcome.outcomeActive,
    outcomeValueDecimal: outcome.outcomeValueDecimal,
  };
}

export type PickAnswer =
  | { kind: 'added' | 'removed' | 'replaced'; picks: BuilderPick[] }
  | { kind: 'too-many'; message: string };

/**
 * A tap on an outcome: picks it, unpicks it when picked, or swaps it for the other outcome picked on
 * the same line; never more than 10 (seed 002 section 5).
 */
export function togglePick(picks: readonly BuilderPick[], pick: BuilderPick): PickAnswer {
  const key = pickKey(pick);
  if (picks.some((p) => pickKey(p) === key))
    return { kind: 'removed', picks: picks.filter((p) => pickKey(p) !== key) };
  const line = lineKey(pick);
  const at = picks.findIndex((p) => lineKey(p) === line);
  if (at >= 0) return { kind: 'replaced', picks: picks.map((p, i) => (i === at ? pick : p)) };
  if (picks.length >= CUSTOM_BET_MAX_SELECTIONS)
    return { kind: 'too-many', message: BETTING_MESSAGES.customTooMany };
  return { kind: 'added', picks: [...picks, pick] };
}

/** The body of CalculateOdds and CalculateFilter. */
export function selectionsBody(eventId: string, picks: readonly BuilderPick[]): TCalculateOddsRequest {
  return {
    urnEvent: eventId,
    marketPunterSelections: picks.map((p) => ({
      marketId: p.marketId,
      outcomeId: p.outcomeId,
      specifiers: p.specifiers,
    })),
  };
}

/** Market names repeat the line ("Total de gols 2.5", "Handicap 0:1"): the card shows the name once. */
export function marketTypeName(name: string): string {
  return name.replace(/\s+[-+]?\d+(?:[.,:]\d+)?$/, '').trim() || name;
}

/** The order of the market cards: the most played first; the first four open. */
const ORDER = [1, 18, 29, 10, 45, 14, 16, 60, 68];
export const OPEN_BY_DEFAULT = 4;

export type MarketGroup = { marketTypeId: number; name: string; lines: BuilderMarket[] };

export function groupByType(markets: readonly BuilderMarket[]): MarketGroup[] {
  const groups = new Map<number, MarketGroup>();
  for (const m of markets) {
    const g = groups.get(m.marketTypeId);
    if (g) g.lines.push(m);
    else
      groups.set(m.marketTypeId, {
        marketTypeId: m.marketTypeId,
        name: marketTypeName(m.marketName),
        lines: [m],
      });
  }
  const rank = (id: number) => (ORDER.includes(id) ? ORDER.indexOf(id) : ORDER.length);
  return [...groups.values()].sort((a, b) => rank(a.marketTypeId) - rank(b.marketTypeId));
}
