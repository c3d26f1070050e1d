import { randomBytes } from 'node:crypto';
import {
  CASINO_TIMING_MS,
  CRASH_PHASE_MS,
  centavosToReais,
  type TCrashTick,
  type TStreamEnvelope,
} from '@placar/contract';
import { casino } from '@placar/domain';
import { sql } from 'kysely';
import type { Platform } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import type { CasinoSession } from '../launch/casino-sessions';
import { credit, debit, publishCasinoBalance } from '../wallet/seamless-wallet';

/** Time source of the loop: real timers in production, a fake clock in tests. */
export type Clock = {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => {
    const t = setTimeout(fn, ms);
    t.unref?.();
    return t;
  },
  clearTimeout: (h) => clearTimeout(h as NodeJS.Timeout),
};

const CHAIN_LENGTH = 10_000;
type Round = {
  id: number;
  seed: string;
  seedHash: string;
  crashPoint: number;
  phase: 'betting' | 'running' | 'crashed';
  bettingEndsAt: number;
  startedAt: number | null;
  crashedAt: number | null;
  chainIndex: number;
};
type Bet = {
  betId: number;
  roundRef: string;
  session: CasinoSession;
  amount: number;
  auto: number | null;
  status: 'active' | 'won' | 'lost';
};

/**
 * Shared crash rounds for every player, driven by one loop: betting phase (CRASH_PHASE_MS.betting),
 * running phase (the multiplier published every CASINO_TIMING_MS.crashTick on casino.crash.<roundId>,
 * auto cash-outs settled as the curve passes them), crash (seed revealed, remaining bets lost), pause.
 * Seeds come from a hash chain whose anchor s_0 is stored before round 1. One loop per deployment.
 */
export class CrashLoop {
  round: Round | null = null;
  bets = new Map<number, Bet>();
  private timer: unknown = null;
  private chain: { id: number; seeds: string[]; salt: string; anchor: string; next: number } | null = null;
  private pendingCashouts: TCrashTick['cashouts'] = [];
  private stopped = false;
  private pending: Promise<void> = Promise.resolve();

  /** Resolves when the step started by the last timer has finished (tests with a fake clock). */
  async idle() {
    let seen: Promise<void> | undefined;
    while (seen !== this.pending) {
      seen = this.pending;
      await seen;
    }
  }
  constructor(
    private platform: Platform,
    private clock: Clock = systemClock,
  ) {}

  async start() {
    await this.loadChain();
    await this.openRound();
  }

  stop() {
    this.stopped = true;
    if (this.timer) this.clock.clearTimeout(this.timer);
  }

  chainInfo() {
    return this.chain ? { anchor: this.chain.anchor, salt: this.chain.salt } : null;
  }

  private schedule(ms: number, step: () => Promise<void>) {
    if (this.stopped) return;
    this.timer = this.clock.setTimeout(
      () => {
        this.pending = step().catch((error) =>
          this.platform.log.error({ err: error }, 'crash loop step failed'),
        );
      },
      Math.max(0, ms),
    );
  }

  private async loadChain() {
    const db = this.platform.db;
    let row = (
      await sql<{
        id: number;
        terminal_seed: string;
        anchor: string;
        salt: string;
        next_index: number;
        length: number;
      }>`
      select id, terminal_seed, anchor, salt, next_index, length from casino_crash_chains
      where next_index <= length order by id desc limit 1`.execute(db)
    ).rows[0];
    if (!row) {
      const terminal = casino.generateServerSeed();
      const seeds = casino.buildCrashChain(terminal, CHAIN_LENGTH);
      const salt = randomBytes(16).toString('hex');
      row = (
        await sql<{
          id: number;
          terminal_seed: string;
          anchor: string;
          salt: string;
          next_index: number;
          length: number;
        }>`
        insert into casino_crash_chains (terminal_seed, anchor, length, salt) values (${terminal}, ${seeds[0]}, ${CHAIN_LENGTH}, ${salt})
        returning id, terminal_seed, anchor, salt, next_index, length`.execute(db)
      ).rows[0]!;
    }
    this.chain = {
      id: Number(row.id),
      seeds: casino.buildCrashChain(row.terminal_seed, Number(row.length)),
      salt: row.salt,
      anchor: row.anchor,
      next: Number(row.next_index),
    };
  }

  private async openRound() {
    if (!this.chain || this.chain.next > CHAIN_LENGTH) await this.loadChain();
    const chain = this.chain!;
    const k = chain.next;
    chain.next += 1;
    const seed = chain.seeds[k]!;
    const crashPoint = casino.crashPointFromFloat(
      casino.createFairRng({ serverSeed: seed, clientSeed: chain.salt }, 0).next(),
    );
    const bettingEndsAt = this.clock.now() + CRASH_PHASE_MS.betting;
    const seedHash = casino.sha256Hex(seed);
    const row = (
      await sql<{ id: number }>`
      with c as (update casino_crash_chains set next_index = ${k + 1} where id = ${chain.id})
      insert into casino_crash_rounds (chain_id, chain_index, seed, seed_hash, crash_point, phase, betting_ends_at)
      values (${chain.id}, ${k}, ${seed}, ${seedHash}, ${crashPoint}, 'betting', ${new Date(bettingEndsAt)}) returning id`.execute(
        this.platform.db,
      )
    ).rows[0]!;
    this.round = {
      id: Number(row.id),
      seed,
      seedHash,
      crashPoint,
      phase: 'betting',
      bettingEndsAt,
      startedAt: null,
      crashedAt: null,
      chainIndex: k,
    };
    this.bets = new Map();
    this.publish();
    this.schedule(CRASH_PHASE_MS.betting, () => this.run());
  }

  private async run() {
    const r = this.round!;
    r.phase = 'running';
    r.startedAt = this.clock.now();
    await sql`update casino_crash_rounds set phase = 'running', started_at = ${new Date(r.startedAt)} where id = ${r.id}`.execute(
      this.platform.db,
    );
    this.publish();
    await this.tick();
  }

  /** Elapsed ms of the running round; the multiplier shown now. */
  multiplierNow() {
    const r = this.round;
    if (r?.phase !== 'running' || r.startedAt === null) return 1;
    return casino.crashMultiplierAt(this.clock.now() - r.startedAt, r.crashPoint);
  }

  private async tick() {
    const r = this.round!;
    const crashAtMs = r.startedAt! + casino.crashElapsedMsFor(r.crashPoint);
    const now = this.clock.now();
    if (now >= crashAtMs) return this.crash();
    const m = this.multiplierNow();
    for (const bet of this.bets.values()) {
      if (bet.status === 'active' && bet.auto !== null && bet.auto <= m) await this.settle(bet, bet.auto);
    }
    this.publish();
    this.schedule(Math.min(CASINO_TIMING_MS.crashTick, crashAtMs - now), () => this.tick());
  }

  private async crash() {
    const r = this.round!;
    r.phase = 'crashed';
    r.crashedAt = this.clock.now();
    for (const bet of this.bets.values()) {
      if (bet.status === 'active')
        await this.settle(bet, bet.auto !== null && bet.auto <= r.crashPoint ? bet.auto : null);
    }
    await sql`update casino_crash_rounds set phase = 'crashed', crashed_at = ${new Date(r.crashedAt)} where id = ${r.id}`.execute(
      this.platform.db,
    );
    this.publish();
    this.schedule(CRASH_PHASE_MS.crashed, () => this.openRound());
  }

  /** Settles one bet at `cashOutAt` (null: lost) through the seamless wallet, closing its round. */
  private async settle(bet: Bet, cashOutAt: number | null) {
    const r = this.round!;
    const multiplier = casino.settleCrashBet(r.crashPoint, cashOutAt);
    const win = casino.payoutCentavos(bet.amount, multiplier);
    const target = cashOutAt ?? bet.auto ?? casino.CRASH_MAX_MULTIPLIER;
    bet.status = multiplier > 0 ? 'won' : 'lost';
    await this.platform.db.transaction().execute(async (trx) => {
      await credit(
        this.platform,
        bet.session,
        { reference: `${bet.roundRef}:win`, roundRef: bet.roundRef, gameId: 'crash', amount: win },
        {
          trx,
          closeRound: true,
          round: {
            params: { target },
            outcome: { crashPoint: r.crashPoint, cashedOut: multiplier > 0, multiplier },
            multiplier,
          },
        },
      );
      await sql`update casino_crash_bets set status = ${bet.status}, cashed_out_at = ${multiplier > 0 ? cashOutAt : null}, win = ${win} where id = ${bet.betId}`.execute(
        trx,
      );
    });
    publishCasinoBalance(this.platform, bet.session);
    if (multiplier > 0)
      this.pendingCashouts.push({ betId: bet.betId, multiplier, win: centavosToReais(win) });
    return { multiplier, win };
  }

  /** A bet for the round in its betting phase (one per session), debited at once. */
  async placeBet(session: CasinoSession, amount: number, auto: number | null) {
    const r = this.round;
    if (r?.phase !== 'betting' || this.clock.now() >= r.bettingEndsAt)
      throw new AppError('CRASH_BETTING_CLOSED', { status: 409 });
    const roundRef = `crash-${r.id}-${session.id}`;
    const answer = await this.platform.db.transaction().execute(async (trx) => {
      const a = await debit(
        this.platform,
        session,
        { reference: `${roundRef}:bet`, roundRef, gameId: 'crash', amount },
        { trx, round: { nonce: 0, params: { target: auto } } },
      );
      const row = (
        await sql<{ id: number }>`
        insert into casino_crash_bets (crash_round_id, casino_round_id, session_id, amount, auto_cashout)
        values (${r.id}, ${a.roundId}, ${session.id}, ${amount}, ${auto}) on conflict (crash_round_id, session_id) do nothing returning id`.execute(
          trx,
        )
      ).rows[0];
      if (!row) throw new AppError('ROUND_IN_PROGRESS', { status: 409 });
      return { ...a, betId: Number(row.id) };
    });
    publishCasinoBalance(this.platform, session);
    this.bets.set(session.id, { betId: answer.betId, roundRef, session, amount, auto, status: 'active' });
    this.publish();
    return { betId: answer.betId, roundId: r.id, balance: answer.balance };
  }

  /** Cash out now at the multiplier shown (before the crash). */
  async cashOut(session: CasinoSession) {
    const r = this.round;
    const bet = this.bets.get(session.id);
    if (!r || !bet || bet.status !== 'active' || r.phase !== 'running')
      throw new AppError('CRASH_NO_BET', { status: 409 });
    if (this.clock.now() >= r.startedAt! + casino.crashElapsedMsFor(r.crashPoint))
      throw new AppError('ROUND_CLOSED', { status: 409 });
    const m = this.multiplierNow();
    if (m < casino.CRASH_MIN_TARGET)
      throw new AppError('CRASH_NO_BET', {
        status: 409,
        message: 'Aguarde o multiplicador passar de 1,00×.',
      });
    return this.settle(bet, bet.auto !== null && bet.auto <= m ? bet.auto : m);
  }

  tickPayload(): TCrashTick {
    const r = this.round!;
    const cashouts = this.pendingCashouts;
    this.pendingCashouts = [];
    let total = 0;
    for (const b of this.bets.values()) total += b.amount;
    return {
      roundId: r.id,
      phase: r.phase,
      multiplier: r.phase === 'crashed' ? r.crashPoint : this.multiplierNow(),
      bettingEndsAt: r.bettingEndsAt,
      startedAt: r.startedAt,
      crashedAt: r.crashedAt,
      seedHash: r.seedHash,
      seed: r.phase === 'crashed' ? r.seed : null,
      cashouts,
      playersCount: this.bets.size,
      totalBet: centavosToReais(total),
    };
  }

  private publish() {
    const payload = this.tickPayload();
    const envelope: TStreamEnvelope = { event: 'casino-crash', ts: this.clock.now(), payload };
    this.platform.bus.publish(`casino.crash.${payload.roundId}`, envelope);
  }
}
