import type { Db } from '../../../platform/db/database';
import { accountDb } from '../session/sessions.repository';

/** A user's current e-mail PIN (its hash, expiry, tries and send window), if any. */
export async function findEmailPin(db: Db, userId: number) {
  return accountDb(db).selectFrom('email_pins').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Stores a new PIN in place of the user's previous one. */
export async function saveEmailPin(
  db: Db,
  userId: number,
  values: {
    pin_hash: string;
    expires_at: Date;
    attempts: number;
    sends_in_window: number;
    window_started_at: Date;
    last_sent_at: Date;
  },
) {
  await accountDb(db)
    .insertInto('email_pins')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

/** Counts a wrong try; answers the tries now used. */
export async function addEmailPinAttempt(db: Db, userId: number): Promise<number> {
  const updated = await accountDb(db)
    .updateTable('email_pins')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('user_id', '=', userId)
    .returning('attempts')
    .executeTakeFirstOrThrow();
  return updated.attempts;
}

export async function deleteEmailPin(db: Db, userId: number) {
  await accountDb(db).deleteFrom('email_pins').where('user_id', '=', userId).execute();
}
