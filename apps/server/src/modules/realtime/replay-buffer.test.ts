import { describe, expect, it } from 'vitest';
import { type Frame, ReplayBuffer } from './replay-buffer';

const frame = (seq: number, at = 0): Frame => ({ seq, at, bytes: Buffer.from(String(seq)) });

describe('ReplayBuffer', () => {
  it('answers the frames after a sequence, oldest first', () => {
    const b = new ReplayBuffer(10, 60_000);
    for (const s of [1, 2, 5, 9]) b.push(frame(s));
    expect(b.after(2, 0).map((f) => f.seq)).toEqual([5, 9]);
    expect(b.after(9, 0)).toEqual([]);
    expect(b.evictedUpTo).toBe(0);
  });

  it('keeps at most its capacity and remembers what it dropped', () => {
    const b = new ReplayBuffer(3, 60_000);
    for (let s = 1; s <= 5; s++) b.push(frame(s));
    expect(b.size).toBe(3);
    expect(b.after(0, 0).map((f) => f.seq)).toEqual([3, 4, 5]);
    expect(b.evictedUpTo).toBe(2);
  });

  it('drops frames older than its window', () => {
    const b = new ReplayBuffer(10, 1_000);
    b.push(frame(1, 0));
    b.push(frame(2, 500));
    b.push(frame(3, 1_400));
    expect(b.after(0, 1_200).map((f) => f.seq)).toEqual([2, 3]);
    expect(b.evictedUpTo).toBe(1);
    expect(b.after(0, 1_600).map((f) => f.seq)).toEqual([3]);
    expect(b.evictedUpTo).toBe(2);
  });
});
