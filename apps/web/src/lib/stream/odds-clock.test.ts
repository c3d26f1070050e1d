import { describe, expect, it } from 'vitest';
import { OddsClock } from './odds-clock';

describe('OddsClock', () => {
  it('drops a message older than the last seen for the same event beyond 2 s', () => {
    const clock = new OddsClock();
    expect(clock.accept('sr:match:1', 10_000, 0)).toBe(true);
    expect(clock.accept('sr:match:1', 8_000, 0)).toBe(true); // exactly at the tolerance
    expect(clock.accept('sr:match:1', 7_999, 0)).toBe(false);
    expect(clock.accept('sr:match:2', 1, 0)).toBe(true); // another event has its own clock
  });

  it('keeps the newest time seen, not the last accepted', () => {
    const clock = new OddsClock();
    clock.accept('m', 10_000, 0);
    clock.accept('m', 9_000, 0);
    expect(clock.lastSeen('m')).toBe(10_000);
    expect(clock.accept('m', 7_500, 0)).toBe(false);
  });

  it('forgets entries 30 minutes after their last message', () => {
    const clock = new OddsClock();
    clock.accept('old', 5, 0);
    clock.accept('fresh', 5, 20 * 60_000);
    expect(clock.purge(30 * 60_000)).toBe(0);
    expect(clock.purge(30 * 60_000 + 1)).toBe(1);
    expect(clock.size).toBe(1);
    expect(clock.lastSeen('old')).toBeUndefined();
    expect(clock.accept('old', 1, 31 * 60_000)).toBe(true);
  });
});
