import type { Insertable } from 'kysely';
import type { RgDb, RgTables } from './rg.tables';

/** Appends one audit row (in the caller's transaction: the change and its record commit together). */
export async function insertHistory(db: RgDb, row: Insertable<RgTables['rg_history']>) {
  await db.insertInto('rg_history').values(row).execute();
}

/** A user's audit rows, newest first. */
export function selectHistory(db: RgDb, userId: number, limit: number) {
  return db
    .selectFrom('rg_history')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
