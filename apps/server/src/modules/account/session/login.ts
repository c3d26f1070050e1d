import type { Platform } from '../../../platform/context';
import { accountError } from '../account-errors';
import { burnPasswordCheck, verifyPassword } from '../password/passwords';
import { findUserByEmail, type UserRow } from '../users.repository';
import type { LoginContext } from './client-context';
import { grantSession, toLoginResponse } from './issue-session';
import { incrementFailedLogins, recordLoginAttempt, setUserLoginState } from './sessions.repository';
import { isUnusualLogin, requestUnusualActivityConfirmation } from './unusual-activity';

export const MAX_FAILED_LOGINS = 5;
export const LOCK_MS = 15 * 60 * 1000;

export type PasswordLogin = { username: string; password: string; extendedSession: boolean };

/** 423 while the account is locked after repeated wrong passwords. */
export function assertNotLocked(user: UserRow) {
  if (user.locked_until && user.locked_until.getTime() > Date.now()) {
    throw accountError('ACCOUNT_LOCKED', { lockedUntil: user.locked_until.toISOString() });
  }
}

/** Counts a wrong password; the fifth in a row locks the account for 15 minutes (answering 423). */
export async function registerWrongPassword(platform: Platform, user: UserRow, ip: string | null) {
  const failures = await incrementFailedLogins(platform.db, user.id);
  await recordLoginAttempt(platform.db, {
    userId: user.id,
    username: user.email,
    ip,
    success: false,
    reason: 'password',
  });
  if (failures >= MAX_FAILED_LOGINS) {
    const lockedUntil = new Date(Date.now() + LOCK_MS);
    await setUserLoginState(platform.db, user.id, { failed_logins: 0, locked_until: lockedUntil });
    platform.log.warn({ userId: user.id }, 'account locked after repeated wrong passwords');
    return accountError('ACCOUNT_LOCKED', { lockedUntil: lockedUntil.toISOString() });
  }
  return accountError('INVALID_CREDENTIALS', { remainingAttempts: MAX_FAILED_LOGINS - failures });
}

/**
 * POST /api/Session/login/: checks the password (with lock-out), holds back unusual logins until
 * confirmed by e-mail, and grants a session. Deactivated, self-excluded and blocked users get their
 * session with their status (the client shows the reactivation modal or confines them to withdrawal).
 */
export async function loginWithPassword(
  platform: Platform,
  input: PasswordLogin,
  ctx: LoginContext,
  baseUrl: string,
) {
  const user = await findUserByEmail(platform.db, input.username);
  if (!user) {
    await burnPasswordCheck(input.password);
    await recordLoginAttempt(platform.db, {
      userId: null,
      username: input.username,
      ip: ctx.ip,
      success: false,
      reason: 'unknown-user',
    });
    throw accountError('INVALID_CREDENTIALS');
  }
  assertNotLocked(user);
  if (!(await verifyPassword(user.password_hash, input.password))) {
    throw await registerWrongPassword(platform, user, ctx.ip);
  }
  if (await isUnusualLogin(platform, user, ctx)) {
    throw await requestUnusualActivityConfirmation(platform, user, ctx, input.extendedSession, baseUrl);
  }
  const tokens = await grantSession(platform, user, ctx, input.extendedSession);
  return toLoginResponse(user, tokens);
}
