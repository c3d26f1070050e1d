import type { TEventStatus, TProducerId } from '@placar/contract';
import { advance, finalResultOf, playToEnd } from '@placar/domain/sportsbook/live/match';
import type { SportKey } from '@placar/domain/sportsbook/sports';
import type { FinalResult } from '@placar/domain/sportsbook/types';
import type { FeedAdapter, FeedBatchSink, FeedMessage, FeedSink } from '../feed.messages';
import { SIM_LEAGUES } from './leagues';
import {
  DAY_MS,
  demandEvent,
  fixtureOf,
  isDemandEventId,
  leagueDay,
  leaguesFor,
  type SimEvent,
  simEventById,
} from './schedule';
import { SeasonBook } from './seasons';
import {
  createSimState,
  driftAt,
  newSimMatch,
  priceSimMatch,
  type SimMatch,
  settlementOf,
} from './sim-match';

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
  /** Monte-Carlo seasons per season-outright pricing (default 2000) */
  seasonSims?: number;
  /**
   * Wall time (ms) from which simulated time runs at `speed` (default: this simulator's start). Every
   * node that may lead the feed shares one (stored), so a new leader continues the same feed time.
   */
  epoch?: number;
};

/**
 * An event a previous feed leader left unsettled (read from the database): resumed, and settled on
 * the markets it had offered, when it ended while nobody led.
 */
export type UnsettledEvent = {
  id: string;
  tournamentId: string;
  scheduledAt: number;
  /** feed seconds per wall second of its clock, as stored (speed × the match's own compression) */
  clockRate: number;
  offered: { marketId: number; specifiers: string }[];
};

/** A match started on request (admin call), as answered to the caller. */
export type StartedMatch = {
  id: string;
  name: string;
  sportId: string;
  tournamentId: string;
  /** feed time (ms) of the kick-off */
  kickoff: number;
  /** wall time (ms) by which it ends and settles, and the seconds until then */
  endsAt: number;
  endsInSeconds: number;
};

const ALIVE_EVERY_MS = 10_000;
/** A tick hands its messages over in parts of about this many (one ingestion transaction each)... */
const DELIVER_EVERY = 100;
/** ...or after this much pricing work, and lets the event loop serve requests in between. */
const YIELD_AFTER_MS = 20;

/** Thrown inside a tick once the simulator stops: the rest of the tick is dropped. */
class Stopped extends Error {}

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
  #idle: Promise<void> = Promise.resolve();
  #seasons: SeasonBook;
  #demanded = 0;
  #stopped = false;
  #unsettled = new Map<string, UnsettledEvent>();
  readonly #clock: () => number;
  readonly #startWall: number;

  constructor(private readonly options: SimulatorOptions) {
    this.#clock = options.clock ?? Date.now;
    this.#startWall = options.epoch ?? this.#clock();
    this.#seasons = new SeasonBook(options.seed, options.seasonSims);
  }

  /**
   * Simulated time: the wall clock compressed by `speed` from the epoch (by default the start), in whole
   * milliseconds (feed times are stored as bigint: a fraction made a resumed leader's batches fail).
   */
  simNow() {
    return Math.floor(this.#startWall + (this.#clock() - this.#startWall) * this.options.speed);
  }

  /**
   * Events the last feed leader left unsettled (call before `start`): the first tick plays each up to
   * now from its seed; one that has ended meanwhile gets its final state and the settlement of every
   * market it had offered, one still running goes on (its offered markets settled at its end).
   */
  adopt(events: UnsettledEvent[]) {
    for (const e of events) this.#unsettled.set(e.id, e);
  }

  /** Strictly increasing message timestamps (wall ms). */
  #ts() {
    this.#lastTs = Math.max(this.#lastTs + 1, this.#clock());
    return this.#lastTs;
  }

  get speed() {
    return this.options.speed;
  }

  get liveCount() {
    let n = 0;
    for (const m of this.#matches.values()) if (m.phase === 'live') n++;
    return n;
  }

  /** Season outrights on offer. */
  get seasonCount() {
    return this.#seasons.count;
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

  /** Stops ticking; resolves once the tick or request under way has handed over its messages. */
  async stop() {
    this.#stopped = true;
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
    while (this.#busy) await this.#idle;
  }

  /** Runs `work` alone: ticks and requests never interleave their messages. */
  async #exclusive<T>(work: () => Promise<T>): Promise<T> {
    while (this.#busy) await this.#idle;
    this.#busy = true;
    let release = () => {};
    this.#idle = new Promise<void>((resolve) => {
      release = resolve;
    });
    try {
      return await work();
    } finally {
      this.#busy = false;
      release();
    }
  }

  /** One step: schedule, fixture changes, kick-offs, live play, prices, settlements, heartbeats. */
  async tick() {
    if (this.#busy || !this.#sink || this.#stopped) return;
    await this.#exclusive(() => this.#tick()).catch((error: unknown) => {
      if (!(error instanceof Stopped)) throw error;
    });
  }

  async #tick() {
    const out: FeedMessage[] = [];
    const now = this.simNow();
    this.#lastYield = performance.now();
    // alive first: a new leader's long first tick must not leave the producers silent past their
    // limit (a silent producer suspends its markets until a recovery, one tick later)
    const wall = this.#clock();
    if (wall - this.#lastAlive >= ALIVE_EVERY_MS || this.#lastAlive === 0) {
      this.#lastAlive = wall;
      for (const producerId of [1, 3] as const)
        out.push({ kind: 'alive', producerId, ts: this.#ts(), subscribed: true });
    }
    await this.#extendSchedule(now, out);
    await this.#resumeUnsettled(now, out);
    for (const league of leaguesFor(this.options.leagues)) {
      await this.#seasons.step(
        league,
        now,
        () => this.#ts(),
        out,
        () => this.#pause(),
      );
      await this.#deliverSome(out);
    }
    for (const m of this.#matches.values()) {
      this.#step(m, now, out);
      await this.#deliverSome(out);
    }
    for (const [id, m] of this.#matches) if (m.phase === 'done') this.#matches.delete(id);
    for (const r of this.#pendingRecoveries.splice(0)) {
      if (r.producerId === 1) {
        for (const m of this.#matches.values())
          if (m.phase === 'live') out.push(priceSimMatch(m, now, this.options.speed, () => this.#ts(), true));
      }
      out.push({
        kind: 'snapshot_complete',
        producerId: r.producerId,
        ts: this.#ts(),
        requestId: r.requestId,
      });
    }
    await this.#deliver(out);
  }

  /**
   * Starts a match of `sport` now (the admin call): in play at once, priced by the live producer,
   * and, with `durationSeconds`, compressed to end (and settle) that many wall seconds from now.
   * Resolves once its fixture and first prices have been handed over (stored, with a batch sink).
   */
  startMatchNow(request: { sport: SportKey; durationSeconds?: number }): Promise<StartedMatch> {
    const league =
      SIM_LEAGUES.find((l) => l.sport === request.sport && l.principal) ??
      SIM_LEAGUES.find((l) => l.sport === request.sport);
    if (!league) throw new RangeError(`the simulator plays no ${request.sport}`);
    if (!this.#sink || this.#stopped) throw new Error('the simulator has not started');
    return this.#exclusive(async () => {
      const now = this.simNow();
      const ev = demandEvent(this.options.seed, league, now, this.#demanded++);
      const m = newSimMatch(ev);
      // the whole match played out: its length in match seconds, and so the compression
      const length = playToEnd(m.state).state.elapsed;
      const speed = this.options.speed;
      m.rate = request.durationSeconds ? length / (request.durationSeconds * speed) : 1;
      m.whole = true;
      m.kickoff = now - 1000 / m.rate; // one match second played: live from the answer on
      m.state = advance(m.state, 1).state;
      m.phase = 'live';
      const out: FeedMessage[] = [
        {
          kind: 'fixture_change',
          producerId: 3,
          ts: this.#ts(),
          eventId: ev.id,
          changeType: 'new',
          fixture: fixtureOf(ev, 0, now),
        },
      ];
      this.#matches.set(ev.id, m);
      out.push(priceSimMatch(m, now, this.options.speed, () => this.#ts(), true));
      await this.#deliver(out);
      const fixture = fixtureOf(ev, 1, now);
      const endsIn = Math.ceil(((length - 1) / m.rate / speed) * 1000);
      return {
        id: ev.id,
        name: fixture.name,
        sportId: fixture.sport.id,
        tournamentId: fixture.tournament.id,
        kickoff: now,
        endsAt: this.#clock() + endsIn,
        endsInSeconds: endsIn / 1000,
      };
    });
  }

  /** Hands over what is pending when enough piled up or enough time went into pricing. */
  async #deliverSome(out: FeedMessage[]) {
    const full = out.length >= DELIVER_EVERY;
    if (!full && performance.now() - this.#lastYield < YIELD_AFTER_MS) return;
    if (full) await this.#deliver(out);
    await yieldToLoop();
    this.#lastYield = performance.now();
    if (this.#stopped) throw new Stopped(); // a stop waits for no long tick (a new leader's first)
  }

  /** Inside long pricing work: lets the event loop run once enough time went into it. */
  #pause(): Promise<void> | undefined {
    if (performance.now() - this.#lastYield < YIELD_AFTER_MS) return undefined;
    return yieldToLoop().then(() => {
      this.#lastYield = performance.now();
      if (this.#stopped) throw new Stopped();
    });
  }

  async #deliver(out: FeedMessage[]) {
    const messages = out.splice(0);
    if (messages.length === 0 || this.#stopped) return;
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

  /** Unsettled events the schedule did not bring back (asked-for matches, older days): resumed. */
  async #resumeUnsettled(now: number, out: FeedMessage[]) {
    for (const u of [...this.#unsettled.values()]) {
      this.#unsettled.delete(u.id);
      if (this.#matches.has(u.id)) continue;
      const ev = simEventById(this.options.seed, u.id, u.tournamentId, u.scheduledAt);
      if (ev) this.#add(ev, now, out, u);
      await this.#deliverSome(out);
    }
  }

  #add(ev: SimEvent, now: number, out: FeedMessage[], unsettled = this.#unsettled.get(ev.id)) {
    if (this.#matches.has(ev.id)) return;
    this.#unsettled.delete(ev.id);
    const m = newSimMatch(ev);
    if (unsettled) {
      // what the last leader offered is settled at the end, priced again or not
      for (const o of unsettled.offered) m.offered.set(`${o.marketId}|${o.specifiers}`, o);
      if (isDemandEventId(ev.id)) {
        // a match asked for now: one match second played at its stored kick-off, at its compression
        const rate = unsettled.clockRate / this.options.speed;
        m.rate = rate > 0 ? rate : 1;
        m.whole = true;
        m.kickoff = ev.kickoff - 1000 / m.rate;
      }
    }
    if (ev.change && ev.change.kind !== 'delay' && now >= ev.change.announceAt) return; // already gone
    if (ev.change?.kind === 'delay' && now >= ev.change.announceAt) {
      m.kickoff = ev.change.newKickoff;
      m.changeDone = true;
    }
    const scheduled = !isDemandEventId(ev.id); // a match asked for now plays without drift
    if (scheduled) m.state = createSimState(ev, driftAt(m, now));
    if (now >= m.kickoff) {
      // already under way on first start: play it up to now, as from its kick-off
      if (scheduled) m.state = createSimState(ev, driftAt(m, m.kickoff));
      const due = ((now - m.kickoff) / 1000) * m.rate;
      const played = advance(m.state, m.whole ? Math.floor(due + 1e-9) : due);
      m.state = played.state;
      m.phase = 'live';
      if (played.state.status === 'ended') {
        // it ended while no feed ran: unknown to the catalogue, nothing to say; known and unsettled
        // (offered markets), its final state and settlement
        if (!unsettled) return;
        out.push(priceSimMatch(m, now, this.options.speed, () => this.#ts()));
        const result = finalResultOf(played.state);
        if (result) this.#settle(m, result, out);
        return;
      }
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
    out.push(priceSimMatch(m, now, this.options.speed, () => this.#ts()));
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
        m.state = createSimState(m.ev, driftAt(m, m.kickoff));
        m.state = advance(m.state, Math.max(0, Math.floor(((now - m.kickoff) / 1000) * m.rate + 1e-9))).state;
        m.nextPrice = 0;
        out.push(priceSimMatch(m, now, this.options.speed, () => this.#ts(), true)); // every market moves to the live producer
        return;
      }
      if (now >= m.nextPrice) {
        // prematch drift: a small random walk of the strength difference (team news, money)
        m.state = createSimState(m.ev, driftAt(m, now));
        out.push(priceSimMatch(m, now, this.options.speed, () => this.#ts()));
      }
      return;
    }
    if (m.phase !== 'live') return;
    const due = ((now - m.kickoff) / 1000) * m.rate - m.state.elapsed;
    const dt = m.whole ? Math.floor(due + 1e-9) : due;
    const { state, events } = advance(m.state, Math.max(0, Math.min(dt, Math.ceil(600 * m.rate))));
    m.state = state;
    if (state.status === 'ended') {
      out.push(priceSimMatch(m, now, this.options.speed, () => this.#ts()));
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
      out.push(priceSimMatch(m, now, this.options.speed, () => this.#ts(), reopened));
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

  #settle(m: SimMatch, result: FinalResult, out: FeedMessage[]) {
    const message = settlementOf(m, result, () => this.#ts());
    if (message) out.push(message);
  }
}
