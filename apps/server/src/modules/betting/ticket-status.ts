import {
  type TBetType,
  TICKET_STATUS,
  type TLastTicket,
  type TTicketStatus,
  type TTicketStatusAnswer,
} from '@placar/contract';
import type { Platform } from '../../platform/context';
import { statusAnswer } from './answers';
import { betError } from './bettor-guard';
import { processDueTicket } from './live-delay';
import { bettingDb, findTicket, findUserTicket, lastTicketRows, ticketLegs } from './tickets.repository';

/**
 * TicketStatus: the user's ticket with its legs. A pending ticket whose live delay is over is judged
 * now rather than at the next sweep, so the slip's poll sees the verdict at once.
 */
export async function ticketStatus(
  platform: Platform,
  userId: number,
  ticketId: number,
): Promise<TTicketStatusAnswer> {
  const db = bettingDb(platform);
  let t = await findUserTicket(db, userId, ticketId);
  if (!t) throw betError('TICKET_NOT_FOUND');
  if (t.status === TICKET_STATUS.Pending) {
    await processDueTicket(platform, ticketId);
    t = (await findTicket(db, ticketId)) ?? t;
  }
  const legs = await ticketLegs(db, ticketId);
  return statusAnswer(t, legs);
}

/** The user's newest tickets, newest first. */
export async function lastTickets(platform: Platform, userId: number, count: number): Promise<TLastTicket[]> {
  const rows = await lastTicketRows(bettingDb(platform), userId, count);
  return rows.map((r) => ({
    ticketId: String(r.id),
    status: r.status as TTicketStatus,
    betType: r.bet_type as TBetType,
    connectionId: r.connection_id,
    date: new Date(r.created_at).toISOString(),
  }));
}
