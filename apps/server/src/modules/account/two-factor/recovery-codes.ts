import { randomInt } from 'node:crypto';
import { TWO_FACTOR_RECOVERY_CODES } from '@placar/contract';
import type { Db } from '../../../platform/db/database';
import { hashPassword, verifyPassword } from '../password/passwords';
import { tfaDb } from './two-factor.tables';

// No 0/O, 1/I/L: easy to copy by hand.
const LETTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const part = () => Array.from({ length: 5 }, () => LETTERS[randomInt(LETTERS.length)]).join('');

/** The form a typed recovery code is compared in: upper case, no spaces or hyphens. */
export const normaliseRecoveryCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

/** A recovery code looks like XXXXX-XXXXX (10 letters/digits); a 6-digit code is an app or e-mail one. */
export const looksLikeRecoveryCode = (code: string) => normaliseRecoveryCode(code).length === 10;

/**
 * Replaces the bettor's recovery codes with TWO_FACTOR_RECOVERY_CODES new ones and answers them (the
 * only time they are seen): stored as argon2 hashes, like passwords.
 */
export async function replaceRecoveryCodes(db: Db, userId: number): Promise<string[]> {
  const codes = Array.from({ length: TWO_FACTOR_RECOVERY_CODES }, () => `${part()}-${part()}`);
  const hashes = await Promise.all(codes.map((c) => hashPassword(normaliseRecoveryCode(c))));
  await tfaDb(db).deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
  await tfaDb(db)
    .insertInto('two_factor_recovery_codes')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null })))
    .execute();
  return codes;
}

/** Uses one recovery code: true when it matched an unused one, which is now spent. */
export async function useRecoveryCode(db: Db, userId: number, typed: string): Promise<boolean> {
  const code = normaliseRecoveryCode(typed);
  const rows = await tfaDb(db)
    .selectFrom('two_factor_recovery_codes')
    .select(['id', 'code_hash'])
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
  for (const row of rows) {
    if (!(await verifyPassword(row.code_hash, code))) continue;
    // Spent at most once, even by two sign-ins racing with the same code.
    const spent = await tfaDb(db)
      .updateTable('two_factor_recovery_codes')
      .set({ used_at: new Date() })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(spent.numUpdatedRows) === 1;
  }
  return false;
}

export async function countRecoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const row = await tfaDb(db)
    .selectFrom('two_factor_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
