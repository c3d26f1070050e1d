/**
 * The retry key of a money-moving call (header Idempotency-Key, contract common.ts): one per user
 * action (a click), made when the action starts and sent again on every retry of it (the http client
 * retries keyed calls), so the server performs the action once. Zod-free: the shell may import it.
 */
export const IDEMPOTENCY_KEY = 'Idempotency-Key';

export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Request headers carrying a new key (plus `headers`). */
export const withNewIdempotencyKey = (headers: Record<string, string> = {}) => ({
  headers: { ...headers, [IDEMPOTENCY_KEY]: newIdempotencyKey() },
});
