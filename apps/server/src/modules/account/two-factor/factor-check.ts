import type { Db } from '../../../platform/db/database';
import { insertAccountAudit } from '../account-state/account-audit.repository';
import { randomPin, sameHash, sha256 } from '../crypto';
import { looksLikeRecoveryCode, useRecoveryCode } from './recovery-codes';
import { matchTotp } from './totp';
import { type TwoFactorRow, takeTotpStep } from './two-factor.repository';

/** How long an e-mailed code works. */
export const EMAIL_CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong codes one challenge or one setup takes before it must be started again. */
export const MAX_CODE_ATTEMPTS = 5;

export const newEmailCode = () => randomPin(6);

export type FactorUsed = 'totp' | 'email' | 'recovery';

/**
 * Checks a code of a bettor with two-factor on and spends it: a recovery code (once), an app code
 * (its time step once: a replay is refused) or the e-mailed code whose hash the caller holds (the
 * caller spends it). Answers what matched, or null.
 */
export async function checkSecondFactor(
  db: Db,
  tf: TwoFactorRow,
  code: string,
  emailCode: { hash: string | null; expiresAt: Date | null },
): Promise<FactorUsed | null> {
  if (looksLikeRecoveryCode(code)) {
    if (!(await useRecoveryCode(db, tf.user_id, code))) return null;
    await audit(db, tf.user_id, 'two-factor-recovery-code-used');
    return 'recovery';
  }
  const digits = code.replace(/\s/g, '');
  if (tf.method === 'totp' && tf.totp_secret) {
    const step = matchTotp(tf.totp_secret, digits, tf.totp_last_step);
    if (step === null) return null;
    // The step is taken once: two sign-ins racing with one code, only one moves it on.
    return (await takeTotpStep(db, tf.user_id, step)) ? 'totp' : null;
  }
  if (tf.method === 'email' && emailCode.hash && emailCode.expiresAt && emailCode.expiresAt > new Date()) {
    return sameHash(sha256(digits), emailCode.hash) ? 'email' : null;
  }
  return null;
}

export type TwoFactorAuditAction =
  | 'two-factor-enabled'
  | 'two-factor-disabled'
  | 'two-factor-recovery-codes-regenerated'
  | 'two-factor-recovery-code-used'
  | 'two-factor-passed'
  | 'two-factor-code-wrong';

/** Records a two-factor event in the account's audit trail (account_audit). */
export async function audit(
  db: Db,
  userId: number,
  action: TwoFactorAuditAction,
  detail?: Record<string, unknown>,
) {
  // account_audit's action is free text; the two-factor actions are listed above.
  await insertAccountAudit(db, { userId, actorId: userId, action, ...(detail ? { detail } : {}) });
}
