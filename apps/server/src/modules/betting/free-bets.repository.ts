import type { Insertable } from 'kysely';
import type { BettingTables } from './betting.tables';
import type { BettingDb } from './tickets.repository';

/** Betting's SQL on free bets (bet_free_bets). */

/** The free bet a grant with this retry key gave the user. */
export function findFreeBetByGrantKey(db: BettingDb, userId: number, key: string) {
  return db
    .selectFrom('bet_free_bets')
    .selectAll()
    .where('user_id', '=', userId)
    .where('grant_key', '=', key)
    .executeTakeFirst();
}

/** Inserts a granted free bet; undefined when its grant key was used meanwhile (nothing written). */
export function insertFreeBet(db: BettingDb, row: Insertable<BettingTables['bet_free_bets']>) {
  return (
    db
      .insertInto('bet_free_bets')
      .values(row)
      // the same key sent twice at once: the second finds the first's free bet
      .onConflict((oc) => oc.columns(['user_id', 'grant_key']).where('grant_key', 'is not', null).doNothing())
      .returningAll()
      .executeTakeFirst()
  );
}

/** The user's free bets, soonest to expire first. */
export function userFreeBetRows(db: BettingDb, userId: number) {
  return db
    .selectFrom('bet_free_bets')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('expires_at')
    .execute();
}

export function findFreeBet(db: BettingDb, freeBetId: number) {
  return db.selectFrom('bet_free_bets').selectAll().where('id', '=', freeBetId).executeTakeFirst();
}

/** Marks the free bet used by a ticket, in the placement transaction; false when it was taken meanwhile. */
export async function consumeFreeBet(trx: BettingDb, freeBetId: string, ticketId: number) {
  const row = await trx
    .updateTable('bet_free_bets')
    .set({ status: 'Used', ticket_id: ticketId })
    .where('id', '=', Number(freeBetId))
    .where('status', '=', 'Available')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** A fully voided or rejected free-bet ticket gives the free bet back. */
export async function restoreFreeBet(trx: BettingDb, freeBetId: number) {
  await trx
    .updateTable('bet_free_bets')
    .set({ status: 'Available', ticket_id: null })
    .where('id', '=', freeBetId)
    .execute();
}

/** A settlement rolled back takes the free bet of a voided ticket again. */
export async function markFreeBetUsed(trx: BettingDb, freeBetId: number, ticketId: number) {
  await trx
    .updateTable('bet_free_bets')
    .set({ status: 'Used', ticket_id: ticketId })
    .where('id', '=', freeBetId)
    .execute();
}
