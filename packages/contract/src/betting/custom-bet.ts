import { z } from 'zod';
import { BETTING_MESSAGES } from '../betting-constants';
import { defineRoute } from '../route';
import { BETTING_TAGS } from './shared';

/** Bet builder (seed 002 section 7, "Custom bets"). */

export const ZCustomBetSelectionRef = z.object({
  outcomeId: z.string().min(1).max(64),
  marketId: z.number().int().min(1),
  specifiers: z.string().max(200).default(''),
});

/** GET /api/CustomBet/AvailableSelections/{eventId} → data.markets (404 CUSTOM_BET_NOT_AVAILABLE when none). */
export const ZCustomBetMarket = z.object({
  marketId: z.number().int(),
  marketTypeId: z.number().int(),
  marketName: z.string(),
  specifiers: z.string(),
  marketStatus: z.number().int(),
  outcomes: z.array(
    z.object({
      outcomeId: z.string(),
      outcomeName: z.string(),
      outcomeActive: z.boolean(),
      outcomeValueDecimal: z.number(),
      /** CalculateFilter only: can join the current selections */
      isCompatible: z.boolean().optional(),
    }),
  ),
});
export const ZAvailableSelections = z.object({ eventId: z.string(), markets: z.array(ZCustomBetMarket) });

/** POST /api/CustomBet/CalculateOdds and /CalculateFilter. */
export const ZCalculateOddsRequest = z.object({
  urnEvent: z.string().min(1).max(64),
  marketPunterSelections: z.array(ZCustomBetSelectionRef).max(10, BETTING_MESSAGES.customTooMany),
});
export type TCalculateOddsRequest = z.infer<typeof ZCalculateOddsRequest>;

/**
 * CalculateOdds answer: the combined odds from the joint probability of every selection under the match
 * model, with the bet builder margin. Incompatible → 422 CUSTOM_BET_INCOMPATIBLE ('Seleção não compatível.')
 * with context.selectionIndex; fewer than 2 → 400 with the seed's message.
 */
export const ZCalculateOddsAnswer = z.object({
  urnEvent: z.string(),
  decimalOdds: z.number(),
  americanOdds: z.number(),
  /** fair joint probability before margin */
  probability: z.number(),
  /** product of the single odds, for comparison */
  legsOdds: z.number(),
});

/**
 * CalculateFilter answer: every market of AvailableSelections with `isCompatible` per outcome: true when
 * adding that outcome to the current selections gives a valid custom bet (0 or 1 selection: all buildable).
 */
export const ZCalculateFilterAnswer = ZAvailableSelections.extend({ selectedCount: z.number().int() });

export const customBetApi = {
  availableSelections: defineRoute({
    method: 'GET',
    path: '/api/CustomBet/AvailableSelections/:eventId',
    summary: 'Markets a custom bet can combine for an event (404 when none)',
    tags: BETTING_TAGS,
    auth: 'public',
    params: z.object({ eventId: z.string().min(1).max(64) }),
    answer: ZAvailableSelections,
    errors: ['CUSTOM_BET_NOT_AVAILABLE'],
  }),
  calculateOdds: defineRoute({
    method: 'POST',
    path: '/api/CustomBet/CalculateOdds',
    summary: 'Odds of a custom bet from the joint probability of its selections',
    tags: BETTING_TAGS,
    auth: 'public',
    body: ZCalculateOddsRequest,
    answer: ZCalculateOddsAnswer,
    errors: ['CUSTOM_BET_NOT_AVAILABLE', 'CUSTOM_BET_INCOMPATIBLE'],
  }),
  calculateFilter: defineRoute({
    method: 'POST',
    path: '/api/CustomBet/CalculateFilter',
    summary: 'Which further selections stay compatible with the current ones',
    tags: BETTING_TAGS,
    auth: 'public',
    body: ZCalculateOddsRequest,
    answer: ZCalculateFilterAnswer,
    errors: ['CUSTOM_BET_NOT_AVAILABLE'],
  }),
} as const;
