import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../../platform/context';
import { createTestApp, createTestPlatform, type TestApp } from '../../../testing/platform';
import { checkLedger, getUserBalances } from '../../wallet';
import { casinoModule } from '..';
import { fundedPlayer } from '../wallet/test-support';

/**
 * Mines and blackjack keep a round open between requests; its whole state is the round's row, so a
 * node that stops mid-round loses nothing: another node (or the same one restarted) on the database
 * shows the round as Active and plays it to the end. Nothing to recover, unlike the crash loop.
 */
describe.skipIf(!process.env.PLACAR_TEST_DATABASE_URL)('multi-step Originals across a restart', () => {
  let owner: Platform;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    owner = await createTestPlatform();
    const env = { DATABASE_URL: owner.config.DATABASE_URL! };
    first = await createTestApp({ modules: [casinoModule], env });
    second = await createTestApp({ modules: [casinoModule], env });
  });
  afterAll(async () => {
    await second?.close();
    await owner?.close();
  });
  const call = (node: TestApp, token: string, url: string, payload?: object) =>
    node.app.inject({
      method: payload ? 'POST' : 'GET',
      url,
      headers: { 'x-casino-token': token },
      ...(payload ? { payload } : {}),
    });

  it('resumes an open mines and an open blackjack round on another node after the first stops', async () => {
    const mines = await fundedPlayer(owner, 100_000, 100, 'mines');
    const bj = await fundedPlayer(owner, 100_000, 100, 'blackjack');
    const m0 = (
      await call(first, mines.casinoToken, '/api/Casino/Originals/mines/Start', { amount: 5, mines: 3 })
    ).json().data;
    let b0 = { status: 'closed', roundId: 0 };
    for (let i = 0; i < 10 && b0.status !== 'open'; i++)
      b0 = (await call(first, bj.casinoToken, '/api/Casino/Originals/blackjack/Start', { amount: 2 })).json()
        .data;
    expect(m0.status).toBe('open');
    expect(b0.status).toBe('open');
    await first.close();

    const m1 = (await call(second, mines.casinoToken, '/api/Casino/Originals/mines/Active')).json().data;
    expect(m1).toMatchObject({ roundId: m0.roundId, status: 'open', bet: 5 });
    let m = m1;
    for (let tile = 0; tile < 25 && m.status === 'open'; tile++)
      m = (
        await call(second, mines.casinoToken, '/api/Casino/Originals/mines/Reveal', {
          roundId: m0.roundId,
          tile,
        })
      ).json().data;
    expect(m).toMatchObject({ roundId: m0.roundId, status: 'closed' });

    const b1 = (await call(second, bj.casinoToken, '/api/Casino/Originals/blackjack/Active')).json().data;
    expect(b1).toMatchObject({ roundId: b0.roundId, status: 'open' });
    let b = b1;
    while (b.status === 'open')
      b = (
        await call(second, bj.casinoToken, '/api/Casino/Originals/blackjack/Action', {
          roundId: b0.roundId,
          action: 'stand',
        })
      ).json().data;
    expect(b.roundId).toBe(b0.roundId);
    expect((await getUserBalances(owner, mines.user.id)).real).toBe(100_000 - 500 + Math.round(m.win * 100));
    expect(await checkLedger(owner.db)).toMatchObject({ ok: true });
  });
});
