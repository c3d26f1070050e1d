import type { Insertable } from 'kysely';
import type { Db } from '../../../platform/db/database';
import type { UnusualActivityTable } from '../security.tables';
import { accountDb } from './sessions.repository';

/** Stores a held-back login waiting for its e-mailed confirmation link. */
export async function insertUnusualActivity(db: Db, row: Insertable<UnusualActivityTable>) {
  await accountDb(db).insertInto('unusual_activity_confirmations').values(row).execute();
}

/** Confirms a live, unconfirmed link of this user (once); answers the held-back login, or undefined. */
export async function confirmUnusualActivityRow(db: Db, tokenHash: string, userId: number) {
  return accountDb(db)
    .updateTable('unusual_activity_confirmations')
    .set({ confirmed_at: new Date() })
    .where('token_hash', '=', tokenHash)
    .where('confirmed_at', 'is', null)
    .where('expires_at', '>', new Date())
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}
