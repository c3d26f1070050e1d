import type { LegRow, TicketRow } from './betting.tables';
import type { BettingDb } from './tickets.repository';

/** Betting's SQL of the bet history: a page of the user's tickets and their legs. */

export type HistoryFilter = {
  /** bet_state in these (none at all: an empty list) */
  states?: string[] | undefined;
  /** created at or after */
  from?: Date | undefined;
  /** created before */
  before?: Date | undefined;
};

/** The user's tickets matching the filter, newest first: how many in all, and one page of them. */
export async function historyTickets(
  db: BettingDb,
  userId: number,
  filter: HistoryFilter,
  page: { limit: number; offset: number },
): Promise<{ totalRows: number; tickets: TicketRow[] }> {
  let base = db.selectFrom('bet_tickets').where('user_id', '=', userId);
  if (filter.states !== undefined) base = base.where('bet_state', 'in', filter.states);
  if (filter.from) base = base.where('created_at', '>=', filter.from);
  if (filter.before) base = base.where('created_at', '<', filter.before);
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const tickets = (await base
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute()) as TicketRow[];
  return { totalRows: Number(total?.n ?? 0), tickets };
}

/** The legs of these tickets (none for none). */
export async function legsOfTickets(db: BettingDb, ticketIds: number[]): Promise<LegRow[]> {
  return ticketIds.length
    ? await db.selectFrom('bet_legs').selectAll().where('ticket_id', 'in', ticketIds).execute()
    : [];
}
