import type { ZDeactivationRequest } from '@placar/contract';
import type { z } from 'zod';
import type { Platform } from '../../../platform/context';
import { notFound } from '../../../platform/errors';
import { accountError } from '../account-errors';
import { setDeactivated } from '../account-restrictions';
import { verifyPassword } from '../password/passwords';
import { assertNotLocked, registerWrongPassword } from '../session/login';
import { findUserById } from '../users.repository';
import { withdrawalBlockOf } from './withdrawal-block';

/** A user's account state as the back office sees it; 404 when the user does not exist. */
export async function accountState(platform: Platform, userId: number) {
  const user = await findUserById(platform.db, userId);
  if (!user) throw notFound('Usuário');
  return { userId, isDeactivated: user.is_deactivated, withdrawalBlock: withdrawalBlockOf(user) };
}

/**
 * The bettor deactivates their own account, confirming the password: a wrong one counts towards
 * the sign-in lock like a failed login does.
 */
export async function deactivateMyAccount(platform: Platform, userId: number, password: string, ip: string) {
  const user = await findUserById(platform.db, userId);
  if (!user) throw accountError('SESSION_REVOKED');
  assertNotLocked(user);
  if (!(await verifyPassword(user.password_hash, password))) {
    const error = await registerWrongPassword(platform, user, ip);
    throw error.code === 'ACCOUNT_LOCKED' ? error : accountError('WRONG_PASSWORD', { field: 'password' });
  }
  await setDeactivated(platform, userId, true);
  return { isDeactivated: true as const };
}

/** The back office deactivates or reactivates an account, with who did it and why. */
export async function setAccountDeactivation(
  platform: Platform,
  userId: number,
  actorId: number,
  change: z.output<typeof ZDeactivationRequest>,
) {
  await accountState(platform, userId);
  await setDeactivated(platform, userId, change.deactivated, { actorId, reason: change.reason });
  return accountState(platform, userId);
}
