import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An unguessable URL-safe token (refresh tokens, e-mail links). */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** Tokens are stored only as their SHA-256 (a database leak gives no usable token). */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const randomPin = (length: number) => Array.from({ length }, () => randomInt(10)).join('');

export function sameHash(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
