import { z } from 'zod';
import { ZPositiveReais } from '../common';
import { defineRoute } from '../route';
import {
  BETTING_TAGS,
  BETTOR_ERRORS,
  ZBetType,
  ZOdds,
  ZOddsChangeType,
  ZText,
  ZTicketIdParams,
  ZTicketStatus,
} from './shared';

/** Ticket placement and status (seed 002 section 7, "Ticket placement"). */

// ---------------------------------------------------------------------------------------------------
// Requests

/** One selection of a ticket request (`ticketBetSelection`, `counterBets`). */
export const ZTicketBetSelection = z.object({
  /** the match (sr:match:1 / bg:match:1) */
  eventId: z.string().min(1).max(64),
  /** UOF market type id (1 1X2, 18 total ...) */
  marketId: z.number().int().min(1),
  marketName: ZText(200).optional(),
  /** UOF specifiers ('total=2.5'), '' when none */
  specifiers: z.string().max(200).default(''),
  outcomeId: z.string().min(1).max(64),
  outcomeName: ZText(200).optional(),
  /** the odds the bettor saw */
  outcomeValueDecimal: ZOdds,
  outcomeValueAmerican: z.number().optional(),
  /** data provider of the event (1 first, 2 second); taken from the feed when absent */
  providerId: z.number().int().optional(),
  /** 1 live, 3 prematch (as the slip saw it) */
  producerId: z.number().int().optional(),
  sportId: z.string().max(64).optional(),
});
export type TTicketBetSelection = z.infer<typeof ZTicketBetSelection>;

/** Free bet on a request: `freeBetId` of GetUserFreeBets, isFreeBet true. */
export const ZFreeBetRef = z.object({ freeBetId: z.string().min(1).max(64), isFreeBet: z.boolean() });
export type TFreeBetRef = z.infer<typeof ZFreeBetRef>;

export const ZReplicationMetadata = z.object({
  isSharedBet: z.boolean().default(false),
  isReplicatedBet: z.boolean().default(false),
  /** the betNumber of the ticket copied */
  originalBetNumber: z.string().max(32).nullish(),
});

/** Mexico brand only; ignored on this brand but accepted. */
export const ZBetMetadata = z.object({ region: ZText(100).nullish(), city: ZText(100).nullish() });

/** The bet slip id: the same id sent twice places once (a double submit answers the first result). */
export const ZConnectionId = z.string().trim().min(8, 'connectionId com 8 a 100 caracteres').max(100);

/** A single of MultiSingle: a selection with its own stake and optional free bet. */
export const ZSingleSelection = ZTicketBetSelection.extend({
  stake: ZPositiveReais,
  freeBet: ZFreeBetRef.nullish(),
});

/** POST /api/Ticket/v1|v2/PlaceBet/MultiSingle: one ticket per selection. */
export const ZMultiSingleRequest = z.object({
  connectionId: ZConnectionId,
  betMetadata: ZBetMetadata.nullish(),
  ticketRequest: z.object({
    oddsChangeType: ZOddsChangeType,
    ticketBetSelection: z.array(ZSingleSelection).min(1).max(30, 'no máximo 30 seleções'),
  }),
});
export type TMultiSingleRequest = z.infer<typeof ZMultiSingleRequest>;

/**
 * POST /api/Ticket/v1/PlaceBet/Multiple (first provider), /v2/PlaceBet/Multiple (second provider),
 * /v2/PlaceBet/MultipleManyProviders (mixed, different events only), /v1/PlaceBet/Parlay (same-match
 * basketball pairs of the first provider allowed, seed 002 section 5). One ticket, 2-30 legs.
 */
export const ZMultipleRequest = z.object({
  connectionId: ZConnectionId,
  betMetadata: ZBetMetadata.nullish(),
  ticketRequest: z.object({
    stake: ZPositiveReais,
    counterBets: z
      .array(ZTicketBetSelection)
      .min(2, 'pelo menos 2 seleções')
      .max(30, 'no máximo 30 seleções'),
    oddsChangeType: ZOddsChangeType,
    providerId: z.number().int().optional(),
    replicationMetadata: ZReplicationMetadata.nullish(),
    freeBet: ZFreeBetRef.nullish(),
  }),
});
export type TMultipleRequest = z.infer<typeof ZMultipleRequest>;

/** One same-match custom bet (bet builder) of a ticket request. */
export const ZCustomBetTicket = z.object({
  eventId: z.string().min(1).max(64),
  producerId: z.number().int().optional(),
  sportId: z.string().max(64).optional(),
  /** the combined odds CalculateOdds answered */
  calculationOdds: ZOdds,
  counterMarkets: z.array(z.unknown()).optional(),
  ticketBetSelection: z.array(ZTicketBetSelection.partial({ eventId: true, outcomeValueDecimal: true })),
});

/** POST /api/Ticket/{id}/PlaceBet/CustomBet (header Feed-Version; {id} is the API version, v1). */
export const ZCustomBetRequest = z.object({
  connectionId: ZConnectionId,
  ticketRequest: ZCustomBetTicket.extend({
    oddsChangeType: ZOddsChangeType,
    stake: ZPositiveReais,
    replicationMetadata: ZReplicationMetadata.nullish(),
    freeBet: ZFreeBetRef.nullish(),
  }),
});
export type TCustomBetRequest = z.infer<typeof ZCustomBetRequest>;

/** POST /api/Ticket/v1/PlaceBet/ParlayCustomBets: custom bets of different prematch matches in one ticket. */
export const ZParlayCustomBetsRequest = z.object({
  connectionId: ZConnectionId,
  ticketRequest: z.object({
    stake: ZPositiveReais,
    oddsChangeType: ZOddsChangeType,
    customBets: z.array(ZCustomBetTicket).min(2, 'pelo menos 2 criar apostas').max(10),
    replicationMetadata: ZReplicationMetadata.nullish(),
    freeBet: ZFreeBetRef.nullish(),
  }),
});
export type TParlayCustomBetsRequest = z.infer<typeof ZParlayCustomBetsRequest>;

// ---------------------------------------------------------------------------------------------------
// Answers

export const ZSelectionFinalState = z.object({
  /** index in the request's selections */
  selectionIndex: z.number().int(),
  decimalOdds: z.number(),
  americanOdds: z.number(),
});

export const ZRejectContext = z.object({
  /** the current odds when ODDS_DIFFERENCE_TOO_HIGH (per selection: index → odds) */
  suggestedOdds: z.number().nullish(),
  /** the selection the code is about */
  selectionIndex: z.number().int().nullish(),
  /** per-event stake limit (reais) for BET_STAKE_OVER_LIMIT / ACCUMULATED_STAKE_LIMIT; -1 blocked */
  limit: z.number().nullish(),
  message: z.string().nullish(),
});
export type TRejectContext = z.infer<typeof ZRejectContext>;

export const ZPlaceBetAnswer = z.object({
  /** the ticket (first valid ticket of MultiSingle), null when nothing was placed */
  ticketId: z.string().nullable(),
  /** TICKET_STATUS: 0 pending (live delay), 2 accepted, 3 rejected */
  status: ZTicketStatus,
  /** ISO 8601, when accepted */
  acceptanceDate: z.string().nullable(),
  selectionsFinalState: z.array(ZSelectionFinalState),
  /** a BET_REJECT_CODES key or '-703', null when accepted or pending */
  rejectCode: z.string().nullable(),
  context: ZRejectContext.nullish(),
  /** MultiSingle: the singles placed (indexTicket: index in ticketBetSelection) */
  validTicket: z.array(z.object({ indexTicket: z.number().int(), ticketId: z.string() })),
  /** MultiSingle: the singles refused */
  invalidTickets: z.array(
    z.object({ indexTicket: z.number().int(), error: z.string(), context: ZRejectContext.nullish() }),
  ),
});
export type TPlaceBetAnswer = z.infer<typeof ZPlaceBetAnswer>;

/** GET /api/Ticket/v1/TicketStatus/{ticketId}. */
export const ZTicketStatusAnswer = z.object({
  ticketId: z.string(),
  status: ZTicketStatus,
  betType: ZBetType,
  acceptanceDate: z.string().nullable(),
  rejectCode: z.string().nullable(),
  context: ZRejectContext.nullish(),
  selectionsFinalState: z.array(ZSelectionFinalState),
});
export type TTicketStatusAnswer = z.infer<typeof ZTicketStatusAnswer>;

/** GET /api/Ticket/v1/GetLastTicketIdByUser?numberOfTickets=N (1-30, default 1): newest first. */
export const ZLastTicketsQuery = z.object({
  numberOfTickets: z.coerce.number().int().min(1).max(30).default(1),
});
export const ZLastTicket = z.object({
  ticketId: z.string(),
  status: ZTicketStatus,
  betType: ZBetType,
  connectionId: z.string().nullable(),
  date: z.string(),
});
export type TLastTicket = z.infer<typeof ZLastTicket>;

// ---------------------------------------------------------------------------------------------------
// Routes

/**
 * Placement goes with header Feed-Version 2 (seed 002 section 7): another version is refused (400, the
 * header named); a call without it is taken as version 2.
 */
export const ZFeedVersionHeaders = z
  .object({ 'feed-version': z.literal('2', { message: 'versão do feed não suportada (use 2)' }).optional() })
  .passthrough();

/** Placement refuses the bettor (BETTOR_ERRORS) or, for real money, a responsible-gaming restriction. */
const PLACEMENT_ERRORS = [
  ...BETTOR_ERRORS,
  'RESPONSABLE_GAME_BREAK_TIME',
  'SESSION_TIME_LIMIT_REACHED',
  'IDEMPOTENCY_CONFLICT',
] as const;

const placeRoute = <const P extends string, const S extends string>(path: P, summary: S) =>
  defineRoute({
    method: 'POST',
    path,
    summary,
    tags: BETTING_TAGS,
    auth: 'bearer',
    headers: ZFeedVersionHeaders,
    body: ZMultipleRequest,
    answer: ZPlaceBetAnswer,
    errors: PLACEMENT_ERRORS,
  });

const singlesRoute = <const P extends string>(path: P) =>
  defineRoute({
    method: 'POST',
    path,
    summary: 'Place singles (one ticket per selection)',
    tags: BETTING_TAGS,
    auth: 'bearer',
    headers: ZFeedVersionHeaders,
    body: ZMultiSingleRequest,
    answer: ZPlaceBetAnswer,
    errors: PLACEMENT_ERRORS,
  });

/** The placement calls; a rejected ticket is still a 200 (its `rejectCode`, seed 002 section 8). */
export const ticketApi = {
  placeSinglesV1: singlesRoute('/api/Ticket/v1/PlaceBet/MultiSingle'),
  placeSinglesV2: singlesRoute('/api/Ticket/v2/PlaceBet/MultiSingle'),
  placeMultipleV1: placeRoute('/api/Ticket/v1/PlaceBet/Multiple', 'Place a multiple (first provider)'),
  placeMultipleV2: placeRoute('/api/Ticket/v2/PlaceBet/Multiple', 'Place a multiple (second provider)'),
  placeMultipleManyProviders: placeRoute(
    '/api/Ticket/v2/PlaceBet/MultipleManyProviders',
    'Place a multiple mixing providers',
  ),
  placeParlay: placeRoute('/api/Ticket/v1/PlaceBet/Parlay', 'Place a parlay'),
  placeCustomBet: defineRoute({
    method: 'POST',
    path: '/api/Ticket/:id/PlaceBet/CustomBet',
    summary: 'Place a custom bet (bet builder); {id} is the API version (v1) or the event id',
    tags: BETTING_TAGS,
    auth: 'bearer',
    params: z.object({ id: z.string().max(64) }),
    headers: ZFeedVersionHeaders,
    body: ZCustomBetRequest,
    answer: ZPlaceBetAnswer,
    errors: PLACEMENT_ERRORS,
  }),
  placeParlayCustomBets: defineRoute({
    method: 'POST',
    path: '/api/Ticket/v1/PlaceBet/ParlayCustomBets',
    summary: 'Place custom bets of different prematch matches as one ticket',
    tags: BETTING_TAGS,
    auth: 'bearer',
    headers: ZFeedVersionHeaders,
    body: ZParlayCustomBetsRequest,
    answer: ZPlaceBetAnswer,
    errors: PLACEMENT_ERRORS,
  }),
  ticketStatus: defineRoute({
    method: 'GET',
    path: '/api/Ticket/v1/TicketStatus/:ticketId',
    summary: 'Status of a ticket (polled after placement)',
    tags: BETTING_TAGS,
    auth: 'bearer',
    params: ZTicketIdParams,
    answer: ZTicketStatusAnswer,
    errors: ['TICKET_NOT_FOUND'],
  }),
  lastTickets: defineRoute({
    method: 'GET',
    path: '/api/Ticket/v1/GetLastTicketIdByUser',
    summary: "The user's newest tickets",
    tags: BETTING_TAGS,
    auth: 'bearer',
    query: ZLastTicketsQuery,
    answer: z.array(ZLastTicket),
  }),
} as const;
