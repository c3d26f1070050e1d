import type { Platform } from '../../../platform/context';
import { publicUrl } from '../../../platform/public-url';
import { accountError } from '../account-errors';
import { accountMail } from '../mail-templates';
import { createPasswordResetLink, RESET_TTL_MS } from '../password/password-reset';
import { burnPasswordCheck, verifyPassword } from '../password/passwords';
import { inAccountTransaction } from '../transaction.repository';
import { secondFactorChallenge } from '../two-factor/login-challenge';
import { findUserByEmail, type UserRow } from '../users.repository';
import type { LoginContext } from './client-context';
import { grantSession, toLoginResponse } from './issue-session';
import {
  ACCOUNT_MAX_FAILED_LOGINS,
  ADDRESS_MAX_FAILED_LOGINS,
  accountFailures,
  addressFailures,
  CLIENT_MAX_FAILED_LOGINS,
  clientFailures,
  isKnownDeviceOf,
  LOCK_MS,
  type LoginClient,
  lockEnd,
} from './login-throttle';
import { incrementFailedLogins, recordLoginAttempt, setUserLoginState } from './sessions.repository';
import { isUnusualLogin, requestUnusualActivityConfirmation } from './unusual-activity';

/** Kept for callers of the old name: the per-client limit of wrong passwords. */
export const MAX_FAILED_LOGINS = CLIENT_MAX_FAILED_LOGINS;
export { LOCK_MS };

export type PasswordLogin = { username: string; password: string; extendedSession: boolean };

/** 423 while the account is locked after repeated wrong passwords. */
export function assertNotLocked(user: UserRow) {
  if (user.locked_until && user.locked_until.getTime() > Date.now()) {
    throw accountError('ACCOUNT_LOCKED', { lockedUntil: user.locked_until.toISOString() });
  }
}

const locked = (until: Date) => accountError('ACCOUNT_LOCKED', { lockedUntil: until.toISOString() });

/**
 * Refuses (423, without looking at the password) a client that has used up its wrong passwords on
 * this e-mail, or an address that has used up its own on any e-mail. Only that client waits: the
 * account's owner elsewhere still gets in. Answers the same whether the e-mail has an account.
 */
export async function assertClientMayTry(platform: Platform, username: string, client: LoginClient) {
  const mine = await clientFailures(platform, username, client);
  if (mine.n >= CLIENT_MAX_FAILED_LOGINS) return lockEnd(mine);
  const address = await addressFailures(platform, client);
  if (address.n >= ADDRESS_MAX_FAILED_LOGINS) return lockEnd(address);
  return undefined;
}

/**
 * Records a wrong password (or an unknown e-mail: the same answer, the same counts) and answers:
 * 401 INVALID_CREDENTIALS with the client's remaining attempts, 423 once the client has none left, or
 * 423 when the e-mail has had too many from everywhere — then an existing account locks, and its
 * owner gets an e-mail saying so with a password-reset link (the way out).
 */
export async function registerWrongPassword(
  platform: Platform,
  user: UserRow | undefined,
  ip: string | null,
  attempt: { username?: string; deviceId?: string | null; reason?: 'two-factor' } = {},
) {
  const username = attempt.username ?? user?.email ?? '';
  const client = { ip, deviceId: attempt.deviceId ?? null };
  if (user) await incrementFailedLogins(platform.db, user.id);
  await recordLoginAttempt(platform.db, {
    userId: user?.id ?? null,
    username,
    ip,
    deviceId: client.deviceId,
    success: false,
    reason: attempt.reason ?? (user ? 'password' : 'unknown-user'),
  });
  const everywhere = await accountFailures(platform, username, user?.password_changed_at);
  if (everywhere.n >= ACCOUNT_MAX_FAILED_LOGINS) {
    const until = lockEnd(everywhere);
    if (user && !(user.locked_until && user.locked_until > new Date()))
      await lockWithNotice(platform, user, until);
    return locked(until);
  }
  const mine = await clientFailures(platform, username, client);
  if (mine.n >= CLIENT_MAX_FAILED_LOGINS) return locked(lockEnd(mine));
  return accountError('INVALID_CREDENTIALS', { remainingAttempts: CLIENT_MAX_FAILED_LOGINS - mine.n });
}

/** Locks the account until `until` and tells its owner, with a reset link (which also unlocks it). */
async function lockWithNotice(platform: Platform, user: UserRow, until: Date) {
  await inAccountTransaction(platform.db, async (trx) => {
    await setUserLoginState(trx, user.id, { failed_logins: 0, locked_until: until });
    const link = await createPasswordResetLink(trx, user.id, publicUrl(platform.config));
    await platform.mailer.send(accountMail.accountLocked(user.email, link, RESET_TTL_MS / 60_000), trx);
  });
  platform.log.warn(
    { userId: user.id },
    'account locked after wrong passwords from many clients; owner e-mailed',
  );
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
  const client = { ip: ctx.ip, deviceId: ctx.deviceId };
  const refuse = async (until: Date, reason: string) => {
    await recordLoginAttempt(platform.db, {
      userId: user?.id ?? null,
      username: input.username,
      ip: ctx.ip,
      deviceId: ctx.deviceId,
      success: false,
      reason,
    });
    return locked(until);
  };
  const throttled = await assertClientMayTry(platform, input.username, client);
  if (throttled) throw await refuse(throttled, 'throttled');
  if (user) {
    // A locked account still lets its owner in from a device it has signed in from before.
    if (
      user.locked_until &&
      user.locked_until > new Date() &&
      !(await isKnownDeviceOf(platform, user.id, ctx.deviceId))
    )
      throw await refuse(user.locked_until, 'locked');
  } else {
    const everywhere = await accountFailures(platform, input.username);
    if (everywhere.n >= ACCOUNT_MAX_FAILED_LOGINS) throw await refuse(lockEnd(everywhere), 'locked');
  }
  // An unknown e-mail costs the same hashing work as a known one: time does not tell them apart.
  const right = user ? await verifyPassword(user.password_hash, input.password) : false;
  if (!user) await burnPasswordCheck(input.password);
  if (!user || !right) {
    throw await registerWrongPassword(platform, user, ctx.ip, {
      username: input.username,
      deviceId: ctx.deviceId,
    });
  }
  // Two-factor (flag feature-tfa): a bettor with it, on a device not trusted lately, answers a code first.
  const challenge = await secondFactorChallenge(platform, user, ctx, input.extendedSession);
  if (challenge) throw challenge;
  if (await isUnusualLogin(platform, user, ctx)) {
    throw await requestUnusualActivityConfirmation(platform, user, ctx, input.extendedSession, baseUrl);
  }
  const tokens = await grantSession(platform, user, ctx, input.extendedSession);
  return toLoginResponse(user, tokens);
}
