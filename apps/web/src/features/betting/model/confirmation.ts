import { RESULT_STATUS, TICKET_TYPE } from '@placar/contract';
import { stakeValue } from './stake';
import { combinedOdds } from './ticket-rules';
import type { SlipItem, TicketState } from './types';

type ConfirmState = Pick<
  TicketState,
  'ticketStep' | 'ticketType' | 'ticketIdMultiple' | 'ticketResultStatus' | 'stakeMultiple' | 'betItems'
>;

const cents = (reais: number) => Math.round(reais * 100) / 100;

/** An accepted multiple: its items' placedOutcome holds the server's selectionsFinalState. */
const multipleAccepted = (s: ConfirmState) =>
  s.ticketStep === 'Result' &&
  s.ticketType === TICKET_TYPE.multiple &&
  s.ticketIdMultiple !== null &&
  s.ticketResultStatus === RESULT_STATUS.Success;

/**
 * Whether the item is part of an accepted ticket: then the odds it shows are the ones the server
 * recorded (selectionsFinalState, kept in placedOutcome), never the client's latest copy.
 */
export function isConfirmed(s: ConfirmState, item: SlipItem): boolean {
  return item.placeSingleResult?.status === 'Accepted' || multipleAccepted(s);
}

/** The odds one item shows: the server's final odds once accepted, else the latest offered. */
export function shownOdds(s: ConfirmState, item: SlipItem): number {
  return isConfirmed(s, item) ? item.placedOutcome.outcomeOdds : item.latestOutcome.outcomeOdds;
}

export type Confirmation = {
  /** the multiple's combined odds, or null for singles (each row shows its own) */
  odds: number | null;
  stake: number;
  potentialWin: number;
};

/** What the accepted ticket(s) of the slip pay, from the server's final odds; null when nothing was accepted. */
export function confirmation(s: ConfirmState): Confirmation | null {
  if (multipleAccepted(s)) {
    const odds = combinedOdds(s.betItems.map((i) => i.placedOutcome.outcomeOdds));
    const stake = stakeValue(s.stakeMultiple);
    return { odds, stake, potentialWin: cents(stake * odds) };
  }
  const accepted = s.betItems.filter((i) => i.placeSingleResult?.status === 'Accepted');
  if (accepted.length === 0) return null;
  const stake = accepted.reduce((sum, i) => sum + stakeValue(i.stake), 0);
  const win = accepted.reduce((sum, i) => sum + cents(stakeValue(i.stake) * i.placedOutcome.outcomeOdds), 0);
  return { odds: null, stake: cents(stake), potentialWin: cents(win) };
}
