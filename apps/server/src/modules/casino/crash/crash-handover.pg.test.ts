import { CASINO_TOKEN_HEADER, type TCrashState } from '@placar/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Platform } from '../../../platform/context';
import { createTestApp, createTestPlatform, type TestApp } from '../../../testing/platform';
import { checkLedger, getUserBalances } from '../../wallet';
import { casinoModule } from '..';
import { fundedPlayer } from '../wallet/test-support';

const eventually = { timeout: 60_000, interval: 100 };

/**
 * A leadership change mid-round on PostgreSQL: the node running the crash rounds shuts down while a
 * player's bet is open; the standby takes the 'casino-crash' lock, cancels that round and refunds it.
 */
describe.skipIf(!process.env.PLACAR_TEST_DATABASE_URL)('crash rounds across a leadership change', () => {
  let owner: Platform;
  let first: TestApp;
  let second: TestApp;
  let firstClosed = false;
  const state = async (node: TestApp) => {
    const res = await node.app.inject({ url: '/api/Casino/Originals/crash/State' });
    return { status: res.statusCode, data: res.json().data as TCrashState };
  };

  beforeAll(async () => {
    owner = await createTestPlatform();
    const env = { DATABASE_URL: owner.config.DATABASE_URL! };
    first = await createTestApp({ modules: [casinoModule], env });
    second = await createTestApp({ modules: [casinoModule], env });
    await casinoModule.start!(first.platform);
    await casinoModule.start!(second.platform);
  });
  afterAll(async () => {
    await second?.close();
    if (!firstClosed) await first?.close();
    await owner?.close();
  });

  it('refunds the open bet of the round the stopped leader left', async () => {
    expect((await state(second)).status).toBe(503);
    const p = await fundedPlayer(first.platform, 10_000, 100, 'crash');
    // a round whose betting phase has time left for the bet and the shutdown
    await vi.waitFor(async () => {
      const s = (await state(first)).data;
      expect(s.phase === 'betting' && s.bettingEndsAt - s.serverNow > 5_000).toBe(true);
    }, eventually);
    const bet = await first.app.inject({
      method: 'POST',
      url: '/api/Casino/Originals/crash/Bet',
      headers: { [CASINO_TOKEN_HEADER]: p.casinoToken },
      payload: { amount: 25 },
    });
    expect(bet.statusCode).toBe(200);
    const { roundId } = bet.json().data as { roundId: number };
    expect((await getUserBalances(owner, p.user.id)).real).toBe(7_500);

    const betStatus = async () =>
      (
        await sql<{ status: string }>`
          select status from casino_crash_bets where crash_round_id = ${roundId}`.execute(owner.db)
      ).rows.map((r) => r.status);
    expect(await betStatus()).toEqual(['active']);
    await first.close();
    firstClosed = true;
    // Stopping the loop settles nothing: the bet is still open, unless the standby (told at once of
    // the graceful release) has already taken over and refunded it. Either way, the standby does it.
    expect([['active'], ['refunded']]).toContainEqual(await betStatus());

    await vi.waitFor(async () => expect((await state(second)).status).toBe(200), eventually);
    const after = await sql<{ phase: string; bet: string; wallet: string }>`
      select r.phase, b.status as bet, w.status as wallet from casino_crash_rounds r
      join casino_crash_bets b on b.crash_round_id = r.id join casino_rounds w on w.id = b.casino_round_id
      where r.id = ${roundId}`.execute(owner.db);
    expect(after.rows).toEqual([{ phase: 'cancelled', bet: 'refunded', wallet: 'refunded' }]);
    expect((await getUserBalances(owner, p.user.id)).real).toBe(10_000);
    expect((await state(second)).data.roundId).toBeGreaterThan(roundId);
    expect(await checkLedger(owner.db)).toMatchObject({ ok: true });
  }, 120_000);
});
