import type {
  TFeedBetStopPayload,
  TFeedFixturePayload,
  TFeedLiveTimePayload,
  TFeedOddsPayload,
  TMarket,
} from '@placar/contract';
import { marketKey, type SbMatch } from './match-entry';

/**
 * Pure updates of a cached match by the feed messages of the stream (contract sportsbook-feed.ts).
 * Each answers the same object when nothing changed, so no observer is woken for nothing.
 */

/** Odds change: the markets named are replaced whole; a detail entry also gains markets it lacked. */
export function applyOdds(match: SbMatch, payload: TFeedOddsPayload): SbMatch {
  const changed = new Map(payload.markets.map((m) => [marketKey(m), m]));
  let touched = false;
  const markets = match.markets.map((m) => {
    const next = changed.get(marketKey(m));
    if (!next) return m;
    touched = true;
    changed.delete(marketKey(m));
    return next;
  });
  let mainMarket = match.mainMarket;
  if (mainMarket) {
    const next = payload.markets.find((m) => marketKey(m) === marketKey(mainMarket as TMarket));
    if (next) {
      mainMarket = next;
      touched = true;
    }
  }
  if (match.detail) {
    for (const m of changed.values()) {
      if (m.status === 'Closed' || m.status === 3) continue;
      markets.push(m);
      touched = true;
    }
  }
  if (!touched && match.status === payload.status) return match;
  return { ...match, status: payload.status, markets, mainMarket };
}

const suspend = (m: TMarket): TMarket =>
  m.status === 1 ? { ...m, status: -1 } : m.status === 'Open' ? { ...m, status: 'Suspended' } : m;

/** Bet stop: the markets named (every market when none is named) are suspended. */
export function applyBetStop(match: SbMatch, payload: TFeedBetStopPayload): SbMatch {
  const all = payload.marketIds.length === 0;
  const ids = new Set(payload.marketIds);
  const pick = (m: TMarket) => (all || ids.has(m.id) ? suspend(m) : m);
  const markets = match.markets.map(pick);
  const mainMarket = match.mainMarket ? pick(match.mainMarket) : null;
  if (markets.every((m, i) => m === match.markets[i]) && mainMarket === match.mainMarket) return match;
  return { ...match, markets, mainMarket };
}

/** Clock, score and period text; the clock restarts ticking from now. */
export function applyLiveTime(match: SbMatch, payload: TFeedLiveTimePayload, now: number): SbMatch {
  return {
    ...match,
    status: payload.status,
    matchStatusDescription: payload.matchStatusDescription,
    homeScore: payload.homeScore,
    awayScore: payload.awayScore,
    time: payload.time,
    clockAt: now,
  };
}

export function applyFixture(match: SbMatch, payload: TFeedFixturePayload): SbMatch {
  if (
    match.status === payload.status &&
    match.scheduleTime === payload.scheduleTime &&
    match.bookingStatus === payload.bookingStatus
  )
    return match;
  return {
    ...match,
    status: payload.status,
    scheduleTime: payload.scheduleTime,
    bookingStatus: payload.bookingStatus,
  };
}
