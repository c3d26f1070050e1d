import { CRASH_PHASE_MS } from '@placar/contract';
import { casino } from '@placar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/platform';
import { checkLedger, getUserBalances } from '../../wallet';
import { fundedPlayer } from '../wallet/test-support';
import { CrashLoop } from './crash-loop';
import { FakeClock } from './crash-loop.test-support';

let sut: TestApp;
beforeAll(async () => {
  sut = await createTestApp();
});
afterAll(() => sut.close());

describe('crash loop', () => {
  it('runs betting → running → crashed → next round, settling manual and automatic cash-outs through the wallet', async () => {
    const clock = new FakeClock();
    const loop = new CrashLoop(sut.platform, clock);
    const ticks: unknown[] = [];
    sut.platform.bus.subscribe('casino.crash.>', (m) => {
      ticks.push(m.data);
    });
    await loop.start();
    const first = loop.round!;
    expect(first.phase).toBe('betting');
    // the seed is a link of the published chain
    expect(casino.verifyChainLink(first.seed, loop.chainInfo()!.anchor, first.chainIndex)).toBe(true);

    const a = await fundedPlayer(sut.platform, 10_000, 100, 'crash');
    const b = await fundedPlayer(sut.platform, 10_000, 100, 'crash');
    await loop.placeBet(a.session, 1_000, null);
    await loop.placeBet(b.session, 1_000, 1.01);
    await expect(loop.cashOut(a.session)).rejects.toMatchObject({ code: 'CRASH_NO_BET' });

    await clock.advance(CRASH_PHASE_MS.betting, loop);
    expect(loop.round!.phase === 'running' || loop.round!.phase === 'crashed').toBe(true);
    await expect(loop.placeBet(a.session, 100, null)).rejects.toMatchObject({ code: 'CRASH_BETTING_CLOSED' });

    const point = first.crashPoint;
    let manual: { multiplier: number; win: number } | null = null;
    if (point >= 1.05) {
      await clock.advance(casino.crashElapsedMsFor(1.03), loop);
      manual = await loop.cashOut(a.session);
      expect(manual.multiplier).toBeGreaterThanOrEqual(1.01);
      expect(manual.multiplier).toBeLessThan(point);
    }
    await clock.advance(casino.crashElapsedMsFor(point) + 10, loop);
    expect(loop.round!.id === first.id ? loop.round!.phase : 'crashed').toBe('crashed');

    const balA = (await getUserBalances(sut.platform, a.user.id)).real;
    const balB = (await getUserBalances(sut.platform, b.user.id)).real;
    expect(balA).toBe(9_000 + (manual ? casino.payoutCentavos(1_000, manual.multiplier) : 0));
    expect(balB).toBe(9_000 + (point >= 1.01 ? 1_010 : 0));

    await clock.advance(CRASH_PHASE_MS.crashed, loop);
    expect(loop.round!.id).toBeGreaterThan(first.id);
    expect(loop.round!.phase).toBe('betting');
    expect(
      ticks.some((t) => (t as { payload: { phase: string; seed: string } }).payload.phase === 'crashed'),
    ).toBe(true);
    expect(await checkLedger(sut.platform.db)).toMatchObject({ ok: true });
    loop.stop();
  });
});
