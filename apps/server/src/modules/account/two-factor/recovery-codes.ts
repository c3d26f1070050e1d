import { randomInt } from 'node:crypto';
import { TWO_FACTOR_RECOVERY_CODES } from '@placar/contract';
import type { Db } from '../../../platform/db/database';
import { hashPassword, verifyPassword } from '../password/passwords';
import {
  countUnusedRecoveryCodes,
  listUnusedRecoveryCodes,
  replaceRecoveryCodeRows,
  spendRecoveryCode,
} from './recovery-codes.repository';

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
  await replaceRecoveryCodeRows(db, userId, hashes);
  return codes;
}

/** Uses one recovery code: true when it matched an unused one, which is now spent. */
export async function useRecoveryCode(db: Db, userId: number, typed: string): Promise<boolean> {
  const code = normaliseRecoveryCode(typed);
  const rows = await listUnusedRecoveryCodes(db, userId);
  for (const row of rows) {
    if (!(await verifyPassword(row.code_hash, code))) continue;
    // Spent at most once, even by two sign-ins racing with the same code.
    return spendRecoveryCode(db, row.id);
  }
  return false;
}

export function countRecoveryCodesLeft(db: Db, userId: number): Promise<number> {
  return countUnusedRecoveryCodes(db, userId);
}
