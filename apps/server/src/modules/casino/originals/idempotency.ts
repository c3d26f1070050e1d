import { createHash } from 'node:crypto';
import type { QueryExecutorProvider } from 'kysely';
import { AppError } from '../../../platform/errors';
import {
  claimIdempotencyKey,
  deleteIdempotencyKeysOlderThan,
  insertIdempotencyAnswer,
  selectIdempotencyAnswer,
  updateIdempotencyAnswer,
} from './originals.repository';

export { idempotencyKeyOf } from '../../../platform/http/idempotency-key';

/** JSON with object keys sorted: the same body gives the same fingerprint whatever its key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

export const fingerprintOf = (call: string, request: unknown) =>
  createHash('sha256')
    .update(`${call}\n${canonical(request)}`)
    .digest('base64url');

export type IdempotentCall = {
  /** seedOwnerOf(session): the player (real money) or the free session. */
  owner: string;
  key: string | undefined;
  /** The call's name ('originals.play', 'mines.reveal', ...): a key reused on another call conflicts. */
  call: string;
  /** The request as the call takes it (the parsed body): its fingerprint is compared on a replay. */
  request: unknown;
};

/**
 * Runs `work` once per (owner, key) in the caller's transaction, which it must open: the key is claimed
 * first, so a concurrent retry waits for this transaction, and the answer is stored with the work's
 * writes. A replay answers the stored answer (`replayed`: nothing ran); another request under the key
 * is 409 IDEMPOTENCY_CONFLICT. A refusal rolls the claim back with everything else: a retry runs again.
 * Without a key, `work` just runs.
 */
export async function oncePerKey<T>(
  trx: QueryExecutorProvider,
  c: IdempotentCall,
  work: () => Promise<T>,
): Promise<{ answer: T; replayed: boolean }> {
  if (c.key === undefined) return { answer: await work(), replayed: false };
  const fingerprint = fingerprintOf(c.call, c.request);
  const key = { owner: c.owner, key: c.key };
  const claimed = await claimIdempotencyKey(trx, { ...key, call: c.call, fingerprint });
  if (!claimed) {
    const row = await selectIdempotencyAnswer<T>(trx, key);
    if (!row || row.fingerprint !== fingerprint || row.answer === null)
      throw new AppError('IDEMPOTENCY_CONFLICT', { context: { field: 'Idempotency-Key' } });
    return { answer: row.answer, replayed: true };
  }
  const answer = await work();
  await updateIdempotencyAnswer(trx, key, answer);
  return { answer, replayed: false };
}

/**
 * The answer stored under the call's key, or undefined when the key is unused (or absent); another
 * request under the key is 409 IDEMPOTENCY_CONFLICT. For calls checked before their own transaction
 * (crash: the loop refuses a late bet before it reaches the database).
 */
export async function storedAnswer<T>(db: QueryExecutorProvider, c: IdempotentCall): Promise<T | undefined> {
  if (c.key === undefined) return undefined;
  const row = await selectIdempotencyAnswer<T>(db, { owner: c.owner, key: c.key });
  if (!row) return undefined;
  if (row.fingerprint !== fingerprintOf(c.call, c.request) || row.answer === null)
    throw new AppError('IDEMPOTENCY_CONFLICT', { context: { field: 'Idempotency-Key' } });
  return row.answer;
}

/** Stores a call's answer under its key in the call's transaction (a key already used keeps its own). */
export async function recordAnswer(trx: QueryExecutorProvider, c: IdempotentCall, answer: unknown) {
  if (c.key === undefined) return;
  await insertIdempotencyAnswer(
    trx,
    { owner: c.owner, key: c.key, call: c.call, fingerprint: fingerprintOf(c.call, c.request) },
    answer,
  );
}

/** How long a retry key answers its first answer: far longer than any client retries (then it is free). */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/** Forgets the keys older than IDEMPOTENCY_KEY_TTL_HOURS (every node, hourly; concurrent runs are harmless). */
export async function pruneIdempotencyKeys(db: QueryExecutorProvider): Promise<number> {
  return deleteIdempotencyKeysOlderThan(db, IDEMPOTENCY_KEY_TTL_HOURS);
}
