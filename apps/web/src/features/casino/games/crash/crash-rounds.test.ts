import type { TCrashBet, TCrashRoundSummary } from '@placar/contract';
import { describe, expect, it } from 'vitest';
import { readVerifyPrefill } from '../../game/verify-link';
import { crashVerifyLink, formatClock, formatCrashPoint, mergePoints, restoreMyBet } from './crash-rounds';

const round = (roundId: number, crashPoint: number, cancelled = false): TCrashRoundSummary => ({
  roundId,
  status: cancelled ? 'cancelled' : 'crashed',
  crashPoint,
  seedHash: `h${roundId}`,
  seed: `s${roundId}`,
  chainAnchor: 'a',
  chainIndex: roundId,
  salt: 'salt',
  startedAt: '2026-01-01T00:00:00.000Z',
  crashedAt: cancelled ? null : '2026-01-01T00:00:10.000Z',
  cancelledAt: cancelled ? '2026-01-01T00:00:05.000Z' : null,
});
const myBet = (over: Partial<TCrashBet> = {}): TCrashBet => ({
  betId: 7,
  roundId: 40,
  amount: 5,
  autoCashout: 2,
  cashedOutAt: null,
  win: 0,
  status: 'active',
  ...over,
});

describe('crash recent rounds', () => {
  it('puts live crashes and listed rounds in one strip, newest first, each round once', () => {
    const live = [{ id: 12, m: 3.1 }];
    const listed = [round(11, 1.2), round(12, 3.1), round(10, 1)];
    expect(mergePoints(live, listed)).toEqual([
      { id: 12, m: 3.1 },
      { id: 11, m: 1.2 },
      { id: 10, m: 1 },
    ]);
    expect(mergePoints([], undefined)).toEqual([]);
    // a cancelled round never crashed: no pill (its would-be point is not a result)
    expect(mergePoints([], [round(9, 5, true), round(8, 1.5)])).toEqual([{ id: 8, m: 1.5 }]);
    expect(mergePoints([], [round(1, 2), round(2, 2), round(3, 2)], 2).map((p) => p.id)).toEqual([3, 2]);
  });

  it('restores the bet of the round on screen after a reload, not an older or refunded one', () => {
    expect(restoreMyBet(myBet(), 40)).toEqual({
      betId: 7,
      roundId: 40,
      amount: 5,
      autoCashout: 2,
      status: 'active',
      win: 0,
      cashedAt: null,
    });
    expect(restoreMyBet(myBet({ status: 'won', cashedOutAt: 1.8, win: 9 }), 40)).toMatchObject({
      status: 'won',
      cashedAt: 1.8,
      win: 9,
    });
    expect(restoreMyBet(myBet(), 41)).toBeNull();
    expect(restoreMyBet(myBet({ status: 'refunded' }), 40)).toBeNull();
    expect(restoreMyBet(null, 40)).toBeNull();
  });

  it('links a round to the verification page with its seed, the salt and nonce 0', () => {
    const url = crashVerifyLink(round(5, 2.5));
    const prefill = readVerifyPrefill(new URL(url, 'https://placar.test').searchParams);
    expect(prefill).toMatchObject({
      gameId: 'crash',
      serverSeed: 's5',
      serverSeedHash: 'h5',
      clientSeed: 'salt',
      nonce: 0,
    });
    expect(formatCrashPoint(2.5)).toBe('2,50×');
    expect(formatClock('2026-01-01T15:04:05.000Z')).toBe('12:04:05');
  });
});
