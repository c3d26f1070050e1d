import type { TEventStatus } from '@placar/contract';
import { createMatchState, priceMatch } from '@placar/domain/sportsbook/live/match';
import { createPrng, nextUniform } from '@placar/domain/sportsbook/live/prng';
import type { LiveMatchState } from '@placar/domain/sportsbook/live/types';
import { settleMarket } from '@placar/domain/sportsbook/settlement';
import type { FinalResult } from '@placar/domain/sportsbook/types';
import type { BetCancel, BetSettlement, FeedEventState, FeedMarketOdds, OddsChange } from '../feed.messages';
import { DAY_MS, type SimEvent } from './schedule';

type Phase = 'prematch' | 'live' | 'done';

/** One simulated event as the simulator trades it: its live model, what it offered and sent. */
export type SimMatch = {
  ev: SimEvent;
  kickoff: number;
  state: LiveMatchState;
  phase: Phase;
  /** markets ever offered: settled at the end */
  offered: Map<string, { marketId: number; specifiers: string }>;
  /** what was last sent per market (status and prices): unchanged markets are not sent again */
  sent: Map<string, string>;
  suspended: boolean;
  nextPrice: number;
  drift: number;
  /** the prematch drift's own random walk (driftAt): its steps taken so far and its generator */
  driftStep: number;
  driftRng: { state: number };
  rng: { state: number };
  changeDone: boolean;
  /** match seconds per feed second (1, or the compression of a match started on request) */
  rate: number;
  /**
   * advanced in whole match seconds, so its play depends on its seed and drift alone (not on when the
   * ticks came): it ends exactly when its played-out copy did, and a new leader replays it as it was
   */
  whole: boolean;
};

const PREMATCH_REPRICE_MS = 15 * 60_000;
const LIVE_REPRICE_MS = 60_000;
/** Far-away events carry only their principal markets (a lighter book). */
const FULL_BOOK_WITHIN_MS = 2 * DAY_MS;
const PRINCIPAL = new Set([1, 18, 10, 29, 186, 219, 223, 225, 534]);

/** The live model of an event, its strength difference moved by `drift` (prematch money). */
export function createSimState(ev: SimEvent, drift: number): LiveMatchState {
  const sport = ev.league.sport;
  if (sport === 'formula-1') {
    return createMatchState(
      sport,
      ev.entrants.map((d) => ({ id: d.id, rating: d.rating })),
      ev.seed,
      ev.league.options,
    );
  }
  return createMatchState(
    sport,
    { home: ev.home.rating + drift, away: ev.away.rating - drift },
    ev.seed,
    ev.league.options,
  );
}

export function newSimMatch(ev: SimEvent): SimMatch {
  return {
    ev,
    kickoff: ev.kickoff,
    state: createSimState(ev, 0),
    phase: 'prematch',
    offered: new Map(),
    sent: new Map(),
    suspended: false,
    nextPrice: 0,
    drift: 0,
    driftStep: 0,
    driftRng: createPrng(ev.seed ^ DRIFT_SALT),
    rng: createPrng(ev.seed ^ 0x5f3759df),
    changeDone: false,
    rate: 1,
    whole: true,
  };
}

const DRIFT_SALT = 0x2545f491;
/** The prematch drift moves once per this much feed time... */
const DRIFT_STEP_MS = 15 * 60_000;
/** ...from this long before the scheduled kick-off. */
const DRIFT_FROM_MS = 8 * DAY_MS;

/**
 * The prematch drift of a match at feed time `t` (its kick-off at the latest): a small random walk of
 * its strength difference (team news, money) on a fixed grid of feed time, from its seed alone, so
 * every simulator, a new feed leader too, gives the match the same drift at the same time and so
 * the same play once it kicks off. Sets `m.drift`.
 */
export function driftAt(m: SimMatch, t: number): number {
  const origin = m.ev.kickoff - DRIFT_FROM_MS;
  const target = Math.max(0, Math.floor((Math.min(t, m.kickoff) - origin) / DRIFT_STEP_MS));
  if (target < m.driftStep) {
    m.driftStep = 0;
    m.drift = 0;
    m.driftRng = createPrng(m.ev.seed ^ DRIFT_SALT);
  }
  for (; m.driftStep < target; m.driftStep++)
    m.drift = Math.max(-40, Math.min(40, m.drift + (nextUniform(m.driftRng) - 0.5) * 8));
  return m.drift;
}

/** The score, period and clock an odds change carries; `speed` is the feed's time compression. */
export function eventStateOf(m: SimMatch, speed: number): FeedEventState {
  const s = m.state;
  const status: TEventStatus = s.status === 'ended' ? 3 : s.status === 'not_started' ? 0 : 1;
  return {
    status,
    matchStatusDescription:
      s.status === 'not_started' ? 'Não iniciado' : s.status === 'ended' ? 'Encerrado' : s.periodName,
    homeScore: s.status === 'not_started' ? null : s.score.home,
    awayScore: s.status === 'not_started' ? null : s.score.away,
    clock: s.status === 'live' || s.status === 'break' ? s.clock : null,
    clockRate: speed * m.rate,
  };
}

/** Prices a match and sends the markets whose status or prices moved (all of them when `full`). */
export function priceSimMatch(
  m: SimMatch,
  now: number,
  speed: number,
  ts: () => number,
  full = false,
): OddsChange {
  const live = m.phase === 'live';
  m.nextPrice =
    now + (live ? LIVE_REPRICE_MS / m.rate : PREMATCH_REPRICE_MS) * (0.75 + nextUniform(m.rng) * 0.5);
  const fullBook = live || m.kickoff - now < FULL_BOOK_WITHIN_MS;
  const priced = m.state.status === 'ended' ? [] : priceMatch(m.state);
  const markets: FeedMarketOdds[] = [];
  const seen = new Set<string>();
  for (const p of priced) {
    if (!fullBook && !PRINCIPAL.has(p.marketTypeId)) continue;
    const key = `${p.marketTypeId}|${p.specifiers}`;
    seen.add(key);
    m.offered.set(key, { marketId: p.marketTypeId, specifiers: p.specifiers });
    const anyActive = p.outcomes.some((o) => o.active);
    const market: FeedMarketOdds = {
      marketId: p.marketTypeId,
      specifiers: p.specifiers,
      status: anyActive ? 1 : 0,
      outcomes: p.outcomes.map((o) => ({
        outcomeId: o.outcomeId,
        odds: o.odds,
        probability: o.probability,
        active: o.active,
      })),
    };
    if (marketChanged(m, key, market, full)) markets.push(market);
  }
  // lines no longer offered (decided totals, moved handicaps) go inactive
  for (const [key, ref] of m.offered) {
    if (seen.has(key)) continue;
    const market: FeedMarketOdds = { ...ref, status: 0, outcomes: [] };
    if (marketChanged(m, key, market, full)) markets.push(market);
  }
  return {
    kind: 'odds_change',
    producerId: live ? 1 : 3,
    eventId: m.ev.id,
    ts: ts(),
    state: eventStateOf(m, speed),
    markets,
  };
}

/** Whether a market moved since it was last sent (always when `full`); remembers what is sent. */
function marketChanged(m: SimMatch, key: string, market: FeedMarketOdds, full: boolean) {
  const signature = `${market.status}|${market.outcomes.map((o) => `${o.outcomeId}:${o.odds}:${o.active ? 1 : 0}`).join(',')}`;
  if (!full && m.sent.get(key) === signature) return false;
  m.sent.set(key, signature);
  return true;
}

/** The settlement of every market offered, from the final result (a cancel when cancelled). */
export function settlementOf(
  m: SimMatch,
  result: FinalResult,
  ts: () => number,
): BetSettlement | BetCancel | undefined {
  const competitors = m.ev.entrants.map((e) => e.id);
  const markets = [...m.offered.values()].map((ref) => ({
    ...ref,
    outcomes: settleMarket(ref.marketId, ref.specifiers, result, competitors).map((s) => ({
      outcomeId: s.outcomeId,
      result: s.result === 'won' ? (1 as const) : (0 as const),
      voidFactor: s.voidFactor,
      deadHeatFactor: s.deadHeatFactor ?? 1,
    })),
  }));
  if (markets.length === 0) return undefined;
  if (result.status === 'cancelled') {
    return {
      kind: 'bet_cancel',
      producerId: 3,
      eventId: m.ev.id,
      ts: ts(),
      startTime: null,
      endTime: null,
      markets: markets.map(({ marketId, specifiers }) => ({ marketId, specifiers })),
    };
  }
  return {
    kind: 'bet_settlement',
    producerId: 1,
    eventId: m.ev.id,
    ts: ts(),
    certainty: 2,
    homeScore: result.score.home,
    awayScore: result.score.away,
    markets,
  };
}
