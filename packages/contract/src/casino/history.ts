import { z } from 'zod';
import { ZIsoDate } from '../common';
import { CASINO_PAGE_SIZE } from './constants';
import { ZCasinoGameId, ZCasinoPaged } from './lobby';

// ─── Favourites and history ──────────────────────────────────────────────────────────────────────

export const ZCasinoGameIdParams = z.object({ gameId: ZCasinoGameId });

export const ZCasinoHistoryQuery = z.object({
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(CASINO_PAGE_SIZE.history),
  initialDate: ZIsoDate.optional(),
  finalDate: ZIsoDate.optional(),
  gameId: ZCasinoGameId.optional(),
});
export type TCasinoHistoryQuery = z.infer<typeof ZCasinoHistoryQuery>;

export const CASINO_ROUND_STATUS = ['open', 'closed', 'refunded'] as const;

export const ZCasinoRound = z.object({
  id: z.number().int(),
  gameId: z.string(),
  gameName: z.string(),
  providerId: z.number().int(),
  providerName: z.string(),
  /** Total staked in the round (doubles and splits included), reais. */
  bet: z.number(),
  /** Total returned (stake included), reais; 0 for a lost round. */
  win: z.number(),
  /** Refunded stake, reais. */
  refunded: z.number(),
  status: z.enum(CASINO_ROUND_STATUS),
  /** ISO 8601 */
  startedAt: z.string(),
  closedAt: z.string().nullable(),
  /** Return per unit of base stake (Placar Originals), null for other providers. */
  multiplier: z.number().nullable(),
});
export type TCasinoRound = z.infer<typeof ZCasinoRound>;
export const ZCasinoHistoryPage = ZCasinoPaged(ZCasinoRound);
export type TCasinoHistoryPage = z.infer<typeof ZCasinoHistoryPage>;

/** Fairness data of a Placar Originals round: everything verifyRound needs once the seed is revealed. */
export const ZCasinoFairness = z.object({
  serverSeedHash: z.string(),
  /** Revealed after the seed pair is rotated (shared crash rounds: once the round has crashed). */
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  /** The parameters fixed at bet time, as verifyRound(gameId, seeds, nonce, params) takes them. */
  params: z.unknown(),
  /** Shared crash rounds: the chain commitment s_0 published before round 1 (verifyChainLink). */
  chainAnchor: z.string().optional(),
  chainIndex: z.number().int().optional(),
});
export type TCasinoFairness = z.infer<typeof ZCasinoFairness>;

export const ZCasinoRoundDetail = ZCasinoRound.extend({
  /** The outcome as the game computed it (Placar Originals; verifyRound gives the same). */
  outcome: z.unknown().nullable(),
  fairness: ZCasinoFairness.nullable(),
  transactions: z.array(
    z.object({
      type: z.enum(['debit', 'credit', 'refund']),
      amount: z.number(),
      reference: z.string(),
      /** ISO 8601 */
      createdAt: z.string(),
    }),
  ),
});
export type TCasinoRoundDetail = z.infer<typeof ZCasinoRoundDetail>;

export const ZCasinoRoundIdParams = z.object({ roundId: z.coerce.number().int().positive() });
