import { z } from 'zod';
import { BET_STATUS, BET_TYPE, CASHOUT_STATE, ODDS_CHANGE_TYPE, TICKET_STATUS } from '../betting-constants';

/** What every betting sub-area shares: the enumeration schemas, odds, ticket ids and the bettor's refusals. */

// Enumeration schemas (the enumerations themselves are in betting-constants.ts)

export const ZBetStatus = z.literal([
  BET_STATUS.Pending,
  BET_STATUS.Cashout,
  BET_STATUS.Canceled,
  BET_STATUS.Open,
  BET_STATUS.Won,
  BET_STATUS.Lost,
  BET_STATUS.Recovered,
  BET_STATUS.Voided,
]);
export const ZBetType = z.literal([
  BET_TYPE.Single,
  BET_TYPE.Multiple,
  BET_TYPE.Custom,
  BET_TYPE.Parlay,
  BET_TYPE.MultipleManyProviders,
  BET_TYPE.CustomBetParlay,
]);
export const ZTicketStatus = z.literal([
  TICKET_STATUS.Pending,
  TICKET_STATUS.Accepted,
  TICKET_STATUS.Rejected,
  TICKET_STATUS.Canceled,
]);
export const ZCashoutState = z.literal([
  CASHOUT_STATE.Available,
  CASHOUT_STATE.Confirm,
  CASHOUT_STATE.Pending,
  CASHOUT_STATE.Success,
  CASHOUT_STATE.Error,
  CASHOUT_STATE.ClosedMarket,
  CASHOUT_STATE.AlreadyClosed,
  CASHOUT_STATE.ClosingBet,
  CASHOUT_STATE.NotAvailable,
]);
export const ZOddsChangeType = z
  .literal([ODDS_CHANGE_TYPE.Exact, ODDS_CHANGE_TYPE.Higher, ODDS_CHANGE_TYPE.Any])
  .default(ODDS_CHANGE_TYPE.Higher);

export const ZOdds = z.number().min(1.01, 'odds de no mínimo 1.01').max(100_000);
export const ZText = (max: number) => z.string().trim().max(max);

export const ZTicketIdParams = z.object({ ticketId: z.string().regex(/^\d{1,18}$/, 'ticketId numérico') });
export const ZTicketNumberParams = z.object({ id: z.string().regex(/^\d{1,18}$/, 'id numérico') });

export const BETTING_TAGS = ['betting'];

/**
 * What placement and cashout refuse before looking at the ticket (modules/betting/bettor-guard.ts):
 * 30 minutes without activity, a restricted, deactivated or unverified account.
 */
export const BETTOR_ERRORS = [
  'REAUTH_REQUIRED',
  'SELF_EXCLUDED',
  'INTERNAL_BLOCKED',
  'USER_ON_BREAK',
  'SELF_BLOCKED',
  'EMAIL_NOT_VERIFIED',
  'USER_HAS_NOT_VALIDATED_DOCS',
] as const;
