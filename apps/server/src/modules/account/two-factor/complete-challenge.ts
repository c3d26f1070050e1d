import type { TLoginResponse, TTwoFactorEmailSent, TTwoFactorLoginRequest } from '@placar/contract';
import type { Platform } from '../../../platform/context';
import { sha256 } from '../crypto';
import { maskEmail } from '../mail-templates';
import { grantSession, toLoginResponse } from '../session/issue-session';
import { inAccountTransaction } from '../transaction.repository';
import { findUserById } from '../users.repository';
import {
  addChallengeAttempt,
  findOpenChallenge,
  setChallengeEmailCode,
  spendChallenge,
} from './challenges.repository';
import { assertMayTryCode, registerWrongCode } from './code-throttle';
import { audit, checkSecondFactor, EMAIL_CODE_TTL_MS, MAX_CODE_ATTEMPTS, newEmailCode } from './factor-check';
import { trustDevice } from './login-challenge';
import { findTwoFactor } from './two-factor.repository';
import { tfaError } from './two-factor-errors';
import { twoFactorMail } from './two-factor-mail';

/** The pending challenge of a token: unused, unexpired, with tries left; else 401 (log in again). */
async function openChallenge(platform: Platform, token: string) {
  const row = await findOpenChallenge(platform.db, sha256(token));
  if (!row || row.attempts >= MAX_CODE_ATTEMPTS) throw tfaError('TWO_FACTOR_CHALLENGE_INVALID');
  const [user, tf] = await Promise.all([
    findUserById(platform.db, row.user_id),
    findTwoFactor(platform.db, row.user_id),
  ]);
  if (!user || !tf) throw tfaError('TWO_FACTOR_CHALLENGE_INVALID');
  return { row, user, tf };
}

/**
 * POST /api/Session/TwoFactor: the second step of a sign-in. The code (app, e-mailed or recovery)
 * finishes it with the session the password step held back; wrong codes count in the login throttle
 * and a challenge takes MAX_CODE_ATTEMPTS of them at most.
 */
export async function completeTwoFactorLogin(
  platform: Platform,
  input: TTwoFactorLoginRequest,
  ip: string,
): Promise<TLoginResponse> {
  const { row, user, tf } = await openChallenge(platform, input.challengeToken);
  const client = { ip, deviceId: row.device_id };
  await assertMayTryCode(platform, user, client);
  const used = await checkSecondFactor(platform.db, tf, input.code, {
    hash: row.email_code_hash,
    expiresAt: row.expires_at,
  });
  if (!used) {
    await addChallengeAttempt(platform.db, row.token_hash);
    throw await registerWrongCode(platform, user, client, 'login');
  }
  if (!(await spendChallenge(platform.db, row.token_hash))) throw tfaError('TWO_FACTOR_CHALLENGE_INVALID');
  await trustDevice(platform, user.id, row.device_id);
  await audit(platform.db, user.id, 'two-factor-passed', { with: used, deviceId: row.device_id });
  const tokens = await grantSession(
    platform,
    user,
    {
      ip: row.ip ?? ip,
      userAgent: row.user_agent,
      deviceId: row.device_id,
      location: { isoCountry: row.country, region: row.region, city: row.city },
    },
    row.extended,
  );
  return toLoginResponse(user, tokens);
}

/** POST /api/Session/TwoFactor/SendEmailCode: a new e-mailed code for a pending e-mail challenge. */
export async function resendChallengeCode(platform: Platform, token: string): Promise<TTwoFactorEmailSent> {
  const { row, user } = await openChallenge(platform, token);
  if (row.method !== 'email') throw tfaError('TWO_FACTOR_CHALLENGE_INVALID');
  const code = newEmailCode();
  await inAccountTransaction(platform.db, async (trx) => {
    await setChallengeEmailCode(trx, row.token_hash, sha256(code));
    await platform.mailer.send(
      twoFactorMail.code(user.email, code, EMAIL_CODE_TTL_MS / 60_000, 'login'),
      trx,
    );
  });
  return { sent: true, email: maskEmail(user.email) };
}
