import { randomUUID } from 'node:crypto';
import type { TAddress, TLoginResponse, TUserStatus } from '@placar/contract';
import type { Platform } from '../../../platform/context';
import type { Db } from '../../../platform/db/database';
import { withdrawalBlockOf } from '../account-state/withdrawal-block';
import { randomToken, sha256 } from '../crypto';
import { inAccountTransaction } from '../transaction.repository';
import type { UserRow } from '../users.repository';
import type { LoginContext } from './client-context';
import { refreshTtl } from './session-lifetimes';
import {
  insertRefreshToken,
  insertSession,
  recordLoginAttempt,
  rememberDevice,
  setUserLoginState,
} from './sessions.repository';

export type IssuedTokens = { token: string; refreshToken: string; sessionId: string };

/** Signs an access token for a session from the user's current status and roles. */
export function signAccessToken(platform: Platform, user: UserRow, sessionId: string) {
  return platform.tokens.sign({
    id: user.id,
    sessionId,
    status: user.status as TUserStatus,
    roles: user.roles,
  });
}

/** Stores a new refresh token of a session; only its hash is kept. */
export async function addRefreshToken(db: Db, sessionId: string, expiresAt: Date) {
  const refreshToken = randomToken();
  await insertRefreshToken(db, sha256(refreshToken), sessionId, expiresAt);
  return refreshToken;
}

/**
 * Grants a session: a sessions row (the refresh-token family), its first refresh token and an access
 * token; remembers the device and resets the failed-login counter.
 */
export async function grantSession(
  platform: Platform,
  user: UserRow,
  ctx: LoginContext,
  extended: boolean,
): Promise<IssuedTokens> {
  const sessionId = randomUUID();
  const expiresAt = new Date(Date.now() + refreshTtl(extended));
  const refreshToken = await inAccountTransaction(platform.db, async (trx) => {
    await insertSession(trx, {
      id: sessionId,
      user_id: user.id,
      device_id: ctx.deviceId,
      ip: ctx.ip,
      user_agent: ctx.userAgent,
      country: ctx.location.isoCountry,
      region: ctx.location.region,
      city: ctx.location.city,
      extended,
      expires_at: expiresAt,
    });
    const token = await addRefreshToken(trx, sessionId, expiresAt);
    if (ctx.deviceId) await rememberDevice(trx, user.id, ctx.deviceId);
    await setUserLoginState(trx, user.id, {
      failed_logins: 0,
      locked_until: null,
      last_login_at: new Date(),
    });
    await recordLoginAttempt(trx, { userId: user.id, username: user.email, ip: ctx.ip, success: true });
    return token;
  });
  return { token: await signAccessToken(platform, user, sessionId), refreshToken, sessionId };
}

/** The login answer of seed 000 section 3, field for field. */
export function toLoginResponse(
  user: UserRow,
  tokens: { token: string; refreshToken: string },
): TLoginResponse {
  return {
    userId: user.id,
    username: user.username,
    fullname: user.full_name,
    email: user.email,
    token: tokens.token,
    refreshToken: tokens.refreshToken,
    userRegisterStep: user.step,
    faceStatus: user.face_status,
    cellphone: user.phone,
    isDeactivated: user.is_deactivated,
    validationType: user.validation_type,
    // Shown when the profile still lacks data a bonus needs (Google sign-ups without CPF or birth date).
    showUserInfoBonusView: user.cpf === null || user.birth_date === null,
    // No older domain to migrate from in this deployment.
    showUserAcceptMigrationView: false,
    autoexclusion: user.autoexclusion ?? null,
    status: user.status as TUserStatus,
    address: (user.address as TAddress | null) ?? null,
    withdrawalBlock: withdrawalBlockOf(user),
  };
}
