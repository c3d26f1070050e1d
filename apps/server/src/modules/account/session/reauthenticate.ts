import type { Platform } from '../../../platform/context';
import { accountError } from '../account-errors';
import { verifyPassword } from '../password/passwords';
import { findUserById } from '../users.repository';
import { assertNotLocked, registerWrongPassword } from './login';
import { markReauthenticated } from './session-activity';

/**
 * Confirms the password of an idle session (Portaria 722/2024). A wrong password counts towards the
 * account lock like a failed login, so the check cannot be used to guess the password.
 */
export async function reauthenticate(
  platform: Platform,
  me: { id: number; sessionId: string },
  password: string,
  ip: string,
) {
  const user = await findUserById(platform.db, me.id);
  if (!user) throw accountError('SESSION_REVOKED');
  assertNotLocked(user);
  if (!(await verifyPassword(user.password_hash, password))) {
    const error = await registerWrongPassword(platform, user, ip);
    throw error.code === 'ACCOUNT_LOCKED' ? error : accountError('WRONG_PASSWORD', { field: 'password' });
  }
  await markReauthenticated(platform, me.sessionId);
}
