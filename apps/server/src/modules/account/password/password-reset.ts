import type { Platform } from '../../../platform/context';
import type { Db } from '../../../platform/db/database';
import { accountError } from '../account-errors';
import { randomToken, sha256 } from '../crypto';
import { accountMail, maskEmail } from '../mail-templates';
import { revokeAllSessions } from '../session/revoke-session';
import { inAccountTransaction } from '../transaction.repository';
import { findUserByEmail, findUserById, setUserColumns } from '../users.repository';
import { findLiveReset, insertPasswordReset, spendPasswordReset } from './password-resets.repository';
import { assertPasswordAcceptable, hashPassword } from './passwords';

export const RESET_TTL_MS = 60 * 60 * 1000;
const MAX_RESET_MAILS_PER_HOUR = 3;

/**
 * POST /api/Users/ForgotPassword: e-mails a one-use link to /RestorePassword?Token=... . The answer is
 * the same whether the e-mail exists or not (no account discovery); at most 3 e-mails an hour.
 */
export async function requestPasswordReset(platform: Platform, email: string, baseUrl: string) {
  const user = await findUserByEmail(platform.db, email);
  if (!user) return;
  const count = await platform.cache.incr(`account:reset-mail:${user.id}`, 60 * 60 * 1000);
  if (count > MAX_RESET_MAILS_PER_HOUR) return;
  await inAccountTransaction(platform.db, async (trx) => {
    const link = await createPasswordResetLink(trx, user.id, baseUrl);
    await platform.mailer.send(accountMail.passwordReset(user.email, link, RESET_TTL_MS / 60_000), trx);
  });
}

/**
 * A one-use /RestorePassword link for a user (valid RESET_TTL_MS), in the caller's transaction: the
 * forgot-password e-mail, and the notice of an account locked after wrong passwords (a reset unlocks).
 */
export async function createPasswordResetLink(db: Db, userId: number, baseUrl: string) {
  const token = randomToken();
  await insertPasswordReset(db, sha256(token), userId, new Date(Date.now() + RESET_TTL_MS));
  return `${baseUrl}/RestorePassword?Token=${encodeURIComponent(token)}`;
}

const liveReset = (platform: Platform, token: string) => findLiveReset(platform.db, sha256(token));

/** GET /api/Users/RestorePassword/{token}: whether the link still works, and for which (masked) e-mail. */
export async function inspectPasswordReset(platform: Platform, token: string) {
  const reset = await liveReset(platform, token);
  const user = reset && (await findUserById(platform.db, reset.user_id));
  if (!reset || !user) throw accountError('INVALID_RESET_TOKEN');
  return { valid: true as const, email: maskEmail(user.email) };
}

/** POST /api/Users/RestorePassword: sets the new password, unlocks the account and ends every session. */
export async function resetPassword(platform: Platform, token: string, password: string) {
  const reset = await liveReset(platform, token);
  const user = reset && (await findUserById(platform.db, reset.user_id));
  if (!reset || !user) throw accountError('INVALID_RESET_TOKEN');
  assertPasswordAcceptable(password, 'password', user.email);
  const passwordHash = await hashPassword(password);
  const done = await inAccountTransaction(platform.db, async (trx) => {
    if (!(await spendPasswordReset(trx, reset.token_hash))) return false;
    await setUserColumns(trx, user.id, {
      password_hash: passwordHash,
      password_changed_at: new Date(),
      failed_logins: 0,
      locked_until: null,
      updated_at: new Date(),
    });
    await platform.mailer.send(accountMail.passwordChanged(user.email), trx);
    return true;
  });
  if (!done) throw accountError('INVALID_RESET_TOKEN');
  await revokeAllSessions(platform, user.id, 'password-reset');
}
