import type { TCrashTick } from '@placar/contract';
import { describe, expect, it } from 'vitest';
import { type MyCrashBet, parseAutoCashout, parseCrashEvent, settleMyBet } from './crash-feed';

const tick = (over: Partial<TCrashTick> = {}): TCrashTick => ({
  roundId: 9,
  phase: 'running',
  multiplier: 1.5,
  bettingEndsAt: 1,
  startedAt: 2,
  crashedAt: null,
  seedHash: 'h',
  seed: null,
  cashouts: [],
  playersCount: 3,
  totalBet: 30,
  ...over,
});
const bet: MyCrashBet = {
  betId: 4,
  roundId: 9,
  amount: 10,
  autoCashout: 2,
  status: 'active',
  win: 0,
  cashedAt: null,
};

describe('crash feed', () => {
  it('reads the tick of a stream envelope and ignores anything else', () => {
    const t = tick();
    expect(parseCrashEvent(JSON.stringify({ event: 'casino-crash', ts: 1, payload: t }))).toEqual(t);
    expect(
      parseCrashEvent(JSON.stringify({ event: 'casino-crash', ts: 1, payload: { roundId: 'x' } })),
    ).toBeNull();
    expect(parseCrashEvent('not json')).toBeNull();
  });

  it('settles the player’s bet from the cash-outs and the crash', () => {
    expect(settleMyBet(bet, tick())).toBe(bet);
    expect(settleMyBet(bet, tick({ cashouts: [{ betId: 4, multiplier: 2, win: 20 }] }))).toMatchObject({
      status: 'won',
      win: 20,
      cashedAt: 2,
    });
    expect(settleMyBet(bet, tick({ phase: 'crashed', multiplier: 1.2 }))).toMatchObject({ status: 'lost' });
    expect(settleMyBet(bet, tick({ roundId: 10, phase: 'crashed' }))).toBe(bet);
  });

  it('reads the auto cash-out target with a comma', () => {
    expect(parseAutoCashout('')).toEqual({ ok: true, value: null });
    expect(parseAutoCashout('2,5')).toEqual({ ok: true, value: 2.5 });
    expect(parseAutoCashout('1')).toEqual({ ok: false, error: 'O alvo mínimo é 1,01×' });
    expect(parseAutoCashout('2,555')).toEqual({ ok: false, error: 'Use um número como 2,00' });
  });
});
