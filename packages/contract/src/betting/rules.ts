import { z } from 'zod';
import { ZPositiveReais, ZReais } from '../common';
import { defineRoute } from '../route';
import { BETTING_TAGS, ZOdds } from './shared';

/** Stake limits, the limit check per event and bet type, and the responsible-gaming loss validator. */

/** GET /api/BettingRules/sportbook/limits (reais). */
export const ZSportbookLimits = z.object({
  minStake: z.number(),
  maxStake: z.number(),
  /** most a ticket may pay (TOTAL_AMOUNT_EXCEEDS_UPPER_THRESHOLD above) */
  maxPayout: z.number(),
  /** most staked by one user on one event across tickets (ACCUMULATED_STAKE_LIMIT) */
  maxStakePerEvent: z.number(),
  maxSelections: z.number().int(),
  customBetMinSelections: z.number().int(),
  customBetMaxSelections: z.number().int(),
  /** live delay per sport id (ms), and the default */
  liveDelayMs: z.record(z.string(), z.number()),
  defaultLiveDelayMs: z.number(),
  /** true when the user is blocked by limit (BlockedUserByLimit): limits by event answer -1 */
  isBlocked: z.boolean(),
});
export type TSportbookLimits = z.infer<typeof ZSportbookLimits>;

export const LIMIT_BET_KINDS = ['single', 'custombetparlay', 'multiple', 'parlay'] as const;
export const ZLimitByEventParams = z.object({ kind: z.enum(LIMIT_BET_KINDS) });

/** POST /api/BettingRules/sportbook/{single|custombetparlay|multiple|parlay}/limitbyevent. */
export const ZLimitByEventRequest = z.object({
  userEvents: z
    .array(
      z.object({
        eventId: z.string().min(1).max(64),
        stake: ZReais.refine((v) => v >= 0, 'não pode ser negativo'),
        providerId: z.number().int(),
        marketId: z.number().int(),
        odds: ZOdds.optional(),
      }),
    )
    .min(1)
    .max(30),
});
export type TLimitByEventRequest = z.infer<typeof ZLimitByEventRequest>;

/**
 * Answer per event: `maxStake` the most that may still be staked on it (reais; -1 with
 * BET_STAKE_OVER_LIMIT: the user is blocked, the slip waits), `code` null when the stake fits.
 */
export const ZLimitByEventAnswer = z.object({
  isValid: z.boolean(),
  userEvents: z.array(
    z.object({
      eventId: z.string(),
      marketId: z.number().int(),
      stake: z.number(),
      maxStake: z.number(),
      code: z.enum(['BET_STAKE_OVER_LIMIT', 'ACCUMULATED_STAKE_LIMIT', 'BET_STAKE_UNDER_LIMIT']).nullable(),
    }),
  ),
});
export type TLimitByEventAnswer = z.infer<typeof ZLimitByEventAnswer>;

/** GET /api/ResponsibleGame/Validator/Lost?transactionAmount=50 (reais). */
export const ZLossValidatorQuery = z.object({
  transactionAmount: z.coerce.number().positive().max(10_000_000),
});
export const ZLossValidatorAnswer = z.object({
  isValid: z.boolean(),
  /** what may still be lost in the current period (reais), null without a loss limit */
  remaining: z.number().nullable(),
});

/** Admin (role 1): block or unblock a user's betting by limit, or set a personal max stake per event. */
export const ZUserBetLimitRequest = z.object({
  blocked: z.boolean(),
  maxStakePerEvent: ZPositiveReais.nullish(),
});

export const ZBetUserParams = z.object({ userId: z.coerce.number().int().positive() });

export const bettingRulesApi = {
  limits: defineRoute({
    method: 'GET',
    path: '/api/BettingRules/sportbook/limits',
    summary: 'Stake limits and live delays',
    tags: BETTING_TAGS,
    auth: 'bearer',
    answer: ZSportbookLimits,
  }),
  limitByEvent: defineRoute({
    method: 'POST',
    path: '/api/BettingRules/sportbook/:kind/limitbyevent',
    summary: 'Stake limit per event (BET_STAKE_OVER_LIMIT, ACCUMULATED_STAKE_LIMIT, -1 blocked)',
    tags: BETTING_TAGS,
    auth: 'bearer',
    params: ZLimitByEventParams,
    body: ZLimitByEventRequest,
    answer: ZLimitByEventAnswer,
  }),
  lossValidator: defineRoute({
    method: 'GET',
    path: '/api/ResponsibleGame/Validator/Lost',
    summary: 'May this amount be risked under the loss limit?',
    tags: BETTING_TAGS,
    auth: 'bearer',
    query: ZLossValidatorQuery,
    answer: ZLossValidatorAnswer,
  }),
  setUserLimit: defineRoute({
    method: 'PUT',
    path: '/api/admin/BettingRules/users/:userId/limits',
    summary: "Block a user's betting by limit, or set a personal stake limit per event (role 1)",
    tags: ['admin'],
    auth: 'staff',
    params: ZBetUserParams,
    body: ZUserBetLimitRequest,
    answer: ZUserBetLimitRequest.extend({ userId: z.number().int() }),
  }),
} as const;
