import {
  EVENT_STATUS,
  isLiveStatus,
  type TBrand,
  type TLiveClock,
  type TMarket,
  type TMatch,
} from '@placar/contract';
import { sportById } from '@placar/domain/sportsbook/sports';
import { hidesClock } from './brand-rules';
import type { CachedMatch } from './match-cache';

/** Principal markets per market layout (seed 001 section 9), first is the main market. */
const PRINCIPAL_BY_LAYOUT: Record<string, number[]> = {
  '1x2': [1, 18, 10, 29],
  'handicap-total-winner': [219, 223, 225],
  'two-outcome-winner': [186],
  'special-winner': [534],
};

export function principalMarketIds(sportId: string): number[] {
  const layout = sportById(sportId)?.layout ?? '1x2';
  return PRINCIPAL_BY_LAYOUT[layout] ?? [1];
}

function isOpen(m: TMarket) {
  return m.status === 1 || m.status === 'Open';
}

/** For line markets (totals, handicaps) the balanced line is principal: probabilities nearest 50/50. */
function balancedLine(markets: TMarket[]): TMarket | undefined {
  let best: TMarket | undefined;
  let bestGap = Number.POSITIVE_INFINITY;
  for (const m of markets) {
    const p = m.outcomes[0]?.probabilities ?? 0;
    const gap = Math.abs(p - 0.5) + (isOpen(m) ? 0 : 1);
    if (gap < bestGap) {
      best = m;
      bestGap = gap;
    }
  }
  return best;
}

export function principalMarkets(sportId: string, markets: TMarket[]): TMarket[] {
  const out: TMarket[] = [];
  for (const id of principalMarketIds(sportId)) {
    const ofType = markets.filter((m) => m.id === id && !(m.status === 'Closed'));
    const pick = ofType.length > 1 ? balancedLine(ofType) : ofType[0];
    if (pick) out.push(pick);
  }
  return out;
}

export function liveClock(row: CachedMatch['row'], now: number): TLiveClock | null {
  if (row.clock_seconds === null) return null;
  let seconds = row.clock_seconds;
  if (!row.clock_stopped && row.clock_at !== null) {
    const elapsed = Math.max(0, ((now - row.clock_at) / 1000) * row.clock_rate);
    seconds = row.clock_type === 'down' ? seconds - elapsed : seconds + elapsed;
  }
  return {
    timeInSeconds: Math.max(0, Math.floor(seconds)),
    stopped: row.clock_stopped,
    timerType: row.clock_type === 'down' ? 'down' : 'up',
  };
}

/** The seeds' Match entity; `markets: 'principal'` for lists, 'all' for the detail. */
export function toWireMatch(
  m: CachedMatch,
  options: { markets: 'principal' | 'all' | 'main'; brand: TBrand; now: number },
): TMatch {
  const r = m.row;
  const visibleMarkets = m.markets.filter((mk) => mk.status !== 'Closed');
  const principal = principalMarkets(r.sport_id, visibleMarkets);
  const markets =
    options.markets === 'all'
      ? visibleMarkets
      : options.markets === 'main'
        ? principal.slice(0, 1)
        : principal;
  const live = isLiveStatus(r.status);
  const showScore = live || r.status === EVENT_STATUS.Ended || r.status === EVENT_STATUS.Closed;
  return {
    id: r.id,
    name: r.name,
    countMarkets: visibleMarkets.filter(isOpen).length,
    matchStatusDescription: r.match_status_description,
    status: r.status,
    scheduleTime: new Date(r.scheduled_at).toISOString(),
    homeCompetitorName: r.home_name,
    homeScore: showScore ? (r.home_score ?? 0) : null,
    awayCompetitorName: r.away_name,
    awayScore: showScore ? (r.away_score ?? 0) : null,
    producerId: live ? 1 : 3,
    tournamentId: r.tournament_id,
    sportId: r.sport_id,
    isEarlyPayoutApplied: r.early_payout,
    providerId: r.provider_id === 2 ? 2 : 1,
    bookingStatus: r.booking_status,
    parentId: r.parent_id,
    markets,
    time: live && !hidesClock(options.brand, r.match_status_description) ? liveClock(r, options.now) : null,
    hasStreaming: r.has_streaming,
    mainMarket: principal[0] ?? null,
    tournamentName: r.tournament_name,
    categoryId: r.category_id,
    categoryName: r.category_name,
  };
}
