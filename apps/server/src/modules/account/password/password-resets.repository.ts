import type { Db } from '../../../platform/db/database';
import { accountDb } from '../session/sessions.repository';

export async function insertPasswordReset(db: Db, tokenHash: string, userId: number, expiresAt: Date) {
  await accountDb(db)
    .insertInto('password_resets')
    .values({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt })
    .execute();
}

/** A reset link by its token's hash, while unused and unexpired. */
export async function findLiveReset(db: Db, tokenHash: string) {
  return accountDb(db)
    .selectFrom('password_resets')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
}

/** Uses a reset link up; false when it was already used. */
export async function spendPasswordReset(db: Db, tokenHash: string): Promise<boolean> {
  const used = await accountDb(db)
    .updateTable('password_resets')
    .set({ used_at: new Date() })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .returning('token_hash')
    .executeTakeFirst();
  return used !== undefined;
}
