import type { Platform } from '../../../platform/context';
import { accountError } from '../account-errors';
import { accountMail } from '../mail-templates';
import { assertNotLocked, registerWrongPassword } from '../session/login';
import { revokeAllSessions } from '../session/revoke-session';
import { inAccountTransaction } from '../transaction.repository';
import { findUserById, setUserColumns } from '../users.repository';
import { assertPasswordAcceptable, hashPassword, verifyPassword } from './passwords';

/** Changes the password (the current one is checked and counts toward the lock) and ends the other sessions. */
export async function changePassword(
  platform: Platform,
  userId: number,
  sessionId: string,
  input: { currentPassword: string; password: string },
) {
  const user = await findUserById(platform.db, userId);
  if (!user) throw accountError('SESSION_REVOKED');
  assertNotLocked(user);
  if (!(await verifyPassword(user.password_hash, input.currentPassword))) {
    const error = await registerWrongPassword(platform, user, null);
    throw error.code === 'ACCOUNT_LOCKED'
      ? error
      : accountError('WRONG_PASSWORD', { field: 'currentPassword' });
  }
  assertPasswordAcceptable(input.password, 'password', user.email);
  const passwordHash = await hashPassword(input.password);
  await inAccountTransaction(platform.db, async (trx) => {
    await setUserColumns(trx, user.id, {
      password_hash: passwordHash,
      password_changed_at: new Date(),
      failed_logins: 0,
      updated_at: new Date(),
    });
    await platform.mailer.send(accountMail.passwordChanged(user.email), trx);
  });
  return revokeAllSessions(platform, user.id, 'password-changed', sessionId);
}
