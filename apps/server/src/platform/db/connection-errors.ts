/**
 * What a failed database call means for the caller. A connection-class error (the connection was cut,
 * refused or timed out, the server is shutting down or starting) says nothing about the request: the
 * transaction it ran in was rolled back and the same call may succeed a moment later. A serialization
 * failure or a deadlock rolled the transaction back too. Both are answered 503 SERVICE_UNAVAILABLE with
 * Retry-After (http/error-handler.ts), never 500.
 */

/** Getting a connection from the pool failed (refused, timed out, database not accepting connections). */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`database unavailable: ${describe(cause)}`, { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/** SQLSTATEs that mean the connection or the server went away (class 08, admin/crash shutdown, ...). */
const CONNECTION_SQLSTATES = new Set([
  '57P01', // admin_shutdown (pg_terminate_backend, fast shutdown)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, in recovery)
  '57P05', // idle_session_timeout
  '25P03', // idle_in_transaction_session_timeout
  '53300', // too_many_connections
  '55000', // object_not_in_prerequisite_state: "database ... is not currently accepting connections"
]);

const NETWORK_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'EAI_AGAIN',
]);

/** Messages of node-postgres and pg-pool for a lost or unobtainable connection (they carry no code). */
const CONNECTION_MESSAGES = [
  /^Connection terminated/, // "... unexpectedly", "... due to connection timeout"
  /^timeout exceeded when trying to connect/,
  /not queryable/, // "Client has encountered a connection error and is not queryable"
  /^Cannot use a pool after calling end/,
  /^Connection is closed\.?$/, // ioredis: the cache (sessions, rate limits) is unreachable
];

const RETRYABLE_TRANSACTION_SQLSTATES = new Set(['40001', '40P01']);

/**
 * True when the error (or one it wraps) is a lost, refused or timed-out connection to the database
 * (or to Redis, the cache sessions and rate limits live in).
 */
export function isConnectionError(error: unknown): boolean {
  return someCause(error, (e) => {
    if (e instanceof DatabaseUnavailableError) return true;
    if ((e as { name?: unknown }).name === 'MaxRetriesPerRequestError') return true; // ioredis
    const code = typeof e.code === 'string' ? e.code : undefined;
    if (code && (code.startsWith('08') || CONNECTION_SQLSTATES.has(code) || NETWORK_CODES.has(code))) {
      // 55000 is a connection error only when the server says it does not accept connections.
      return code !== '55000' || /accepting connections/.test(String(e.message));
    }
    return typeof e.message === 'string' && CONNECTION_MESSAGES.some((re) => re.test(e.message as string));
  });
}

/** A serialization failure or deadlock: the transaction was rolled back and may simply be run again. */
export function isRetryableTransactionError(error: unknown): boolean {
  return someCause(error, (e) => typeof e.code === 'string' && RETRYABLE_TRANSACTION_SQLSTATES.has(e.code));
}

/** Short, secret-free description of a database error for logs (no connection parameters, no client). */
export function describeDatabaseError(error: unknown): { code?: string; message: string } {
  const found: { code?: string; message?: string } = {};
  someCause(error, (e) => {
    if (!found.code && typeof e.code === 'string') found.code = e.code;
    if (!found.message && typeof e.message === 'string') found.message = e.message;
    return false;
  });
  return { ...(found.code ? { code: found.code } : {}), message: found.message ?? String(error) };
}

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

function someCause(error: unknown, test: (e: ErrorLike) => boolean, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const e = error as ErrorLike;
  if (test(e)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => someCause(inner, test, depth + 1))) return true;
  return someCause(e.cause, test, depth + 1);
}

function describe(error: unknown) {
  const { code, message } = describeDatabaseError(error);
  return code ? `${code} ${message}` : message;
}
