import { describe, expect, it } from 'vitest';
import { MAX_RETRY_WAIT_MS, retryAfterMs, retryDelayMs } from './retry-after';

const now = Date.parse('2026-11-26T18:00:00Z');

describe('Retry-After', () => {
  it('reads delay-seconds', () => {
    expect(retryAfterMs('2', now)).toBe(2000);
    expect(retryAfterMs(' 0 ', now)).toBe(0);
  });

  it('reads an HTTP date, and a past date as no wait', () => {
    expect(retryAfterMs('Thu, 26 Nov 2026 18:00:03 GMT', now)).toBe(3000);
    expect(retryAfterMs('Thu, 26 Nov 2026 17:59:00 GMT', now)).toBe(0);
  });

  it('ignores an absent or unreadable header', () => {
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs('', now)).toBeNull();
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs('-5', now)).toBeNull();
  });

  it('waits the seed delay, or the longer Retry-After, and gives up past the cap', () => {
    expect(retryDelayMs(null, now, 100)).toBe(100);
    expect(retryDelayMs('0', now, 100)).toBe(100);
    expect(retryDelayMs('3', now, 100)).toBe(3000);
    expect(retryDelayMs(String(MAX_RETRY_WAIT_MS / 1000), now, 100)).toBe(MAX_RETRY_WAIT_MS);
    expect(retryDelayMs(String(MAX_RETRY_WAIT_MS / 1000 + 1), now, 100)).toBeNull();
  });
});
