import {
  type TBetType,
  TICKET_STATUS,
  type TLastTicket,
  type TTicketStatus,
  type TTicketStatusAnswer,
} from '@placar/contract';
import type { Platform } from '../../platform/context';
import { statusAnswer } from './answers';
import type { BettingTables } from './betting.tables';
import { betError } from './bettor-guard';
import { processDueTicket } from './live-delay';

/**
 * TicketStatus: the user's ticket with its legs. A pending ticket whose live delay is over is judged
 * now rather than at the next sweep, so the slip's poll sees the verdict at once.
 */
export async function ticketStatus(
  platform: Platform,
  userId: number,
  ticketId: number,
): Promise<TTicketStatusAnswer> {
  const db = platform.db.withTables<BettingTables>();
  let t = await db
    .selectFrom('bet_tickets')
    .selectAll()
    .where('id', '=', ticketId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!t) throw betError('TICKET_NOT_FOUND');
  if (t.status === TICKET_STATUS.Pending) {
    await processDueTicket(platform, ticketId);
    t = (await db.selectFrom('bet_tickets').selectAll().where('id', '=', ticketId).executeTakeFirst()) ?? t;
  }
  const legs = await db
    .selectFrom('bet_legs')
    .selectAll()
    .where('ticket_id', '=', ticketId)
    .orderBy('idx')
    .execute();
  return statusAnswer(t, legs);
}

/** The user's newest tickets, newest first. */
export async function lastTickets(platform: Platform, userId: number, count: number): Promise<TLastTicket[]> {
  const rows = await platform.db
    .withTables<BettingTables>()
    .selectFrom('bet_tickets')
    .select(['id', 'status', 'bet_type', 'connection_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(count)
    .execute();
  return rows.map((r) => ({
    ticketId: String(r.id),
    status: r.status as TTicketStatus,
    betType: r.bet_type as TBetType,
    connectionId: r.connection_id,
    date: new Date(r.created_at).toISOString(),
  }));
}
