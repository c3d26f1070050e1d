import { z } from 'zod';
import { ZPositiveReais } from '../common';
import { CASINO_MAX_BET, CASINO_MIN_BET } from './constants';
import { CASINO_ROUND_STATUS } from './history';
import { ZCasinoGameId } from './lobby';

// ─── Placar Originals ────────────────────────────────────────────────────────────────────────────

export const CASINO_TOKEN_HEADER = 'x-casino-token';

export const ZClientSeed = z
  .string()
  .regex(/^[\x20-\x7e]{1,64}$/, 'de 1 a 64 caracteres imprimíveis (ASCII)');

export const ZSeedPair = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next bet will use. */
  nonce: z.number().int(),
});
export type TSeedPair = z.infer<typeof ZSeedPair>;

export const ZSetClientSeedRequest = z.object({ clientSeed: ZClientSeed });
export const ZRotateSeedRequest = z.object({ clientSeed: ZClientSeed.optional() });
export const ZRotateSeedAnswer = z.object({
  /** The old pair with its server seed: every round it served (nonces 0…nonce−1) can be verified. */
  revealed: ZSeedPair.extend({ serverSeed: z.string() }),
  next: ZSeedPair,
});
export type TRotateSeedAnswer = z.infer<typeof ZRotateSeedAnswer>;

export const ZOriginalsSession = z.object({
  mode: z.enum(['real', 'free']),
  gameId: ZCasinoGameId,
  /** reais (play money in free mode) */
  balance: z.number(),
  seeds: ZSeedPair,
  /** ISO 8601 */
  expiresAt: z.string(),
});
export type TOriginalsSession = z.infer<typeof ZOriginalsSession>;

/** A stake of Placar Originals and crash: positive, within the casino's bet limits. */
export const ZCasinoStake = ZPositiveReais.refine((v) => v >= CASINO_MIN_BET && v <= CASINO_MAX_BET, {
  message: `aposta entre R$ ${CASINO_MIN_BET.toFixed(2).replace('.', ',')} e R$ ${CASINO_MAX_BET.toLocaleString('pt-BR')},00`,
});

/** Single-step games. `params` as the game's params schema in @placar/domain (validated there). */
export const ZOriginalsPlayRequest = z.discriminatedUnion('gameId', [
  z.object({
    gameId: z.literal('dice'),
    amount: ZCasinoStake,
    params: z.object({ target: z.number().int(), direction: z.enum(['under', 'over']) }),
  }),
  z.object({
    gameId: z.literal('plinko'),
    amount: ZCasinoStake,
    params: z.object({ rows: z.number().int(), risk: z.enum(['low', 'medium', 'high']) }),
  }),
  z.object({ gameId: z.literal('scratch'), amount: ZCasinoStake, params: z.object({}).default({}) }),
  z.object({ gameId: z.literal('slot'), amount: ZCasinoStake, params: z.object({}).default({}) }),
  z.object({
    gameId: z.literal('roulette'),
    /** Roulette: no `amount`; each bet carries its own stake in reais, the round's stake is their sum. */
    params: z.object({
      bets: z
        .array(
          z.object({
            type: z.string().max(16),
            numbers: z.array(z.number().int()).max(12).optional(),
            amount: ZPositiveReais,
          }),
        )
        .min(1)
        .max(200),
    }),
  }),
]);
export type TOriginalsPlayRequest = z.infer<typeof ZOriginalsPlayRequest>;
export const ORIGINALS_SINGLE_STEP = ['dice', 'plinko', 'scratch', 'slot', 'roulette'] as const;

/** The answer of every Placar Originals step: the round, the balance after it, and its fairness data. */
export const ZOriginalsRound = z.object({
  roundId: z.number().int(),
  gameId: ZCasinoGameId,
  status: z.enum(CASINO_ROUND_STATUS),
  /** Staked so far, reais. */
  bet: z.number(),
  /** Paid (stake included), reais; 0 until the round closes with a win. */
  win: z.number(),
  /** Multiplier of the base stake when closed; while open, the cash-out multiplier (mines) or null. */
  multiplier: z.number().nullable(),
  /** The game's outcome or visible state (mines: revealed tiles; blackjack: hands, hole card hidden). */
  outcome: z.unknown(),
  /** Balance after this step, reais. */
  balance: z.number(),
  nonce: z.number().int(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
});
export type TOriginalsRound = z.infer<typeof ZOriginalsRound>;

export const ZMinesStartRequest = z.object({ amount: ZCasinoStake, mines: z.number().int().min(1).max(24) });
export const ZMinesRevealRequest = z.object({
  roundId: z.number().int().positive(),
  tile: z.number().int().min(0).max(24),
});
export const ZRoundIdRequest = z.object({ roundId: z.number().int().positive() });
export const ZBlackjackStartRequest = z.object({ amount: ZCasinoStake });
export const ZBlackjackActionRequest = z.object({
  roundId: z.number().int().positive(),
  action: z.enum(['hit', 'stand', 'double', 'split']),
});

export const ZOriginalsVerifyRequest = z.object({
  gameId: z.enum(['crash', 'dice', 'mines', 'plinko', 'scratch', 'slot', 'roulette', 'blackjack']),
  serverSeed: z.string().regex(/^[0-9a-f]{64}$/, '64 caracteres hexadecimais minúsculos'),
  clientSeed: ZClientSeed,
  nonce: z.number().int().min(0),
  params: z.unknown(),
});
export const ZOriginalsVerifyAnswer = z.object({
  serverSeedHash: z.string(),
  outcome: z.unknown(),
  multiplier: z.number(),
});
