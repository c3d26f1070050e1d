import {
  type TRecoveryCodes,
  type TTotpEnrolment,
  type TTwoFactorEmailSent,
  type TTwoFactorMethod,
  type TTwoFactorStatus,
  TWO_FACTOR_TRUST_DAYS,
} from '@placar/contract';
import QRCode from 'qrcode';
import type { Platform } from '../../../platform/context';
import type { Db } from '../../../platform/db/database';
import { getFlag } from '../../flags';
import { accountError } from '../account-errors';
import { sameHash, sha256 } from '../crypto';
import { maskEmail } from '../mail-templates';
import { verifyPassword } from '../password/passwords';
import { registerWrongPassword } from '../session/login';
import { inAccountTransaction } from '../transaction.repository';
import type { UserRow } from '../users.repository';
import { assertMayTryCode, registerWrongCode } from './code-throttle';
import { audit, checkSecondFactor, EMAIL_CODE_TTL_MS, MAX_CODE_ATTEMPTS, newEmailCode } from './factor-check';
import { countRecoveryCodesLeft, replaceRecoveryCodes } from './recovery-codes';
import { matchTotp, newTotpSecret, otpauthUri } from './totp';
import {
  addEnrolmentAttempt,
  deleteEnrolment,
  deleteTwoFactor,
  findEnrolment,
  findTwoFactor,
  insertTwoFactor,
  saveEnrolmentRow,
  setDisableEmailCode,
} from './two-factor.repository';
import { tfaError } from './two-factor-errors';
import { twoFactorMail } from './two-factor-mail';

const ISSUER = 'Placar';
/** How long a started setup waits for its first code. */
const ENROLMENT_TTL_MS = 15 * 60 * 1000;

export async function twoFactorStatus(platform: Platform, userId: number): Promise<TTwoFactorStatus> {
  const [available, tf] = await Promise.all([
    getFlag(platform, 'feature-tfa'),
    findTwoFactor(platform.db, userId),
  ]);
  return {
    available,
    enabled: tf !== undefined,
    method: tf?.method ?? null,
    enabledAt: tf ? tf.enabled_at.toISOString() : null,
    recoveryCodesLeft: tf ? await countRecoveryCodesLeft(platform.db, userId) : 0,
    trustDays: TWO_FACTOR_TRUST_DAYS,
  };
}

/** Setup is offered only while the flag is on, and only to a bettor without two-factor. */
async function assertMayEnrol(platform: Platform, userId: number) {
  if (!(await getFlag(platform, 'feature-tfa'))) throw tfaError('TWO_FACTOR_UNAVAILABLE');
  if (await findTwoFactor(platform.db, userId)) throw tfaError('TWO_FACTOR_ALREADY_ENABLED');
}

async function saveEnrolment(
  db: Db,
  userId: number,
  values: { method: TTwoFactorMethod; totp_secret: string | null; email_code_hash: string | null },
) {
  const row = { ...values, attempts: 0, expires_at: new Date(Date.now() + ENROLMENT_TTL_MS) };
  await saveEnrolmentRow(db, userId, row);
}

/** Starts an app setup: a new secret, its otpauth URI and a QR code of it. */
export async function startTotpEnrolment(platform: Platform, user: UserRow): Promise<TTotpEnrolment> {
  await assertMayEnrol(platform, user.id);
  const secret = newTotpSecret();
  await saveEnrolment(platform.db, user.id, { method: 'totp', totp_secret: secret, email_code_hash: null });
  const uri = otpauthUri(secret, ISSUER, user.email);
  return {
    secret,
    otpauthUri: uri,
    qrDataUrl: await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 1, width: 240 }),
  };
}

/** Starts an e-mail setup: a code to the bettor's address, to prove it receives them. */
export async function startEmailEnrolment(platform: Platform, user: UserRow): Promise<TTwoFactorEmailSent> {
  await assertMayEnrol(platform, user.id);
  const code = newEmailCode();
  await inAccountTransaction(platform.db, async (trx) => {
    await saveEnrolment(trx, user.id, {
      method: 'email',
      totp_secret: null,
      email_code_hash: sha256(code),
    });
    await platform.mailer.send(twoFactorMail.code(user.email, code, ENROLMENT_TTL_MS / 60_000, 'setup'), trx);
  });
  return { sent: true, email: maskEmail(user.email) };
}

/** The first right code turns two-factor on and answers the recovery codes (shown once). */
export async function confirmEnrolment(
  platform: Platform,
  user: UserRow,
  input: { method: TTwoFactorMethod; code: string },
): Promise<TRecoveryCodes> {
  await assertMayEnrol(platform, user.id);
  const pending = await findEnrolment(platform.db, user.id);
  if (
    !pending ||
    pending.method !== input.method ||
    pending.expires_at <= new Date() ||
    pending.attempts >= MAX_CODE_ATTEMPTS
  ) {
    throw tfaError('TWO_FACTOR_ENROLMENT_MISSING');
  }
  const code = input.code.replace(/\s/g, '');
  const step =
    pending.method === 'totp' && pending.totp_secret ? matchTotp(pending.totp_secret, code, null) : null;
  const right =
    pending.method === 'totp'
      ? step !== null
      : pending.email_code_hash !== null && sameHash(pending.email_code_hash, sha256(code));
  if (!right) {
    await addEnrolmentAttempt(platform.db, user.id);
    throw tfaError('TWO_FACTOR_CODE_INVALID', {
      field: 'code',
      remainingAttempts: Math.max(0, MAX_CODE_ATTEMPTS - pending.attempts - 1),
    });
  }
  return inAccountTransaction(platform.db, async (trx) => {
    await insertTwoFactor(trx, {
      user_id: user.id,
      method: pending.method,
      totp_secret: pending.totp_secret,
      // the code that confirmed the setup is spent: it cannot sign in afterwards
      totp_last_step: step,
      email_code_hash: null,
      email_code_expires_at: null,
    });
    await deleteEnrolment(trx, user.id);
    const recoveryCodes = await replaceRecoveryCodes(trx, user.id);
    await audit(trx, user.id, 'two-factor-enabled', { method: pending.method });
    await platform.mailer.send(twoFactorMail.enabled(user.email), trx);
    return { recoveryCodes };
  });
}

/** A wrong password on a two-factor call counts like one at sign-in (same throttle and lock). */
async function assertPassword(platform: Platform, user: UserRow, password: string, ip: string) {
  if (await verifyPassword(user.password_hash, password)) return;
  const error = await registerWrongPassword(platform, user, ip);
  throw error.code === 'ACCOUNT_LOCKED' ? error : accountError('WRONG_PASSWORD', { field: 'password' });
}

async function enabledFor(platform: Platform, userId: number) {
  const tf = await findTwoFactor(platform.db, userId);
  if (!tf) throw tfaError('TWO_FACTOR_NOT_ENABLED');
  return tf;
}

/** New recovery codes for the password; the old ones stop working. */
export async function regenerateRecoveryCodes(
  platform: Platform,
  user: UserRow,
  password: string,
  ip: string,
): Promise<TRecoveryCodes> {
  await enabledFor(platform, user.id);
  await assertPassword(platform, user, password, ip);
  return inAccountTransaction(platform.db, async (trx) => {
    const recoveryCodes = await replaceRecoveryCodes(trx, user.id);
    await audit(trx, user.id, 'two-factor-recovery-codes-regenerated');
    return { recoveryCodes };
  });
}

/** E-mail method: a code to confirm turning two-factor off. */
export async function sendDisableCode(platform: Platform, user: UserRow): Promise<TTwoFactorEmailSent> {
  const tf = await enabledFor(platform, user.id);
  if (tf.method !== 'email') throw tfaError('TWO_FACTOR_NOT_ENABLED');
  const code = newEmailCode();
  await inAccountTransaction(platform.db, async (trx) => {
    await setDisableEmailCode(trx, user.id, sha256(code), new Date(Date.now() + EMAIL_CODE_TTL_MS));
    await platform.mailer.send(
      twoFactorMail.code(user.email, code, EMAIL_CODE_TTL_MS / 60_000, 'disable'),
      trx,
    );
  });
  return { sent: true, email: maskEmail(user.email) };
}

/** Turns two-factor off: the password and a current code (app, e-mailed or recovery). */
export async function disableTwoFactor(
  platform: Platform,
  user: UserRow,
  input: { password: string; code: string },
  client: { ip: string; deviceId: string | null },
) {
  const tf = await enabledFor(platform, user.id);
  await assertMayTryCode(platform, user, client);
  await assertPassword(platform, user, input.password, client.ip);
  const used = await checkSecondFactor(platform.db, tf, input.code, {
    hash: tf.email_code_hash,
    expiresAt: tf.email_code_expires_at,
  });
  if (!used) throw await registerWrongCode(platform, user, client, 'disable');
  await inAccountTransaction(platform.db, async (trx) => {
    await deleteTwoFactor(trx, user.id);
    await audit(trx, user.id, 'two-factor-disabled', { with: used });
    await platform.mailer.send(twoFactorMail.disabled(user.email), trx);
  });
  return { disabled: true as const };
}
