import type { TMarket, TMatch, TOutcome } from '@placar/contract';
import { FINISHED_EVENT_STATUSES, LIVE_EVENT_STATUSES } from '@placar/contract/sportsbook-constants';

/**
 * A match as the screens keep it in the query cache (one entry per match, key `matchKey(id)`):
 * the seed's Match, whether it holds every market (the event page) or only the list's principal
 * ones, and when its clock was last read (client ms) so clocks can tick from there.
 */
export type SbMatch = TMatch & { detail: boolean; clockAt: number };

/** Markets are told apart by provider id and specifiers (several total lines share id 18). */
export const marketKey = (m: Pick<TMarket, 'id' | 'specifiers'>) => `${m.id}/${m.specifiers}`;

export function toEntry(match: TMatch, detail: boolean, now: number): SbMatch {
  return { ...match, detail, clockAt: now };
}

/**
 * Puts a fresh answer over what the cache holds. A list answer carries only principal markets: over a
 * detail entry it refreshes the header and the markets it names, and keeps the others.
 */
export function mergeMatch(prev: SbMatch | undefined, next: SbMatch): SbMatch {
  if (!prev || next.detail || !prev.detail) return next;
  const fresh = new Map(next.markets.map((m) => [marketKey(m), m]));
  const markets = prev.markets.map((m) => fresh.get(marketKey(m)) ?? m);
  for (const [k, m] of fresh) if (!prev.markets.some((p) => marketKey(p) === k)) markets.push(m);
  return { ...next, detail: true, markets };
}

export function findMarket(match: SbMatch | undefined, key: string): TMarket | undefined {
  if (!match) return undefined;
  if (match.mainMarket && marketKey(match.mainMarket) === key) return match.mainMarket;
  return match.markets.find((m) => marketKey(m) === key);
}

export function findOutcome(market: TMarket | undefined, outcomeId: string): TOutcome | undefined {
  return market?.outcomes.find((o) => o.outcomeId === outcomeId);
}

/** Open is 1 for the first provider and 'Open' for the second. */
export function isMarketOpen(market: Pick<TMarket, 'status'>): boolean {
  return market.status === 1 || market.status === 'Open';
}

export function isMarketSuspended(market: Pick<TMarket, 'status'>): boolean {
  return market.status === -1 || market.status === 'Suspended';
}

/** Ended, closed, cancelled, postponed or abandoned: no longer on a live list. */
export const FINISHED_STATUSES: ReadonlySet<number> = new Set(FINISHED_EVENT_STATUSES);
/** Live, suspended (a bet stop on the whole match) and interrupted count as live (the contract's list). */
export const LIVE_STATUSES: ReadonlySet<number> = new Set(LIVE_EVENT_STATUSES);
