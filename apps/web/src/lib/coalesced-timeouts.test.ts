import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COALESCE_FROM_MS, coalescedTimeouts, RUN_BUDGET_MS } from './coalesced-timeouts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T12:00:00.250Z'));
});
afterEach(() => vi.useRealTimers());

describe('coalescedTimeouts', () => {
  it('runs long timeouts once, not before their delay and at most a second after', () => {
    const t = coalescedTimeouts();
    const ran: string[] = [];
    t.setTimeout(() => ran.push('a'), 300_000);
    t.setTimeout(() => ran.push('b'), 300_400);
    vi.advanceTimersByTime(299_999);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1_000);
    expect(ran).toEqual(['a', 'b']);
    vi.advanceTimersByTime(600_000);
    expect(ran).toEqual(['a', 'b']);
  });

  it('shares one platform timer among the timeouts of the same second', () => {
    const t = coalescedTimeouts();
    for (let i = 0; i < 100; i++) t.setTimeout(() => undefined, 600_000 + i);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('clears one timeout without touching its neighbours, and the shared timer with the last one', () => {
    const t = coalescedTimeouts();
    const ran: number[] = [];
    const a = t.setTimeout(() => ran.push(1), 5_000);
    const b = t.setTimeout(() => ran.push(2), 5_100);
    t.clearTimeout(a);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(6_000);
    expect(ran).toEqual([2]);
    const c = t.setTimeout(() => ran.push(3), 5_000);
    t.clearTimeout(c);
    expect(vi.getTimerCount()).toBe(0);
    t.clearTimeout(b);
    t.clearTimeout(undefined);
  });

  it('leaves short timeouts and intervals to the platform, exactly', () => {
    const t = coalescedTimeouts();
    const ran: string[] = [];
    t.setTimeout(() => ran.push('short'), COALESCE_FROM_MS - 1);
    const gone = t.setTimeout(() => ran.push('cleared'), 10);
    t.clearTimeout(gone);
    const every = t.setInterval(() => ran.push('tick'), 400);
    vi.advanceTimersByTime(COALESCE_FROM_MS - 2);
    expect(ran).toEqual(['tick', 'tick']);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['tick', 'tick', 'short']);
    t.clearInterval(every);
    vi.advanceTimersByTime(5_000);
    expect(ran).toEqual(['tick', 'tick', 'short']);
  });

  it('a timeout set from a firing callback waits for its own second', () => {
    const t = coalescedTimeouts();
    const ran: string[] = [];
    t.setTimeout(() => {
      ran.push('first');
      t.setTimeout(() => ran.push('second'), 2_000);
    }, 2_000);
    vi.advanceTimersByTime(3_000);
    expect(ran).toEqual(['first']);
    vi.advanceTimersByTime(3_000);
    expect(ran).toEqual(['first', 'second']);
  });

  it('runs the timeouts of one second in short tasks, and a cleared one still waiting never runs', () => {
    const t = coalescedTimeouts();
    const ran: number[] = [];
    // each callback takes 3 ms of the clock: at most two fit in a task of RUN_BUDGET_MS
    const work = (i: number) => () => {
      ran.push(i);
      vi.setSystemTime(Date.now() + 3);
    };
    const ids = Array.from({ length: 6 }, (_, i) => t.setTimeout(work(i), 60_000));
    expect(RUN_BUDGET_MS).toBeLessThan(6);
    vi.advanceTimersByTime(59_999);
    expect(ran).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual([0, 1]);
    t.clearTimeout(ids[3]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual([0, 1, 2, 4]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual([0, 1, 2, 4, 5]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
