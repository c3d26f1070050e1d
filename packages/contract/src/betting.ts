import { z } from 'zod';
import { BETTING_MESSAGES, FREE_BET_REJECTION_CODES } from './betting-constants';
import { ZIsoDate, ZPositiveReais, ZReais } from './common';

export * from './betting-constants';

/**
 * Betting (seed 002 sections 3-9): ticket placement, status, limits, bet builder (custom bets), cashout,
 * free bets, ticket sharing and the bet history. Field names, paths, codes and constants are the seed's.
 *
 * Conventions of every call here:
 * - Money is reais on the wire (max 2 decimals), integer centavos in the server.
 * - Ticket ids (`ticketId`, `betNumber`) are always TEXT (digits), never numbers.
 * - Odds are decimal (`decimalOdds`, `outcomeValueDecimal`, 2 places) with American beside them.
 * - Placement answers `{ data: TPlaceBetAnswer }` with HTTP 200 even when the ticket is rejected: the
 *   reason is `rejectCode` (one of BET_REJECT_CODES) and, per single, `invalidTickets[].error`.
 *   Bad input is a 400 `{ error: { code: 'VALIDATION_ERROR', context: { issues, selectionIndex? } } }`.
 *   Account refusals are thrown errors: 401 REAUTH_REQUIRED (30 min inactivity), 403 SELF_EXCLUDED,
 *   INTERNAL_BLOCKED, USER_ON_BREAK, EMAIL_NOT_VERIFIED, USER_HAS_NOT_VALIDATED_DOCS.
 * - Placement is idempotent per `connectionId` (the slip's betSlipId): a double submit answers the
 *   first ticket(s) again.
 * - Live tickets are held `Pending` for the sport's live delay, then re-checked (market active, odds
 *   within oddsChangeType): poll GET /api/Ticket/v1/TicketStatus/{ticketId} (TICKET_STATUS_POLL_DELAYS_MS).
 * - Every change of a user's ticket is published on the bus subject `bets.history.<userId>` as a
 *   TStreamEnvelope { event: 'bet-history-update', userId, payload: TBetHistoryUpdate }; the stream gate
 *   relays it on /stream/betwon/{userId}.
 */

// Enumeration schemas (the enumerations themselves are in betting-constants.ts)

export const ZBetStatus = z.literal([0, 1, 2, 4, 6, 7, 8, 9]);
export const ZBetType = z.literal([1, 2, 3, 4, 5, 6]);
export const ZTicketStatus = z.literal([0, 2, 3, 4]);
export const ZCashoutState = z.literal([0, 1, 2, 3, 4, 5, 6, 7, -9]);
export const ZOddsChangeType = z.literal([0, 1, 2]).default(1);

// ---------------------------------------------------------------------------------------------------
// Placement requests

const ZOdds = z.number().min(1.01, 'odds de no mínimo 1.01').max(100_000);
const ZText = (max: number) => z.string().trim().max(max);

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
// Placement answers

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

export const ZTicketIdParams = z.object({ ticketId: z.string().regex(/^\d{1,18}$/, 'ticketId numérico') });
export const ZTicketNumberParams = z.object({ id: z.string().regex(/^\d{1,18}$/, 'id numérico') });

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

// ---------------------------------------------------------------------------------------------------
// Limits and responsible gaming

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

// ---------------------------------------------------------------------------------------------------
// Custom bets (bet builder)

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

// ---------------------------------------------------------------------------------------------------
// Cashout

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

/** GET /api/Cashout/v2/usercommission: the margin kept on cashout offers (0.05 = 5 %). */
export const ZCashoutCommission = z.object({ commission: z.number() });
/** GET /api/Cashout/v2/sports: sport ids where cashout is offered. */
export const ZCashoutSports = z.array(z.string());

// ---------------------------------------------------------------------------------------------------
// Free bets

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

// ---------------------------------------------------------------------------------------------------
// Ticket sharing

export const ZReplicationSelection = z.object({
  eventId: z.string(),
  matchName: z.string(),
  sportId: z.string(),
  tournamentId: z.string(),
  providerId: z.number().int(),
  producerId: z.number().int(),
  marketId: z.number().int(),
  marketName: z.string(),
  specifiers: z.string(),
  outcomeId: z.string(),
  outcomeName: z.string(),
  /** odds at placement (the slip asks the current ones) */
  outcomeValueDecimal: z.number(),
  scheduleTime: z.string(),
});

/** ShareTicket, GetSharedReplicationData (public), GetReplicationData (owner or shared). */
export const ZReplicationData = z.object({
  ticketId: z.string(),
  betType: ZBetType,
  isShared: z.boolean(),
  stake: z.number().nullable(),
  selections: z.array(ZReplicationSelection),
  /** custom bets: the groups of selection indexes that form one custom bet */
  customBetGroups: z.array(z.array(z.number().int())),
});
export type TReplicationData = z.infer<typeof ZReplicationData>;

// ---------------------------------------------------------------------------------------------------
// Bet history

/** GET /api/UserBet/Bets/ByRangeByStatus. Dates are inclusive days (America/Sao_Paulo). */
export const ZBetHistoryQuery = z.object({
  'PaginationQuery.PageNumber': z.coerce.number().int().min(1).default(1),
  'PaginationQuery.PageSize': z.coerce.number().int().min(1).max(50).default(10),
  initialDate: ZIsoDate.optional(),
  finalDate: ZIsoDate.optional(),
  /** BET_HISTORY_FILTER: 1 lost, 2 won, 3 cancelled, 4 open; absent = all */
  status: z.coerce.number().int().min(1).max(4).optional(),
});

export const ZBetHistoryLeg = z.object({
  matchId: z.string(),
  sportId: z.string(),
  marketId: z.number().int(),
  outcomeId: z.string(),
  tournamentId: z.string(),
  nameDefault: z.string(),
  /** ISO 8601 */
  scheduleTime: z.string(),
  sportSummaryName: z.string(),
  seasonName: z.string().nullable(),
  homeCompetitorName: z.string(),
  awayCompetitorName: z.string(),
  homeScore: z.number().int().nullable(),
  awayScore: z.number().int().nullable(),
  /** American odds at placement */
  outcomeValue: z.number(),
  outcomeValueDecimal: z.number(),
  /** SELECTION_RESULT of the leg */
  outcomeState: z.number().int(),
  outcomeIsActive: z.boolean(),
  outcomeName: z.string(),
  providerId: z.number().int(),
  /** leg state: 0 open, 1 settled, 2 cancelled */
  legStateType: z.number().int(),
  marketStatus: z.number().int(),
  marketName: z.string(),
  isEarlyPayout: z.boolean(),
  isAfterEarlyPayout: z.boolean(),
  /** BET_PAYOUT_MODE */
  settlementType: z.number().int(),
  /** SELECTION_RESULT */
  evaluationResult: z.number().int(),
  /** event status (seed 001) */
  eventState: z.number().int(),
  /** current fair probability of the outcome, null once settled */
  probabilities: z.number().nullable(),
  producerId: z.number().int(),
  marketTypeId: z.number().int(),
  outcomeTypeId: z.string(),
  /** custom bets: the id of the custom bet group (its first leg's selection index), else null */
  parentId: z.string().nullable(),
  bookingStatus: z.string(),
  specifiers: z.string(),
  voidFactor: z.number().nullable(),
  deadHeatFactor: z.number().nullable(),
});
export type TBetHistoryLeg = z.infer<typeof ZBetHistoryLeg>;

export const ZBetHistoryItem = z.object({
  /** number of bets in the ticket (1; a set of singles counts each) */
  amountOfBets: z.number().int(),
  /** refunded (void) part of the payout, reais */
  amountRefund: z.number(),
  /** stake, reais */
  amountWin: z.number(),
  /** paid (won, refunded or cashed out), reais */
  amountWon: z.number(),
  /** always text */
  betNumber: z.string(),
  betStatus: ZBetStatus,
  /** the ticket's internal state (pending, open, won ...) */
  betState: z.string(),
  betType: ZBetType,
  /** ISO 8601 placement time */
  date: z.string(),
  isFreeBet: z.boolean(),
  isCashoutBlocked: z.boolean(),
  multibetBonusAmount: z.number(),
  /** American combined odds */
  odds: z.number(),
  oddsDecimal: z.number(),
  possibleWinnings: z.number(),
  userId: z.number().int(),
  /** legs sorted by scheduleTime */
  matches: z.array(ZBetHistoryLeg),
});
export type TBetHistoryItem = z.infer<typeof ZBetHistoryItem>;

export const ZBetHistoryPage = z.object({
  results: z.array(ZBetHistoryItem),
  metadata: z.object({ pages: z.number().int(), totalRows: z.number().int(), pageSize: z.number().int() }),
});
export type TBetHistoryPage = z.infer<typeof ZBetHistoryPage>;

/** Payload of `bet-history-update` on bets.history.<userId> (and /stream/betwon/{userId}). */
export const ZBetHistoryUpdate = z.object({
  ticketId: z.string(),
  /** placed | accepted | rejected | settled | cashout | cancelled | rollback */
  change: z.enum(['placed', 'accepted', 'rejected', 'settled', 'cashout', 'cancelled', 'rollback']),
  betStatus: ZBetStatus,
  status: ZTicketStatus,
  amountWon: z.number(),
  item: ZBetHistoryItem.nullable(),
});
export type TBetHistoryUpdate = z.infer<typeof ZBetHistoryUpdate>;
