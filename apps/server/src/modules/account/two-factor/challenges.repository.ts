import type { Insertable } from 'kysely';
import type { Db } from '../../../platform/db/database';
import { type TwoFactorTables, tfaDb } from './two-factor.tables';

export async function insertChallenge(db: Db, row: Insertable<TwoFactorTables['two_factor_challenges']>) {
  await tfaDb(db).insertInto('two_factor_challenges').values(row).execute();
}

/** The unused, unexpired challenge of a token's hash. */
export async function findOpenChallenge(db: Db, tokenHash: string) {
  return tfaDb(db)
    .selectFrom('two_factor_challenges')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
}

export async function addChallengeAttempt(db: Db, tokenHash: string) {
  await tfaDb(db)
    .updateTable('two_factor_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('token_hash', '=', tokenHash)
    .execute();
}

/** Uses a challenge up; false when another call already did. */
export async function spendChallenge(db: Db, tokenHash: string): Promise<boolean> {
  const spent = await tfaDb(db)
    .updateTable('two_factor_challenges')
    .set({ used_at: new Date() })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

export async function setChallengeEmailCode(db: Db, tokenHash: string, codeHash: string) {
  await tfaDb(db)
    .updateTable('two_factor_challenges')
    .set({ email_code_hash: codeHash })
    .where('token_hash', '=', tokenHash)
    .execute();
}
