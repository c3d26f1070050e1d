/** The longest a retry waits for a server's Retry-After; a longer wait is left to the user (no retry). */
export const MAX_RETRY_WAIT_MS = 10_000;

/**
 * Milliseconds a Retry-After header asks to wait (RFC 9110: delay-seconds or an HTTP date),
 * or null when the header is absent or unreadable. A date in the past is no wait.
 */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (header === null) return null;
  const value = header.trim();
  if (value === '') return null;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // an HTTP date names its day and month; anything else ("-5", "1.5") is unreadable
  if (!/^[a-z]{3}, /i.test(value)) return null;
  const at = Date.parse(value);
  if (Number.isNaN(at)) return null;
  return Math.max(0, at - now);
}

/**
 * How long to wait before retrying: the seed's delay, or the server's Retry-After when it is longer.
 * Null when the server asks for more than MAX_RETRY_WAIT_MS: the call is not retried then.
 */
export function retryDelayMs(header: string | null, now: number, baseMs: number): number | null {
  const asked = retryAfterMs(header, now);
  if (asked === null) return baseMs;
  if (asked > MAX_RETRY_WAIT_MS) return null;
  return Math.max(baseMs, asked);
}
