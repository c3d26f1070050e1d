import { z } from 'zod';
import { CASINO_PAGE_SIZE } from './constants';
import { ZCasinoPaged } from './lobby';
import { ZCasinoStake } from './originals';

// ─── Crash (shared rounds) ───────────────────────────────────────────────────────────────────────

export const CRASH_PHASES = ['betting', 'running', 'crashed'] as const;

/** Payload of the 'casino-crash' stream event (subject casino.crash.<roundId>). */
export const ZCrashTick = z.object({
  roundId: z.number().int(),
  phase: z.enum(CRASH_PHASES),
  /** Current multiplier (2 decimals); the crash point once crashed. */
  multiplier: z.number(),
  /** ms since epoch: betting ends / the curve started / the round crashed. */
  bettingEndsAt: z.number(),
  startedAt: z.number().nullable(),
  crashedAt: z.number().nullable(),
  /** SHA-256 of the round's chain seed, shown before the round runs. */
  seedHash: z.string(),
  /** The round's chain seed, revealed after the crash. */
  seed: z.string().nullable(),
  /** Cash-outs that happened since the previous tick (public: no user ids). */
  cashouts: z.array(z.object({ betId: z.number().int(), multiplier: z.number(), win: z.number() })),
  playersCount: z.number().int(),
  /** Sum of the round's bets, reais. */
  totalBet: z.number(),
});
export type TCrashTick = z.infer<typeof ZCrashTick>;

export const ZCrashBet = z.object({
  betId: z.number().int(),
  roundId: z.number().int(),
  amount: z.number(),
  autoCashout: z.number().nullable(),
  cashedOutAt: z.number().nullable(),
  win: z.number(),
  status: z.enum(['active', 'won', 'lost', 'refunded']),
});
export type TCrashBet = z.infer<typeof ZCrashBet>;

export const ZCrashState = ZCrashTick.extend({
  /**
   * The caller's bet in this round, if any: the bet of the launch token's player (the user with real
   * money, whichever of their launch tokens placed it; the session in free play). Null without a token.
   */
  myBet: ZCrashBet.nullable(),
  /** Chain commitment s_0 and the round's index in the chain (verifyChainLink). */
  chainAnchor: z.string(),
  chainIndex: z.number().int(),
  salt: z.string(),
  serverNow: z.number(),
});
export type TCrashState = z.infer<typeof ZCrashState>;

export const ZCrashBetRequest = z.object({
  amount: ZCasinoStake,
  /** Automatic cash-out target, 2 decimals (≥ 1.01), fixed with the bet. */
  autoCashout: z.number().multipleOf(0.01).min(1.01).max(1_000_000).optional(),
});
export type TCrashBetRequest = z.infer<typeof ZCrashBetRequest>;

/** How many of the latest crashed rounds GET .../crash/Rounds pages through (older ones verify by the chain). */
export const CRASH_ROUNDS_KEPT = 1_000;

/** One crashed round of GET /api/Casino/Originals/crash/Rounds: everything needed to verify it. */
export const ZCrashRoundSummary = z.object({
  roundId: z.number().int(),
  /**
   * 'crashed'; 'cancelled': the node running the rounds stopped before the crash and the next one
   * cancelled the round, refunding its open bets (a cash-out made before keeps its win).
   */
  status: z.enum(['crashed', 'cancelled']),
  /** The crash point; for a cancelled round, the point its seed gives (it never got there). */
  crashPoint: z.number(),
  /** SHA-256 of the round's chain seed (shown before the round ran). */
  seedHash: z.string(),
  /** The chain seed, revealed at the crash or the cancellation. */
  seed: z.string(),
  /** Verification: verifyChainLink(seed, chainAnchor, chainIndex); crash point from HMAC(seed, salt), nonce 0. */
  chainAnchor: z.string(),
  chainIndex: z.number().int(),
  salt: z.string(),
  /** ISO 8601: the curve started (null: cancelled while betting) / the round crashed / was cancelled. */
  startedAt: z.string().nullable(),
  crashedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type TCrashRoundSummary = z.infer<typeof ZCrashRoundSummary>;

export const ZCrashRoundsQuery = z.object({
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(CASINO_PAGE_SIZE.crashRounds),
});
export type TCrashRoundsQuery = z.infer<typeof ZCrashRoundsQuery>;
export const ZCrashRoundsPage = ZCasinoPaged(ZCrashRoundSummary);
export type TCrashRoundsPage = z.infer<typeof ZCrashRoundsPage>;

/** POST .../crash/Bet: the bet, its round and the wallet balance after it (reais). */
export const ZCrashBetAnswer = z.object({ betId: z.number(), roundId: z.number(), balance: z.number() });
export type TCrashBetAnswer = z.infer<typeof ZCrashBetAnswer>;
/** POST .../crash/Cashout: the multiplier cashed out at and the win (reais). */
export const ZCrashCashoutAnswer = z.object({ multiplier: z.number(), win: z.number() });
export type TCrashCashoutAnswer = z.infer<typeof ZCrashCashoutAnswer>;
