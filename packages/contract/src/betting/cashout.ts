import { z } from 'zod';
import { ZPositiveReais } from '../common';
import { defineRoute } from '../route';
import { BETTING_TAGS, BETTOR_ERRORS, ZCashoutState, ZTicketNumberParams } from './shared';

/** Cashout v2 (seed 002 section 7): status, offer, place, commission and sports. */

export const CASHOUT_KINDS = ['Single', 'Multiple', 'CustomBet'] as const;
export const ZCashoutKindParams = z.object({
  kind: z.enum(CASHOUT_KINDS),
  id: z.string().regex(/^\d{1,18}$/, 'id numérico'),
});

/** GET /api/Cashout/v2/CashoutStatus/{id}. */
export const ZCashoutStatus = z.object({
  ticketId: z.string(),
  state: ZCashoutState,
  isCashoutBlocked: z.boolean(),
  /** paid amount once Success (reais) */
  cashoutAmount: z.number().nullable(),
});
export type TCashoutStatus = z.infer<typeof ZCashoutStatus>;

/** GET /api/Cashout/v2/Calculate/{Single|Multiple|CustomBet}/{id}: an offer valid CASHOUT_OFFER_TTL_MS. */
export const ZCashoutOffer = z.object({
  ticketId: z.string(),
  state: ZCashoutState,
  /** the offer (reais); null when not available */
  cashoutAmount: z.number().nullable(),
  /** pass back to Place */
  offerId: z.string().nullable(),
  expiresAt: z.string().nullable(),
  stake: z.number(),
  possibleWinnings: z.number(),
});
export type TCashoutOffer = z.infer<typeof ZCashoutOffer>;
export const CASHOUT_OFFER_TTL_MS = 10_000;

/**
 * POST /api/Cashout/v2/Place/{Single|Multiple|CustomBet}. Idempotent per offerId (its retry key): a
 * retry of an accepted offer answers its Success again and pays nothing more.
 */
export const ZCashoutPlaceRequest = z.object({
  ticketId: z.string().regex(/^\d{1,18}$/, 'ticketId numérico'),
  offerId: z.string().min(1).max(100),
  cashoutAmount: ZPositiveReais,
});
export const ZCashoutPlaceParams = z.object({ kind: z.enum(CASHOUT_KINDS) });

/**
 * Place answer: Success (3) with the paid cashoutAmount; when the price moved, state Available (0),
 * code CASHOUT_AMOUNT_CHANGED and `newOffer` to confirm; ClosedMarket (5), AlreadyClosed (6) or
 * NotAvailable (-9) otherwise.
 */
export const ZCashoutPlaceAnswer = z.object({
  ticketId: z.string(),
  state: ZCashoutState,
  code: z.string().nullable(),
  cashoutAmount: z.number().nullable(),
  newOffer: ZCashoutOffer.nullable(),
});
export type TCashoutPlaceAnswer = z.infer<typeof ZCashoutPlaceAnswer>;

/** GET /api/Cashout/v2/usercommission: the margin kept on cashout offers (0.05 = 5 %). */
export const ZCashoutCommission = z.object({ commission: z.number() });
/** GET /api/Cashout/v2/sports: sport ids where cashout is offered. */
export const ZCashoutSports = z.array(z.string());

export const cashoutV2Api = {
  status: defineRoute({
    method: 'GET',
    path: '/api/Cashout/v2/CashoutStatus/:id',
    summary: 'Cashout state of a ticket',
    tags: BETTING_TAGS,
    auth: 'bearer',
    params: ZTicketNumberParams,
    answer: ZCashoutStatus,
    errors: ['TICKET_NOT_FOUND'],
  }),
  calculate: defineRoute({
    method: 'GET',
    path: '/api/Cashout/v2/Calculate/:kind/:id',
    summary: 'A cashout offer from current probabilities',
    tags: BETTING_TAGS,
    auth: 'bearer',
    params: ZCashoutKindParams,
    answer: ZCashoutOffer,
    errors: ['TICKET_NOT_FOUND'],
  }),
  place: defineRoute({
    method: 'POST',
    path: '/api/Cashout/v2/Place/:kind',
    summary: 'Accept a cashout offer (re-checked; a moved price answers a new offer)',
    tags: BETTING_TAGS,
    auth: 'bearer',
    params: ZCashoutPlaceParams,
    body: ZCashoutPlaceRequest,
    answer: ZCashoutPlaceAnswer,
    errors: [...BETTOR_ERRORS, 'TICKET_NOT_FOUND'],
  }),
  commission: defineRoute({
    method: 'GET',
    path: '/api/Cashout/v2/usercommission',
    summary: 'Margin kept on cashout offers',
    tags: BETTING_TAGS,
    auth: 'bearer',
    answer: ZCashoutCommission,
  }),
  sports: defineRoute({
    method: 'GET',
    path: '/api/Cashout/v2/sports',
    summary: 'Sports where cashout is offered',
    tags: BETTING_TAGS,
    auth: 'public',
    answer: ZCashoutSports,
  }),
} as const;
