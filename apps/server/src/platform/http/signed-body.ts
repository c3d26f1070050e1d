import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Requests signed by a partner over their raw bytes: the casino aggregators' wallet calls
 * (`x-casino-signature`) and the PSP's Pix webhook (`x-pix-signature`) use the same scheme,
 * `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "t.body")>`. Each module keeps its header, secret
 * and error code; the scheme and the raw body it is computed over live here.
 */

/** A signature older (or newer) than this is refused, so a captured request cannot be replayed later. */
const TOLERANCE_SECONDS = 300;

const hmac = (secret: string, t: number, body: string) => createHmac('sha256', secret).update(`${t}.${body}`);

/** The signature header's value for `body`, as a partner computes it. */
export function signBody(secret: string, body: string, now = Date.now()): string {
  const t = Math.floor(now / 1000);
  return `t=${t},v1=${hmac(secret, t, body).digest('hex')}`;
}

/** Whether `header` signs `body` with `secret`, within the tolerance, compared in constant time. */
export function verifySignedBody(
  secret: string,
  body: string,
  header: string | undefined,
  now = Date.now(),
): boolean {
  if (!header) return false;
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !parts.v1 || !/^[0-9a-f]{64}$/.test(parts.v1)) return false;
  if (Math.abs(now / 1000 - t) > TOLERANCE_SECONDS) return false;
  return timingSafeEqual(hmac(secret, t, body).digest(), Buffer.from(parts.v1, 'hex'));
}

const rawBodies = new WeakMap<FastifyRequest, string>();

/**
 * Makes `scope` (an encapsulated plugin, so other routes keep the default parser) parse JSON itself and
 * keep the bytes as they came: a signature is over those bytes, never over a re-serialised object.
 */
export function keepRawJsonBodies(scope: FastifyInstance): void {
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    rawBodies.set(request, body as string);
    try {
      done(null, JSON.parse(body as string));
    } catch {
      const error = new Error('JSON inválido no corpo da requisição.') as Error & { statusCode: number };
      error.statusCode = 400;
      done(error, undefined);
    }
  });
}

/** The raw body a `keepRawJsonBodies` scope kept for this request ('' when there was none). */
export function rawBodyOf(request: FastifyRequest): string {
  return rawBodies.get(request) ?? '';
}
