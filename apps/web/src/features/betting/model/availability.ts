import {
  MARKET_STATUS,
  SOON_START_MARGIN_MS,
  SOON_START_MS,
  type TMarket,
  type TMatch,
} from '@placar/contract';
import { isLiveStatus } from '@placar/contract/sportsbook-constants';
import { CUSTOM_BET_EVENT_STATUSES } from './custom-bet';
import type { SlipItem, SlipMarketStatus } from './types';

/**
 * Seed 002 section 4: for the second provider's markets Closed maps to Suspended, Open to Active,
 * Suspended to Inactive, any other value to Suspended. The first provider's numbers: Open 1 is
 * Active, Inactive 0 is Inactive, Suspended -1 and Closed 3 are Suspended.
 */
export function slipMarketStatus(status: TMarket['status']): SlipMarketStatus {
  if (typeof status === 'string') {
    if (status === 'Open') return 'Active';
    if (status === 'Suspended') return 'Inactive';
    return 'Suspended';
  }
  if (status === MARKET_STATUS.Open) return 'Active';
  if (status === MARKET_STATUS.Inactive) return 'Inactive';
  return 'Suspended';
}

/** Whether an item can be placed now. */
export function isItemAvailable(item: SlipItem): boolean {
  return item.marketStatus === 'Active' && item.outcomeActive && !item.blocked;
}

/** A closed or inactive market, or an inactive outcome, cannot be added (seed 002 section 4). */
export function canAdd(market: Pick<TMarket, 'status'>, outcomeActive: boolean): boolean {
  return slipMarketStatus(market.status) === 'Active' && outcomeActive;
}

/**
 * Follows the cached match into the slip's items of it: odds, market and outcome status, match
 * status and booking. A prematch item whose start has passed stays unavailable. A live item whose match stops being live, or loses coverage or booking, is
 * suspended (outcome inactive, market suspended). Answers the same array when nothing changed.
 */
export function followMatch(items: SlipItem[], match: TMatch, now: number): SlipItem[] {
  let changed = false;
  const next = items.map((item) => {
    if (item.matchId !== match.id) return item;
    if (item.customBet) {
      const followed = followCustomItem(item, match, now);
      if (followed !== item) changed = true;
      return followed;
    }
    const market = [match.mainMarket, ...match.markets].find(
      (m) => m && m.id === item.marketId && m.specifiers === item.specifiers,
    );
    const outcome = market?.outcomes.find((o) => o.outcomeId === item.outcomeId);
    let marketStatus: SlipMarketStatus = market ? slipMarketStatus(market.status) : item.marketStatus;
    let outcomeActive = outcome ? outcome.active : item.outcomeActive;
    const lostLive =
      item.producerId === 1 && (!isLiveStatus(match.status) || match.bookingStatus !== 'Booked');
    const startedPrematch = item.producerId === 3 && Date.parse(item.scheduleTime) <= now;
    if (lostLive || startedPrematch) {
      marketStatus = 'Suspended';
      outcomeActive = false;
    }
    const odds = outcome?.odds ?? item.latestOutcome.outcomeOdds;
    const same =
      marketStatus === item.marketStatus &&
      outcomeActive === item.outcomeActive &&
      odds === item.latestOutcome.outcomeOdds &&
      match.status === item.matchStatus &&
      match.bookingStatus === item.bookingStatus;
    if (same) return item;
    changed = true;
    return {
      ...item,
      marketStatus,
      outcomeActive,
      matchStatus: match.status,
      bookingStatus: match.bookingStatus,
      latestOutcome: outcome
        ? { outcomeOdds: outcome.odds, outcomeOddsUS: outcome.oddsUS, outcomeName: outcome.name }
        : item.latestOutcome,
    };
  });
  return changed ? next : items;
}

/**
 * A custom bet item follows each of its selections' market and outcome; it is open while every one
 * is, the match has not started and the combination was not refused. Answers the same item when
 * nothing changed.
 */
function followCustomItem(item: SlipItem, match: TMatch, now: number): SlipItem {
  const custom = item.customBet;
  if (!custom) return item;
  let legsChanged = false;
  const selectedMarkets = custom.selectedMarkets.map((s) => {
    const market = [match.mainMarket, ...match.markets].find(
      (m) => m && m.id === s.marketId && m.specifiers === s.specifiers,
    );
    if (!market) return s;
    const marketStatus = slipMarketStatus(market.status);
    const outcomeActive = market.outcomes.find((o) => o.outcomeId === s.outcomeId)?.active ?? s.outcomeActive;
    if (marketStatus === s.marketStatus && outcomeActive === s.outcomeActive) return s;
    legsChanged = true;
    return { ...s, marketStatus, outcomeActive };
  });
  const prematch = CUSTOM_BET_EVENT_STATUSES.has(match.status) && Date.parse(item.scheduleTime) > now;
  const legsOpen = selectedMarkets.every((s) => s.marketStatus === 'Active' && s.outcomeActive);
  const marketStatus: SlipMarketStatus =
    custom.customBetStatus !== 'Priced' ? 'Inactive' : prematch && legsOpen ? 'Active' : 'Suspended';
  const outcomeActive = prematch && legsOpen;
  const same =
    !legsChanged &&
    marketStatus === item.marketStatus &&
    outcomeActive === item.outcomeActive &&
    match.status === item.matchStatus &&
    match.bookingStatus === item.bookingStatus;
  if (same) return item;
  return {
    ...item,
    marketStatus,
    outcomeActive,
    matchStatus: match.status,
    bookingStatus: match.bookingStatus,
    customBet: legsChanged ? { ...custom, selectedMarkets } : custom,
  };
}

/** Starts within the soon-start threshold (10 minutes). */
export function isSoonStart(scheduleTime: string, now: number): boolean {
  const start = Date.parse(scheduleTime);
  return start - now <= SOON_START_MS;
}

/** When the slip must look at a prematch item again: its start plus the 1 s margin. */
export function startCheckDelay(scheduleTime: string, now: number): number {
  return Math.max(0, Date.parse(scheduleTime) - now + SOON_START_MARGIN_MS);
}

/**
 * At the scheduled start a prematch item becomes unavailable; an unbooked match leaves the slip
 * (seed 002 section 4). Answers the same array when nothing changed.
 */
export function applyStartTimes(items: SlipItem[], now: number): SlipItem[] {
  let changed = false;
  const next: SlipItem[] = [];
  for (const item of items) {
    if (item.removeAt !== null && item.removeAt <= now) {
      changed = true;
      continue;
    }
    const started = item.producerId === 3 && Date.parse(item.scheduleTime) <= now;
    if (started && item.marketStatus === 'Active') {
      changed = true;
      next.push({ ...item, marketStatus: 'Suspended' });
    } else next.push(item);
  }
  return changed ? next : items;
}
