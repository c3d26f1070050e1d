import { z } from 'zod';
import { FREE_BET_REJECTION_CODES } from '../betting-constants';
import { ZPositiveReais } from '../common';
import { defineRoute } from '../route';
import { BETTING_TAGS, ZOdds } from './shared';

/** Free bets: the user's list, validation with the seed's rejection codes, and the admin grant. */

export const FREE_BET_STATUS = ['Available', 'Locked', 'Used', 'Expired', 'Cancelled'] as const;
export const ZUserFreeBet = z.object({
  freeBetId: z.string(),
  amount: z.number(),
  status: z.enum(FREE_BET_STATUS),
  /** FREE_BET_BET_TYPES allowed */
  betTypes: z.array(z.number().int()),
  /** most the free bet may win (reais), null without limit */
  maxGain: z.number().nullable(),
  /** prematch only (live events give INVALID_EVENT_TYPE) */
  prematchOnly: z.boolean(),
  expiresAt: z.string(),
  grantedAt: z.string(),
});
export type TUserFreeBet = z.infer<typeof ZUserFreeBet>;

/** POST /api/FreeBets/v1/Validate. */
export const ZFreeBetValidateRequest = z.object({
  freeBetId: z.string().min(1).max(64),
  betType: z.number().int(),
  stake: ZPositiveReais,
  /** combined odds of the item or ticket */
  odds: ZOdds.optional(),
  /** producer of each event (1 live, 3 prematch) */
  events: z
    .array(z.object({ eventId: z.string().max(64), producerId: z.number().int().optional() }))
    .default([]),
});
export const ZFreeBetValidation = z.object({
  isValid: z.boolean(),
  rejectionCode: z.enum(FREE_BET_REJECTION_CODES).nullable(),
  freeBetId: z.string(),
});

/** Admin (role 1): POST /api/admin/FreeBets/v1/Grant. */
export const ZGrantFreeBetRequest = z.object({
  userId: z.number().int().positive(),
  amount: ZPositiveReais,
  betTypes: z
    .array(z.literal([1, 2, 3, 4, 6]))
    .min(1)
    .default([1, 2, 3, 4, 6]),
  maxGain: ZPositiveReais.nullish(),
  prematchOnly: z.boolean().default(false),
  /** days it stays valid */
  validDays: z.number().int().min(1).max(365).default(7),
});

export const freeBetsApi = {
  userFreeBets: defineRoute({
    method: 'GET',
    path: '/api/FreeBets/v1/GetUserFreeBets',
    summary: "The user's usable free bets",
    tags: BETTING_TAGS,
    auth: 'bearer',
    answer: z.array(ZUserFreeBet),
  }),
  validate: defineRoute({
    method: 'POST',
    path: '/api/FreeBets/v1/Validate',
    summary: 'May this free bet pay this item or ticket?',
    tags: BETTING_TAGS,
    auth: 'bearer',
    body: ZFreeBetValidateRequest,
    answer: ZFreeBetValidation,
  }),
  grant: defineRoute({
    method: 'POST',
    path: '/api/admin/FreeBets/v1/Grant',
    summary: 'Grant a free bet to a user (role 1; idempotent per Idempotency-Key header)',
    tags: ['admin'],
    auth: 'staff',
    body: ZGrantFreeBetRequest,
    answer: ZUserFreeBet,
    errors: ['IDEMPOTENCY_CONFLICT'],
  }),
} as const;
