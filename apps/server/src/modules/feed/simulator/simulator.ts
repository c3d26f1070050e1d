import type { TEventStatus, TProducerId } from '@placar/contract';
import { advance, createMatchState, finalResultOf, priceMatch } from '@placar/domain/sportsbook/live/match';
import { createPrng, nextUniform } from '@placar/domain/sportsbook/live/prng';
import type { LiveMatchState } from '@placar/domain/sportsbook/live/types';
import { settleMarket } from '@placar/domain/sportsbook/settlement';
import type { FinalResult } from '@placar/domain/sportsbook/types';
import type {
  FeedAdapter,
  FeedBatchSink,
  FeedEventState,
  FeedMarketOdds,
  FeedMessage,
  FeedSink,
} from '../feed.messages';
import { DAY_MS, fixtureOf, leagueDay, leaguesFor, type SimEvent } from './schedule';

export type SimulatorOptions = {
  seed: number;
  /** time compression: simulated seconds per wall second */
  speed: number;
  /** wall clock (ms) */
  clock?: () => number;
  /** league numbers to play (all by default) */
  leagues?: number[];
  horizonDays?: number;
  /** tick every second by itself (off when a test drives `tick`) */
  autoTick?: boolean;
};

type Phase = 'prematch' | 'live' | 'done';
type SimMatch = {
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
  rng: { state: number };
  changeDone: boolean;
};

const PREMATCH_REPRICE_MS = 15 * 60_000;
const LIVE_REPRICE_MS = 60_000;
const ALIVE_EVERY_MS = 10_000;
/** Far-away events carry only their principal markets (a lighter book). */
const FULL_BOOK_WITHIN_MS = 2 * DAY_MS;
const PRINCIPAL = new Set([1, 18, 10, 29, 186, 219, 223, 225, 534]);
/** A tick hands its messages over in parts of about this many (one ingestion transaction each)... */
const DELIVER_EVERY = 100;
/** ...or after this much pricing work, and lets the event loop serve requests in between. */
const YIELD_AFTER_MS = 20;

function yieldToLoop() {
  return new Promise<void>((resolve) => setImmediate(resolve));
}

/**
 * The embedded feed: a deterministic trading simulation (seeded), speaking UOF messages. Schedules
 * a rolling week of events, plays live ones through the domain's live models, prices them with the
 * domain's models and margin, stops betting on dangerous moments, drifts prematch prices, changes
 * fixtures now and then, and settles every offered market from the final result.
 */
export class Simulator implements FeedAdapter {
  readonly name = 'simulator';
  #sink: FeedSink | undefined;
  #batch: FeedBatchSink | undefined;
  #lastYield = 0;
  #matches = new Map<string, SimMatch>();
  #scheduledDays = new Set<number>();
  #timer: NodeJS.Timeout | undefined;
  #lastAlive = 0;
  #lastTs = 0;
  #pendingRecoveries: { producerId: TProducerId; requestId: number }[] = [];
  #busy = false;
  readonly #clock: () => number;
  readonly #startWall: number;

  constructor(private readonly options: SimulatorOptions) {
    this.#clock = options.clock ?? Date.now;
    this.#startWall = this.#clock();
  }

  /** Simulated time: the wall clock compressed by `speed` from the start. */
  simNow() {
    return this.#startWall + (this.#clock() - this.#startWall) * this.options.speed;
  }

  /** Strictly increasing message timestamps (wall ms). */
  #ts() {
    this.#lastTs = Math.max(this.#lastTs + 1, this.#clock());
    return this.#lastTs;
  }

  get liveCount() {
    let n = 0;
    for (const m of this.#matches.values()) if (m.phase === 'live') n++;
    return n;
  }

  /**
   * Starts feeding `sink` (every message, in order); with `batch`, hands each tick over in parts
   * through it instead (the same messages in the same order).
   */
  async start(sink: FeedSink, batch?: FeedBatchSink) {
    this.#sink = sink;
    this.#batch = batch;
    await this.tick();
    if (this.options.autoTick !== false) {
      this.#timer = setInterval(() => void this.tick(), 1000);
      this.#timer.unref();
    }
  }

  async recover(producerId: TProducerId, _sinceTs: number, requestId: number) {
    // handled on the next tick: never re-enter the sink from inside ingestion
    this.#pendingRecoveries.push({ producerId, requestId });
  }

  async stop() {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
  }

  /** One step: schedule, fixture changes, kick-offs, live play, prices, settlements, heartbeats. */
  async tick() {
    if (this.#busy || !this.#sink) return;
    this.#busy = true;
    try {
      const out: FeedMessage[] = [];
      const now = this.simNow();
      this.#lastYield = performance.now();
      await this.#extendSchedule(now, out);
      for (const m of this.#matches.values()) {
        this.#step(m, now, out);
        await this.#deliverSome(out);
      }
      for (const [id, m] of this.#matches) if (m.phase === 'done') this.#matches.delete(id);
      const wall = this.#clock();
      if (wall - this.#lastAlive >= ALIVE_EVERY_MS || this.#lastAlive === 0) {
        this.#lastAlive = wall;
        for (const producerId of [1, 3] as const)
          out.push({ kind: 'alive', producerId, ts: this.#ts(), subscribed: true });
      }
      for (const r of this.#pendingRecoveries.splice(0)) {
        if (r.producerId === 1) {
          for (const m of this.#matches.values()) if (m.phase === 'live') this.#price(m, now, out, true);
        }
        out.push({
          kind: 'snapshot_complete',
          producerId: r.producerId,
          ts: this.#ts(),
          requestId: r.requestId,
        });
      }
      await this.#deliver(out);
    } finally {
      this.#busy = false;
    }
  }

  /** Hands over what is pending when enough piled up or enough time went into pricing. */
  async #deliverSome(out: FeedMessage[]) {
    const full = out.length >= DELIVER_EVERY;
    if (!full && performance.now() - this.#lastYield < YIELD_AFTER_MS) return;
    if (full) await this.#deliver(out);
    await yieldToLoop();
    this.#lastYield = performance.now();
  }

  async #deliver(out: FeedMessage[]) {
    const messages = out.splice(0);
    if (messages.length === 0) return;
    if (this.#batch) return this.#batch(messages);
    for (const message of messages) await this.#sink?.(message);
  }

  async #extendSchedule(now: number, out: FeedMessage[]) {
    const first = Math.floor(now / DAY_MS) - 1;
    const last = Math.floor(now / DAY_MS) + (this.options.horizonDays ?? 7);
    for (let day = first; day <= last; day++) {
      if (this.#scheduledDays.has(day)) continue;
      this.#scheduledDays.add(day);
      for (const league of leaguesFor(this.options.leagues)) {
        for (const ev of leagueDay(this.options.seed, league, day)) {
          this.#add(ev, now, out);
          await this.#deliverSome(out);
        }
      }
    }
  }

  #create(ev: SimEvent, drift: number): LiveMatchState {
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

  #add(ev: SimEvent, now: number, out: FeedMessage[]) {
    if (this.#matches.has(ev.id)) return;
    const m: SimMatch = {
      ev,
      kickoff: ev.kickoff,
      state: this.#create(ev, 0),
      phase: 'prematch',
      offered: new Map(),
      sent: new Map(),
      suspended: false,
      nextPrice: 0,
      drift: 0,
      rng: createPrng(ev.seed ^ 0x5f3759df),
      changeDone: false,
    };
    if (ev.change && ev.change.kind !== 'delay' && now >= ev.change.announceAt) return; // already gone
    if (ev.change?.kind === 'delay' && now >= ev.change.announceAt) {
      m.kickoff = ev.change.newKickoff;
      m.changeDone = true;
    }
    if (now >= m.kickoff) {
      // already under way on first start: play it up to now
      const played = advance(m.state, (now - m.kickoff) / 1000);
      if (played.state.status === 'ended') return;
      m.state = played.state;
      m.phase = 'live';
    }
    out.push({
      kind: 'fixture_change',
      producerId: 3,
      ts: this.#ts(),
      eventId: ev.id,
      changeType: 'new',
      fixture: fixtureOf(ev, m.changeDone ? 6 : 0, m.kickoff),
    });
    this.#matches.set(ev.id, m);
    this.#price(m, now, out);
  }

  #step(m: SimMatch, now: number, out: FeedMessage[]) {
    if (m.phase === 'prematch') {
      const change = m.ev.change;
      if (change && !m.changeDone && now >= change.announceAt) {
        m.changeDone = true;
        if (change.kind === 'delay') {
          m.kickoff = change.newKickoff;
          out.push(this.#fixtureChange(m, 6, 'start-time'));
        } else {
          const status = change.kind === 'cancel' ? 5 : 8;
          out.push(this.#fixtureChange(m, status, change.kind === 'cancel' ? 'cancelled' : 'status'));
          this.#settle(m, { status: 'cancelled', score: { home: 0, away: 0 } }, out);
          m.phase = 'done';
          return;
        }
      }
      if (now >= m.kickoff) {
        m.phase = 'live';
        m.state = this.#create(m.ev, m.drift);
        m.state = advance(m.state, Math.max(0, (now - m.kickoff) / 1000)).state;
        m.nextPrice = 0;
        this.#price(m, now, out, true); // every market moves to the live producer
        return;
      }
      if (now >= m.nextPrice) {
        // prematch drift: a small random walk of the strength difference (team news, money)
        m.drift = Math.max(-40, Math.min(40, m.drift + (nextUniform(m.rng) - 0.5) * 8));
        m.state = this.#create(m.ev, m.drift);
        this.#price(m, now, out);
      }
      return;
    }
    if (m.phase !== 'live') return;
    const dt = (now - (m.state.elapsed * 1000 + m.kickoff)) / 1000;
    const { state, events } = advance(m.state, Math.max(0, Math.min(dt, 600)));
    m.state = state;
    if (state.status === 'ended') {
      this.#price(m, now, out);
      const result = finalResultOf(state);
      if (result) this.#settle(m, result, out);
      m.phase = 'done';
      return;
    }
    if (events.some((e) => e.betStop)) {
      if (!m.suspended) {
        m.suspended = true;
        out.push({ kind: 'bet_stop', producerId: 1, eventId: m.ev.id, ts: this.#ts() });
      }
      return;
    }
    const reopen = m.suspended && events.some((e) => e.type === 'danger_over' || e.type === 'score');
    const dangerous = 'danger' in state && state.danger !== undefined;
    if (m.suspended && !reopen && dangerous) return;
    if (reopen || m.suspended || events.length > 0 || now >= m.nextPrice) {
      // after a bet stop every market is sent again: the stored ones are suspended
      const reopened = m.suspended;
      m.suspended = false;
      this.#price(m, now, out, reopened);
    }
  }

  #fixtureChange(
    m: SimMatch,
    status: TEventStatus,
    changeType: 'start-time' | 'status' | 'cancelled',
  ): FeedMessage {
    return {
      kind: 'fixture_change',
      producerId: 3,
      ts: this.#ts(),
      eventId: m.ev.id,
      changeType,
      fixture: fixtureOf(m.ev, status, m.kickoff),
    };
  }

  #eventState(m: SimMatch): FeedEventState {
    const s = m.state;
    const status: TEventStatus = s.status === 'ended' ? 3 : s.status === 'not_started' ? 0 : 1;
    return {
      status,
      matchStatusDescription:
        s.status === 'not_started' ? 'Não iniciado' : s.status === 'ended' ? 'Encerrado' : s.periodName,
      homeScore: s.status === 'not_started' ? null : s.score.home,
      awayScore: s.status === 'not_started' ? null : s.score.away,
      clock: s.status === 'live' || s.status === 'break' ? s.clock : null,
      clockRate: this.options.speed,
    };
  }

  /** Prices a match and sends the markets whose status or prices moved (all of them when `full`). */
  #price(m: SimMatch, now: number, out: FeedMessage[], full = false) {
    const live = m.phase === 'live';
    m.nextPrice = now + (live ? LIVE_REPRICE_MS : PREMATCH_REPRICE_MS) * (0.75 + nextUniform(m.rng) * 0.5);
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
      if (this.#changed(m, key, market, full)) markets.push(market);
    }
    // lines no longer offered (decided totals, moved handicaps) go inactive
    for (const [key, ref] of m.offered) {
      if (seen.has(key)) continue;
      const market: FeedMarketOdds = { ...ref, status: 0, outcomes: [] };
      if (this.#changed(m, key, market, full)) markets.push(market);
    }
    out.push({
      kind: 'odds_change',
      producerId: live ? 1 : 3,
      eventId: m.ev.id,
      ts: this.#ts(),
      state: this.#eventState(m),
      markets,
    });
  }

  #changed(m: SimMatch, key: string, market: FeedMarketOdds, full: boolean) {
    const signature = `${market.status}|${market.outcomes.map((o) => `${o.outcomeId}:${o.odds}:${o.active ? 1 : 0}`).join(',')}`;
    if (!full && m.sent.get(key) === signature) return false;
    m.sent.set(key, signature);
    return true;
  }

  #settle(m: SimMatch, result: FinalResult, out: FeedMessage[]) {
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
    if (markets.length === 0) return;
    if (result.status === 'cancelled') {
      out.push({
        kind: 'bet_cancel',
        producerId: 3,
        eventId: m.ev.id,
        ts: this.#ts(),
        startTime: null,
        endTime: null,
        markets: markets.map(({ marketId, specifiers }) => ({ marketId, specifiers })),
      });
      return;
    }
    out.push({
      kind: 'bet_settlement',
      producerId: 1,
      eventId: m.ev.id,
      ts: this.#ts(),
      certainty: 2,
      homeScore: result.score.home,
      awayScore: result.score.away,
      markets,
    });
  }
}
