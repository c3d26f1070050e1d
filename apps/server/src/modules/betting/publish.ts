import { centavosToReais, type TBetHistoryUpdate, type TStreamEnvelope } from '@placar/contract';
import type { Platform } from '../../platform/context';
import type { LegRow, TicketRow } from './betting.tables';
import { betStatusOf, historyItemOf } from './history-item';

/** Publishes a ticket change on bets.history.<userId> (relayed on /stream/betwon/{userId}). */
export function publishTicketChange(
  platform: Platform,
  ticket: TicketRow,
  legs: LegRow[] | undefined,
  change: TBetHistoryUpdate['change'],
) {
  const payload: TBetHistoryUpdate = {
    ticketId: String(ticket.id),
    change,
    betStatus: betStatusOf(ticket),
    status: ticket.status as TBetHistoryUpdate['status'],
    amountWon: centavosToReais(ticket.payout),
    item: legs ? historyItemOf(ticket, legs) : null,
  };
  const envelope: TStreamEnvelope = {
    event: 'bet-history-update',
    ts: Date.now(),
    userId: Number(ticket.user_id),
    payload,
  };
  platform.bus.publish(`bets.history.${ticket.user_id}`, envelope);
}
