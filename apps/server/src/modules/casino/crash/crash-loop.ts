import {
  CASINO_TIMING_MS,
  CRASH_PHASE_MS,
  centavosToReais,
  type TCrashBet,
  type TCrashTick,
  type TStreamEnvelope,
} from '@placar/contract';
import { casino } from '@placar/domain';
import type { Platform } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import type { CasinoSession } from '../launch/casino-sessions';
import { type IdempotentCall, storedAnswer } from '../originals/idempotency';
import { advanceCrashRound, insertBettingRound } from './crash.repository';
import { type CrashBet, crashBetView, debitCrashBet, playerOf, settleCrashBet } from './crash-bets';
import { CHAIN_LENGTH, type CrashChain, loadCrashChain } from './crash-chain';
import { recoverCrashRounds, refundOpenCrashBet } from './crash-recovery';

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
/**
 * Shared crash rounds for every player, driven by one loop: betting phase (CRASH_PHASE_MS.betting),
 * running phase (the multiplier published every CASINO_TIMING_MS.crashTick on casino.crash.<roundId>,
 * auto cash-outs settled as the curve passes them), crash (seed revealed, remaining bets lost), pause.
 * Seeds come from a hash chain whose anchor s_0 is stored before round 1. One loop per deployment.
 */
export class CrashLoop {
  round: Round | null = null;
  /** The round's bets by player (playerOf). */
  bets = new Map<string, CrashBet>();
  private placing = new Set<string>();
  private timer: unknown = null;
  private chain: CrashChain | null = null;
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

  /** Cancels what a previous loop left unfinished (its open bets refunded), then opens a round. */
  async start() {
    await recoverCrashRounds(this.platform);
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
    this.chain = await loadCrashChain(this.platform);
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
    const id = await insertBettingRound(this.platform.db, {
      chainId: chain.id,
      chainIndex: k,
      seed,
      seedHash,
      crashPoint,
      bettingEndsAt: new Date(bettingEndsAt),
    });
    this.round = {
      id,
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
    if (!(await this.advance(r, 'betting', 'running', new Date(r.startedAt)))) return;
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
    if (!(await this.advance(r, 'running', 'crashed', new Date(r.crashedAt)))) return;
    this.publish();
    this.schedule(CRASH_PHASE_MS.crashed, () => this.openRound());
  }

  /**
   * Moves the stored round on from `from`. False when it is no longer there: another node's loop
   * started and cancelled it (this one lost the leadership), so this loop stops.
   */
  private async advance(r: Round, from: 'betting' | 'running', to: 'running' | 'crashed', at: Date) {
    if (await advanceCrashRound(this.platform.db, r.id, from, to, at)) return true;
    this.platform.log.warn({ crashRoundId: r.id }, 'crash loop: round cancelled by another loop, stopping');
    this.stop();
    return false;
  }

  /** Settles one bet at `cashOutAt` (null: lost) and announces a win on the next tick. */
  private async settle(bet: CrashBet, cashOutAt: number | null, once?: IdempotentCall) {
    const result = await settleCrashBet(this.platform, bet, this.round!.crashPoint, cashOutAt, once);
    if (result.multiplier > 0)
      this.pendingCashouts.push({
        betId: bet.betId,
        multiplier: result.multiplier,
        win: centavosToReais(result.win),
      });
    return result;
  }

  /** A bet for the round in its betting phase (one per player), debited at once. */
  async placeBet(session: CasinoSession, amount: number, auto: number | null, key?: string) {
    const once: IdempotentCall = {
      owner: playerOf(session),
      key,
      call: 'crash.bet',
      request: { amount, auto },
    };
    // a retry of a bet placed before (this round or an earlier one) answers that bet, whatever the phase
    const placed = await storedAnswer<{ betId: number; roundId: number; balance: number }>(
      this.platform.db,
      once,
    );
    if (placed) return placed;
    const r = this.round;
    if (r?.phase !== 'betting' || this.clock.now() >= r.bettingEndsAt)
      throw new AppError('CRASH_BETTING_CLOSED');
    const player = playerOf(session);
    if (this.bets.has(player) || this.placing.has(player)) throw new AppError('ROUND_IN_PROGRESS');
    this.placing.add(player);
    try {
      const placedNow = await debitCrashBet(this.platform, r.id, session, amount, auto, once);
      if ('replayed' in placedNow) return placedNow.replayed;
      const { bet, balance } = placedNow;
      this.bets.set(player, bet);
      this.publish();
      return { betId: bet.betId, roundId: r.id, balance };
    } finally {
      this.placing.delete(player);
    }
  }

  /** Cash out now at the multiplier shown (before the crash). */
  async cashOut(session: CasinoSession, key?: string) {
    const once: IdempotentCall = { owner: playerOf(session), key, call: 'crash.cashout', request: {} };
    const done = await storedAnswer<{ multiplier: number; win: number }>(this.platform.db, once);
    if (done) return done;
    const r = this.round;
    const bet = this.bets.get(playerOf(session));
    if (!r || !bet || bet.status !== 'active' || r.phase !== 'running') throw new AppError('CRASH_NO_BET');
    if (this.clock.now() >= r.startedAt! + casino.crashElapsedMsFor(r.crashPoint))
      throw new AppError('ROUND_CLOSED');
    const m = this.multiplierNow();
    if (m < casino.CRASH_MIN_TARGET)
      throw new AppError('CRASH_NO_BET', {
        message: 'Aguarde o multiplicador passar de 1,00×.',
      });
    return this.settle(bet, bet.auto !== null && bet.auto <= m ? bet.auto : m, once);
  }

  /**
   * A player who may no longer play (pause, self-exclusion, block: originals/exclusion.ts): their bet
   * of the round now is refunded while betting (or before the multiplier passes 1.00×), cashed out at
   * the multiplier now while running (as their own cash-out would), and left to the crash once the
   * round has crashed. Answers what happened.
   */
  async closeForPlayer(player: string): Promise<'refunded' | 'cashedOut' | 'none'> {
    const r = this.round;
    const bet = this.bets.get(player);
    if (!r || !bet || bet.status !== 'active' || r.phase === 'crashed') return 'none';
    const m = r.phase === 'running' ? this.multiplierNow() : 0;
    if (r.phase === 'running' && this.clock.now() >= r.startedAt! + casino.crashElapsedMsFor(r.crashPoint))
      return 'none';
    if (m >= casino.CRASH_MIN_TARGET) {
      await this.settle(bet, bet.auto !== null && bet.auto <= m ? bet.auto : m);
      return 'cashedOut';
    }
    // out of the round before its refund's first await: the crash settles it no more
    this.bets.delete(player);
    try {
      await refundOpenCrashBet(this.platform, bet.session, { id: bet.betId, crash_round_id: r.id });
    } catch (error) {
      this.bets.set(player, bet);
      throw error;
    }
    this.publish();
    return 'refunded';
  }

  /** The player's bet in the current round (reais), or null. */
  myBet(session: CasinoSession): TCrashBet | null {
    const bet = this.bets.get(playerOf(session));
    return this.round && bet ? crashBetView(bet, this.round.id) : null;
  }

  /** The round now; `takeCashouts`: with the cash-outs since the last tick (a tick's, once), else none. */
  tickPayload(takeCashouts = false): TCrashTick {
    const r = this.round!;
    const cashouts = takeCashouts ? this.pendingCashouts : [];
    if (takeCashouts) this.pendingCashouts = [];
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
    const payload = this.tickPayload(true);
    const envelope: TStreamEnvelope = { event: 'casino-crash', ts: this.clock.now(), payload };
    this.platform.bus.publish(`casino.crash.${payload.roundId}`, envelope);
  }
}
