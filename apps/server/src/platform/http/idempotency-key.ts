import { IDEMPOTENCY_KEY_HEADER, ZIdempotencyKey } from '@placar/contract';
import type { FastifyRequest } from 'fastify';
import { invalidField } from '../errors';

/**
 * The client's retry key of a money-moving call (header Idempotency-Key, contract common.ts), or
 * undefined without one; a malformed key is a 400 naming it. Each module keeps its own keys with the
 * call's effect, in the call's transaction (casino originals, withdrawals).
 */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined) return undefined;
  const parsed = ZIdempotencyKey.safeParse(value);
  if (!parsed.success) throw invalidField('Idempotency-Key', parsed.error.issues[0]!.message);
  return parsed.data;
}
