import {
  BET_REJECT_CODES,
  FREE_BET_REJECTION_CODES,
  TRADING_REJECT_INCOMPATIBLE,
  type TRejectContext,
} from '@placar/contract';
import type { SlipItem, TicketState } from './types';

/** The `context` of a placement answer (or of one refused single). */
export type RejectContext = TRejectContext | null;

/** Where the slip goes after a reject: back to SettingBet, to Result, or an endless wait (blocked). */
export type RejectNext = 'SettingBet' | 'Result' | 'Blocked';

export type RejectEffect = {
  next: RejectNext;
  patch: Partial<TicketState>;
  message: string;
  freeBets: boolean;
  /** TOTAL_AMOUNT_EXCEEDS_UPPER_THRESHOLD: the max-balance modal, with the maximum payout (reais) */
  maxBalance?: { limit: number | null };
};

export function rejectMessage(code: string | null | undefined): string {
  if (!code) return 'Aposta recusada.';
  if (code === TRADING_REJECT_INCOMPATIBLE) return 'Seleção não compatível.';
  return (BET_REJECT_CODES as Record<string, { message: string }>)[code]?.message ?? 'Aposta recusada.';
}

const MARKET_INACTIVE = new Set([
  'EVENT_MARKET_NOT_ACTIVED',
  'MARKET_WAS_NOT_FOUND',
  'PROVIDER_SWITCH_NOT_ACTIVE',
]);
const MATCH_CLOSED = new Set(['EVENT_MATCH_NOT_ACTIVED', 'MATCH_WAS_NOT_FOUND']);
const LIMITS = new Set(['BET_STAKE_OVER_LIMIT', 'ACCUMULATED_STAKE_LIMIT']);
const FREE = new Set<string>(FREE_BET_REJECTION_CODES);
/** Event status Closed (seed 001). */
const CLOSED = 4;

/**
 * The error catalogue of seed 002 section 8 applied to the slip. `itemIds` are the items the code is
 * about: the item of a single, or every leg of a multiple (context.selectionIndex picks one).
 */
export function applyReject(
  state: TicketState,
  code: string | null,
  context: RejectContext,
  itemIds: string[],
): RejectEffect {
  const message = rejectMessage(code);
  const index = context?.selectionIndex;
  const target =
    index !== null && index !== undefined && itemIds[index] !== undefined ? [itemIds[index]] : itemIds;
  const touched = new Set(target);
  const mapItems = (f: (i: SlipItem) => SlipItem) =>
    state.betItems.map((i) => (touched.has(i.id) ? f(i) : i));
  if (code && FREE.has(code)) {
    const error = code === 'TYPE_NOT_ALLOWED' || code === 'INVALID_EVENT_TYPE' ? -1 : 1;
    const flag = { available: false, isFree: false, error, freeBetId: null, code } as const;
    const multiple = itemIds.length > 1;
    return {
      next: 'SettingBet',
      message,
      freeBets: true,
      patch: multiple
        ? { isFreeBetMultiple: flag }
        : { betItems: mapItems((i) => ({ ...i, isFreeBet: flag, stake: '' })) },
    };
  }
  if (code === 'ODDS_DIFFERENCE_TOO_HIGH') {
    const odds = context?.suggestedOdds;
    const betItems =
      typeof odds === 'number'
        ? mapItems((i) => ({ ...i, latestOutcome: { ...i.latestOutcome, outcomeOdds: odds } }))
        : state.betItems;
    return { next: 'SettingBet', message, freeBets: false, patch: { betItems, oddsChanged: true } };
  }
  if (code && LIMITS.has(code)) {
    const limit = context?.limit;
    if (code === 'BET_STAKE_OVER_LIMIT' && limit === -1)
      return { next: 'Blocked', message: rejectMessage('BlockedUserByLimit'), freeBets: false, patch: {} };
    const limitsByMatch = { ...state.limitsByMatch };
    if (typeof limit === 'number')
      for (const i of state.betItems) if (touched.has(i.id)) limitsByMatch[i.matchId] = limit;
    return { next: 'SettingBet', message, freeBets: false, patch: { limitsByMatch } };
  }
  if (code === 'TOTAL_AMOUNT_EXCEEDS_UPPER_THRESHOLD') {
    // the max-balance modal; a custom bet is rejected and closed, other tickets go back to their stake
    const maxBalance = { limit: typeof context?.limit === 'number' ? context.limit : null };
    if (!state.betItems.some((i) => touched.has(i.id) && i.customBet))
      return { next: 'SettingBet', message, freeBets: false, patch: {}, maxBalance };
    const closed = mapItems((i) =>
      i.customBet
        ? { ...i, marketStatus: 'Inactive', customBet: { ...i.customBet, customBetStatus: 'Closed' } }
        : i,
    );
    return { next: 'Result', message, freeBets: false, patch: { betItems: closed }, maxBalance };
  }
  if (code === 'BET_STAKE_UNDER_LIMIT' || code === 'INSUFFICIENT_FUNDS' || code === 'LOSS_LIMIT_EXCEEDED')
    return { next: 'SettingBet', message, freeBets: false, patch: {} };
  if (code === 'BlockedUserByLimit') return { next: 'Blocked', message, freeBets: false, patch: {} };
  if (code && MARKET_INACTIVE.has(code))
    return {
      next: 'Result',
      message,
      freeBets: false,
      patch: { betItems: mapItems((i) => ({ ...i, marketStatus: 'Inactive' })) },
    };
  if (code && MATCH_CLOSED.has(code))
    return {
      next: 'Result',
      message,
      freeBets: false,
      patch: { betItems: mapItems((i) => ({ ...i, marketStatus: 'Inactive', matchStatus: CLOSED })) },
    };
  if (code === 'DUPLICATE_EVENT_IN_PROVIDERS')
    return {
      next: 'Result',
      message,
      freeBets: false,
      patch: {
        betItems: state.betItems.map((i) => ({ ...i, marketStatus: 'Inactive', outcomeActive: false })),
      },
    };
  if (code === TRADING_REJECT_INCOMPATIBLE)
    // the market or custom item is disabled; a custom item is priced again after the result
    return {
      next: 'Result',
      message,
      freeBets: false,
      patch: {
        betItems: mapItems((i) => ({
          ...i,
          marketStatus: 'Inactive',
          ...(i.customBet ? { customBet: { ...i.customBet, customBetStatus: 'Rejected' as const } } : {}),
        })),
      },
    };
  return { next: 'Result', message, freeBets: false, patch: {} };
}
