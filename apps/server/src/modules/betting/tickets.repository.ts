import { TICKET_STATUS } from '@placar/contract';
import type { Kysely } from 'kysely';
import type { Platform } from '../../platform/context';
import type { BettingTables, LegRow, TicketRow } from './betting.tables';
import type { Reject } from './selection-check';

/** Betting's SQL on tickets and their legs (bet_tickets, bet_legs): reads, locks and state changes. */
export type BettingDb = Kysely<BettingTables>;

/** The platform's database typed with betting's tables (a transaction is one too). */
export const bettingDb = (platform: Platform): BettingDb => platform.db.withTables<BettingTables>();

/** Runs `work` in one transaction; every statement it makes goes through the `trx` it is given. */
export function inBettingTransaction<T>(
  platform: Platform,
  work: (trx: BettingDb) => Promise<T>,
): Promise<T> {
  return bettingDb(platform).transaction().execute(work);
}

export function findTicket(db: BettingDb, ticketId: number) {
  return db.selectFrom('bet_tickets').selectAll().where('id', '=', ticketId).executeTakeFirst();
}

/** The ticket row, locked for the rest of the transaction. */
export function lockTicket(trx: BettingDb, ticketId: number) {
  return trx.selectFrom('bet_tickets').selectAll().where('id', '=', ticketId).forUpdate().executeTakeFirst();
}

/** The user's ticket (undefined when it is someone else's). */
export function findUserTicket(db: BettingDb, userId: number, ticketId: number) {
  return db
    .selectFrom('bet_tickets')
    .selectAll()
    .where('id', '=', ticketId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The ticket placed with this slip id and index. */
export function findTicketBySlip(db: BettingDb, userId: number, connectionId: string, slipIndex: number) {
  return db
    .selectFrom('bet_tickets')
    .selectAll()
    .where('user_id', '=', userId)
    .where('connection_id', '=', connectionId)
    .where('slip_index', '=', slipIndex)
    .executeTakeFirst();
}

/** A ticket's legs in slip order. */
export function ticketLegs(db: BettingDb, ticketId: number): Promise<LegRow[]> {
  return db.selectFrom('bet_legs').selectAll().where('ticket_id', '=', ticketId).orderBy('idx').execute();
}

/** A ticket with its legs in slip order. */
export async function loadTicket(platform: Platform, ticketId: number) {
  const db = bettingDb(platform);
  const t = await findTicket(db, ticketId);
  if (!t) return undefined;
  const legs = await ticketLegs(db, ticketId);
  return { ticket: t as TicketRow, legs };
}

/** The user's newest tickets, newest first. */
export function lastTicketRows(db: BettingDb, userId: number, count: number) {
  return db
    .selectFrom('bet_tickets')
    .select(['id', 'status', 'bet_type', 'connection_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(count)
    .execute();
}

/** Pending tickets whose live delay is over at `now` (at most 500). */
export function dueTicketIds(db: BettingDb, now: Date) {
  return db
    .selectFrom('bet_tickets')
    .select('id')
    .where('status', '=', TICKET_STATUS.Pending)
    .where('accept_after', '<=', now)
    .limit(500)
    .execute();
}

/** A pending ticket accepted after its live delay. */
export function acceptTicket(trx: BettingDb, ticketId: number, at: Date) {
  return trx
    .updateTable('bet_tickets')
    .set({ status: TICKET_STATUS.Accepted, bet_state: 'open', accepted_at: at })
    .where('id', '=', ticketId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A pending ticket rejected after its live delay, with the reason. */
export function rejectTicket(trx: BettingDb, ticketId: number, reject: Reject) {
  return trx
    .updateTable('bet_tickets')
    .set({
      status: TICKET_STATUS.Rejected,
      bet_state: 'rejected',
      reject_code: reject.code,
      reject_context: JSON.stringify(reject.context),
    })
    .where('id', '=', ticketId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function markTicketShared(db: BettingDb, ticketId: number): Promise<void> {
  await db.updateTable('bet_tickets').set({ shared: true }).where('id', '=', ticketId).execute();
}
