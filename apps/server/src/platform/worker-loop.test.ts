import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startWorkerLoop } from './worker-loop';

const cut = () => Object.assign(new Error('terminating connection'), { code: '57P01' });

describe('worker loop', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(outcomes: ('ok' | 'fail')[]) {
    const lines: { level: string; msg: string; obj: Record<string, unknown> }[] = [];
    const log = {
      warn: (obj: object, msg: string) =>
        lines.push({ level: 'warn', msg, obj: obj as Record<string, unknown> }),
      error: (obj: object, msg: string) =>
        lines.push({ level: 'error', msg, obj: obj as Record<string, unknown> }),
    };
    const startedAt: number[] = [];
    const loop = startWorkerLoop({
      name: 'outbox',
      intervalMs: 1_000,
      maxBackoffMs: 8_000,
      log,
      run: async () => {
        startedAt.push(Date.now());
        const outcome = outcomes.shift() ?? 'ok';
        if (outcome === 'fail') throw cut();
      },
    });
    return { lines, startedAt, loop };
  }

  it('keeps going through failures, doubling its pause up to the cap, then back to its interval', async () => {
    const t0 = Date.now();
    const { lines, startedAt, loop } = setup(['ok', 'fail', 'fail', 'fail', 'fail', 'fail', 'ok', 'ok']);
    await vi.advanceTimersByTimeAsync(60_000);
    await loop.stop();
    const gaps = startedAt.slice(1, 9).map((t, i) => t - startedAt[i]!);
    // ok → 1 s; five failures → 2, 4, 8, 8, 8 s (cap); ok → 1 s; ok → 1 s
    expect(gaps).toEqual([1_000, 2_000, 4_000, 8_000, 8_000, 8_000, 1_000, 1_000]);
    expect(startedAt[0]).toBe(t0);
    // Logged: first failure, each doubling (4 s, 8 s), not the repeats at the cap, and the recovery.
    expect(lines.map((l) => [l.level, l.obj.retryInMs ?? l.obj.failures])).toEqual([
      ['error', 2_000],
      ['error', 4_000],
      ['error', 8_000],
      ['warn', 5],
    ]);
    expect(lines[0]!.obj.db).toEqual({ code: '57P01', message: 'terminating connection' });
  });

  it('stops for good, waiting for the round in flight', async () => {
    const { startedAt, loop } = setup([]);
    await vi.advanceTimersByTimeAsync(3_000);
    const runs = startedAt.length;
    await loop.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(startedAt.length).toBe(runs);
  });
});
