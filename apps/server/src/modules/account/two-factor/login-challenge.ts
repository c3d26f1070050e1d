import { TWO_FACTOR_TRUST_DAYS } from '@placar/contract';
import type { Platform } from '../../../platform/context';
import { getFlag } from '../../flags';
import { randomToken, sha256 } from '../crypto';
import { maskEmail } from '../mail-templates';
import type { LoginContext } from '../session/client-context';
import { inAccountTransaction } from '../transaction.repository';
import type { UserRow } from '../users.repository';
import { insertChallenge } from './challenges.repository';
import { EMAIL_CODE_TTL_MS, newEmailCode } from './factor-check';
import {
  findTrustedUntil,
  findTwoFactor,
  type TwoFactorRow,
  trustDeviceUntil,
} from './two-factor.repository';
import { tfaError } from './two-factor-errors';
import { twoFactorMail } from './two-factor-mail';

/** How long the second step of a sign-in waits for its code. */
export const CHALLENGE_TTL_MS = 10 * 60 * 1000;

/**
 * A device that passed the second step is trusted for TWO_FACTOR_TRUST_DAYS (30): Portaria SPA/MF
 * 722/2024 asks operators to authenticate the bettor again periodically, not only once. 30 days keeps
 * the ask regular (at least monthly on every device) without asking at every sign-in, which would push
 * bettors to turn two-factor off. A device never seen passing, or one whose trust ran out, asks again.
 */
export const TRUST_MS = TWO_FACTOR_TRUST_DAYS * 24 * 60 * 60 * 1000;

async function isTrustedDevice(platform: Platform, userId: number, deviceId: string | null) {
  if (!deviceId) return false;
  const trustedUntil = await findTrustedUntil(platform.db, userId, deviceId);
  return trustedUntil !== undefined && trustedUntil > new Date();
}

/**
 * The 2FA branch of the password sign-in: with the `feature-tfa` flag on, a bettor with two-factor
 * on a device not trusted (new, or trusted more than TRUST_MS ago) gets no tokens yet. The answer is
 * the error to throw, 403 TWO_FACTOR_REQUIRED carrying the challenge; undefined lets the sign-in go on.
 */
export async function secondFactorChallenge(
  platform: Platform,
  user: UserRow,
  ctx: LoginContext,
  extended: boolean,
) {
  if (!(await getFlag(platform, 'feature-tfa'))) return undefined;
  const tf = await findTwoFactor(platform.db, user.id);
  if (!tf) return undefined;
  if (await isTrustedDevice(platform, user.id, ctx.deviceId)) return undefined;
  return createChallenge(platform, user, tf, ctx, extended);
}

async function createChallenge(
  platform: Platform,
  user: UserRow,
  tf: TwoFactorRow,
  ctx: LoginContext,
  extended: boolean,
) {
  const challengeToken = randomToken();
  const expiresAt = new Date(Date.now() + CHALLENGE_TTL_MS);
  await inAccountTransaction(platform.db, async (trx) => {
    const code = tf.method === 'email' ? newEmailCode() : null;
    await insertChallenge(trx, {
      token_hash: sha256(challengeToken),
      user_id: user.id,
      method: tf.method,
      device_id: ctx.deviceId,
      ip: ctx.ip,
      user_agent: ctx.userAgent,
      country: ctx.location.isoCountry,
      region: ctx.location.region,
      city: ctx.location.city,
      extended,
      email_code_hash: code ? sha256(code) : null,
      expires_at: expiresAt,
      used_at: null,
    });
    if (code) {
      await platform.mailer.send(
        twoFactorMail.code(user.email, code, EMAIL_CODE_TTL_MS / 60_000, 'login'),
        trx,
      );
    }
  });
  return tfaError('TWO_FACTOR_REQUIRED', {
    challengeToken,
    method: tf.method,
    email: maskEmail(user.email),
    expiresAt: expiresAt.toISOString(),
  });
}

/** Trusts the device that just passed the second step for TRUST_MS. */
export async function trustDevice(platform: Platform, userId: number, deviceId: string | null) {
  if (!deviceId) return;
  const trustedUntil = new Date(Date.now() + TRUST_MS);
  await trustDeviceUntil(platform.db, userId, deviceId, trustedUntil);
}
