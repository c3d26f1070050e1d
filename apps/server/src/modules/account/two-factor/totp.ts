import { createHmac, randomBytes } from 'node:crypto';
import { sameHash } from '../crypto';

/**
 * TOTP of RFC 6238 (HMAC-SHA1, 6 digits, 30-second steps), what every authenticator app reads from an
 * otpauth:// URI. Built on node:crypto: the project ships no OTP library and this is 30 lines.
 */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of now accepted (clock drift of the phone): ±30 s. */
export const TOTP_WINDOW = 1;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const i = ALPHABET.indexOf(ch);
    if (i < 0) throw new Error('not base32');
    value = (value << 5) | i;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), base32. */
export const newTotpSecret = () => base32Encode(randomBytes(20));

export const totpStep = (at: number = Date.now()) => Math.floor(at / 1000 / TOTP_STEP_SECONDS);

/** The code of one time step (RFC 4226 dynamic truncation). */
export function totpCode(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 15;
  const n = mac.readUInt32BE(offset) & 0x7fffffff;
  return (n % 10 ** TOTP_DIGITS).toString().padStart(TOTP_DIGITS, '0');
}

/**
 * The time step a code belongs to, within the window around now and after `lastStep` (a step already
 * used is never accepted again: a replayed code fails), or null.
 */
export function matchTotp(
  secret: string,
  code: string,
  lastStep: number | null,
  at: number = Date.now(),
): number | null {
  const now = totpStep(at);
  for (let d = -TOTP_WINDOW; d <= TOTP_WINDOW; d += 1) {
    const step = now + d;
    if (lastStep !== null && step <= lastStep) continue;
    if (sameHash(totpCode(secret, step), code)) return step;
  }
  return null;
}

/** The otpauth:// URI the QR code carries (Key Uri Format of Google Authenticator). */
export function otpauthUri(secret: string, issuer: string, account: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const q = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${q}`;
}
