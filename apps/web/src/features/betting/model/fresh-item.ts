import { NO_FREE_BET, type SlipItem } from './types';

type FreshState = Pick<
  SlipItem,
  | 'stake'
  | 'latestOutcome'
  | 'placedOutcome'
  | 'placeSingleResult'
  | 'isFreeBet'
  | 'removeAt'
  | 'bookingStatus'
  | 'blocked'
  | 'acceptanceDate'
  | 'replicate'
  | 'timestamp'
>;

/**
 * What every new slip item starts with, an outcome's or a bet builder combination's: no stake, the
 * odds it was added at, nothing placed; a prematch item leaves the slip at kick-off unless the match
 * is booked for live.
 */
export function freshItemState(
  match: Pick<SlipItem, 'bookingStatus' | 'scheduleTime'>,
  odds: SlipItem['latestOutcome'],
  now: number,
): FreshState {
  return {
    stake: '',
    latestOutcome: odds,
    placedOutcome: odds,
    placeSingleResult: null,
    isFreeBet: NO_FREE_BET,
    removeAt: match.bookingStatus === 'Booked' ? null : Date.parse(match.scheduleTime),
    bookingStatus: match.bookingStatus,
    blocked: false,
    acceptanceDate: null,
    replicate: null,
    timestamp: now,
  };
}
