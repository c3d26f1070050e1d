import { PIN_LENGTH, REGISTER_STEP, type TSendPinResponse } from '@placar/contract';
import type { Platform } from '../../../platform/context';
import type { Db } from '../../../platform/db/database';
import { accountError } from '../account-errors';
import { randomPin, sameHash, sha256 } from '../crypto';
import { accountMail } from '../mail-templates';
import { inAccountTransaction } from '../transaction.repository';
import { setUserColumns, type UserRow } from '../users.repository';
import { addEmailPinAttempt, deleteEmailPin, findEmailPin, saveEmailPin } from './email-pins.repository';

export const PIN_TTL_MS = 10 * 60 * 1000;
export const PIN_MAX_ATTEMPTS = 5;
export const PIN_RESEND_COOLDOWN_MS = 60 * 1000;
export const PIN_MAX_SENDS_PER_HOUR = 5;
const HOUR = 60 * 60 * 1000;

const pinHash = (userId: number, pin: string) => sha256(`${userId}:${pin}`);

/**
 * Sends a new 6-digit PIN to the user's e-mail (the outbox; SMTP or the dev mailbox deliver it).
 * A new PIN replaces the old one; sends are at least a minute apart and at most 5 an hour.
 */
export async function sendEmailPin(
  platform: Platform,
  user: UserRow,
  trx: Db = platform.db,
): Promise<TSendPinResponse> {
  if (user.step >= REGISTER_STEP.EMAIL_VERIFIED) throw accountError('EMAIL_ALREADY_VERIFIED');
  const now = Date.now();
  const current = await findEmailPin(trx, user.id);
  let sends = 1;
  let windowStart = new Date(now);
  if (current) {
    const wait = current.last_sent_at.getTime() + PIN_RESEND_COOLDOWN_MS - now;
    if (wait > 0) throw accountError('PIN_RESEND_TOO_SOON', { retryAfterSeconds: Math.ceil(wait / 1000) });
    if (now - current.window_started_at.getTime() < HOUR) {
      if (current.sends_in_window >= PIN_MAX_SENDS_PER_HOUR) {
        const retry = current.window_started_at.getTime() + HOUR - now;
        throw accountError('PIN_RESEND_LIMIT', { retryAfterSeconds: Math.ceil(retry / 1000) });
      }
      sends = current.sends_in_window + 1;
      windowStart = current.window_started_at;
    }
  }
  const pin = randomPin(PIN_LENGTH);
  const expiresAt = new Date(now + PIN_TTL_MS);
  const values = {
    pin_hash: pinHash(user.id, pin),
    expires_at: expiresAt,
    attempts: 0,
    sends_in_window: sends,
    window_started_at: windowStart,
    last_sent_at: new Date(now),
  };
  await saveEmailPin(trx, user.id, values);
  await platform.mailer.send(accountMail.pin(user.email, pin, PIN_TTL_MS / 60_000), trx);
  return {
    sent: true,
    expiresAt: expiresAt.toISOString(),
    resendAvailableAt: new Date(now + PIN_RESEND_COOLDOWN_MS).toISOString(),
    remainingResends: PIN_MAX_SENDS_PER_HOUR - sends,
  };
}

/** Checks a PIN: 5 wrong tries use it up; the right one moves the registration step from 1 to 2. */
export async function validateEmailPin(platform: Platform, user: UserRow, pin: string) {
  if (user.step >= REGISTER_STEP.EMAIL_VERIFIED) throw accountError('EMAIL_ALREADY_VERIFIED');
  const row = await findEmailPin(platform.db, user.id);
  if (!row || row.expires_at.getTime() <= Date.now()) throw accountError('PIN_EXPIRED');
  if (row.attempts >= PIN_MAX_ATTEMPTS) throw accountError('PIN_ATTEMPTS_EXCEEDED');
  if (!sameHash(row.pin_hash, pinHash(user.id, pin))) {
    const attempts = await addEmailPinAttempt(platform.db, user.id);
    if (attempts >= PIN_MAX_ATTEMPTS) throw accountError('PIN_ATTEMPTS_EXCEEDED');
    throw accountError('INVALID_PIN', { remainingAttempts: PIN_MAX_ATTEMPTS - attempts });
  }
  await inAccountTransaction(platform.db, async (trx) => {
    await setUserColumns(trx, user.id, { step: REGISTER_STEP.EMAIL_VERIFIED, updated_at: new Date() });
    await deleteEmailPin(trx, user.id);
  });
  platform.bus.publish('account.email-verified', { userId: user.id });
  return { validated: true, userRegisterStep: REGISTER_STEP.EMAIL_VERIFIED };
}
