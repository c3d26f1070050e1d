import { createHmac, timingSafeEqual } from 'node:crypto';

/** `x-casino-signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "t.body")>`, as the Pix webhook. */
const TOLERANCE_SECONDS = 300;

export function signCasinoRequest(secret: string, body: string, now = Date.now()): string {
  const t = Math.floor(now / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

export function verifyCasinoSignature(
  secret: string,
  body: string,
  header: string | undefined,
  now = Date.now(),
) {
  if (!header) return false;
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !parts.v1 || !/^[0-9a-f]{64}$/.test(parts.v1)) return false;
  if (Math.abs(now / 1000 - t) > TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(parts.v1, 'hex'));
}
