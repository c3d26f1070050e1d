import { z } from 'zod';
import { ZIsoDate } from '../common';
import { defineRoute } from '../route';
import { BETTING_TAGS, ZBetStatus, ZBetType, ZTicketStatus } from './shared';

/** The bet history (seed 002 section 7, "Bet history") and its live updates. */

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
  /** LEG_STATE: 0 open, 1 settled, 2 cancelled */
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

export const betHistoryApi = {
  byRangeByStatus: defineRoute({
    method: 'GET',
    path: '/api/UserBet/Bets/ByRangeByStatus',
    summary: "The user's bets by date range and status, paged from 1",
    tags: BETTING_TAGS,
    auth: 'bearer',
    query: ZBetHistoryQuery,
    answer: ZBetHistoryPage,
  }),
} as const;
