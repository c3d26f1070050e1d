import type { Platform } from '../../../platform/context';
import { accountError } from '../account-errors';
import { assertClientMayTry, registerWrongPassword } from '../session/login';
import { isKnownDeviceOf } from '../session/login-throttle';
import type { UserRow } from '../users.repository';
import { audit } from './factor-check';
import { tfaError } from './two-factor-errors';

type Client = { ip: string | null; deviceId: string | null };

/**
 * Wrong two-factor codes go through the login throttle (login-throttle.ts): they count like wrong
 * passwords per client, per address and per e-mail. 423 while this client (or the account) is locked.
 */
export async function assertMayTryCode(platform: Platform, user: UserRow, client: Client) {
  const until = await assertClientMayTry(platform, user.email, client);
  if (until) throw accountError('ACCOUNT_LOCKED', { lockedUntil: until.toISOString() });
  // A locked account still lets its owner in from a known device (as the password step does).
  if (
    user.locked_until &&
    user.locked_until > new Date() &&
    !(await isKnownDeviceOf(platform, user.id, client.deviceId))
  ) {
    throw accountError('ACCOUNT_LOCKED', { lockedUntil: user.locked_until.toISOString() });
  }
}

/** Records a wrong code (audit + throttle) and answers the error to throw: 400, or 423 once locked. */
export async function registerWrongCode(
  platform: Platform,
  user: UserRow,
  client: Client,
  during: 'login' | 'disable',
) {
  await audit(platform.db, user.id, 'two-factor-code-wrong', { during });
  const error = await registerWrongPassword(platform, user, client.ip, {
    username: user.email,
    deviceId: client.deviceId,
    reason: 'two-factor',
  });
  if (error.code === 'ACCOUNT_LOCKED') return error;
  const remaining = (error.context as { remainingAttempts?: number } | undefined)?.remainingAttempts;
  return tfaError('TWO_FACTOR_CODE_INVALID', { field: 'code', remainingAttempts: remaining ?? 0 });
}
