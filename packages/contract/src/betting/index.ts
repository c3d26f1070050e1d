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

export * from '../betting-constants';
export * from './cashout';
export * from './custom-bet';
export * from './free-bets';
export * from './history';
export * from './placement';
export * from './rules';
export {
  BETTING_TAGS,
  BETTOR_ERRORS,
  ZBetStatus,
  ZBetType,
  ZCashoutState,
  ZOddsChangeType,
  ZTicketIdParams,
  ZTicketNumberParams,
  ZTicketStatus,
} from './shared';
export * from './sharing';
