import type { Db } from '../../../platform/db/database';
import { tfaDb } from './two-factor.tables';

/** Replaces a bettor's recovery codes with these hashes. */
export async function replaceRecoveryCodeRows(db: Db, userId: number, hashes: string[]) {
  await tfaDb(db).deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
  await tfaDb(db)
    .insertInto('two_factor_recovery_codes')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null })))
    .execute();
}

export async function listUnusedRecoveryCodes(db: Db, userId: number) {
  return tfaDb(db)
    .selectFrom('two_factor_recovery_codes')
    .select(['id', 'code_hash'])
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/** Spends a recovery code at most once; false when another call already did. */
export async function spendRecoveryCode(db: Db, id: number): Promise<boolean> {
  const spent = await tfaDb(db)
    .updateTable('two_factor_recovery_codes')
    .set({ used_at: new Date() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

export async function countUnusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  const row = await tfaDb(db)
    .selectFrom('two_factor_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
