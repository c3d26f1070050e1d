import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestNatsServer, until } from '../../platform/bus/testing/nats-server';
import { createTestApp, type TestApp } from '../../testing/platform';
import type { BetSettlement } from '../feed';
import { checkLedger, getUserBalances } from '../wallet';
import { configureBetting } from './betting.config';
import type { BettingTables } from './betting.tables';
import { auth, createBettor, oneXTwo, startFeed } from './betting.test-support';
import { settlementsIdle } from './settlement';
import { followSettlements, sweepSettlements } from './settlement-sweep';

// The bus suite (npm run test:bus): a nats-server of this test's own, stopped and started again.
describe.skipIf(!process.env.NATS_URL)('a settlement published while NATS is down', () => {
  let nats: TestNatsServer;
  let sut: TestApp;
  let stop: () => void = () => {};

  beforeAll(async () => {
    nats = await TestNatsServer.start();
    sut = await createTestApp({
      start: false,
      env: { NATS_URL: nats.url, DEPLOYMENT_ID: `sweep-${randomBytes(3).toString('hex')}` },
    });
    configureBetting(sut.platform, { defaultLiveDelayMs: 0 });
  }, 120_000);
  afterAll(async () => {
    stop();
    await sut?.close();
    await nats?.close();
  });

  it('is applied by the sweep once the bus is back: the ticket settled, the ledger balanced, once', async () => {
    // Betting follows settlements as its module does, without a periodic sweep inside the test.
    stop = followSettlements(sut.platform, { intervalMs: 3_600_000 });
    const feed = await startFeed(sut.platform);
    const matchId = `sr:match:${Date.now()}`;
    await feed.match(matchId, [oneXTwo([2.0, 3.4, 3.8])]);
    const place = async (outcomeId: string, odds: number) => {
      const { user, token } = await createBettor(sut.platform, 10_000);
      const placed = await sut.app.inject({
        method: 'POST',
        url: '/api/Ticket/v1/PlaceBet/MultiSingle',
        headers: auth(token),
        payload: {
          connectionId: `nats-sweep-${Date.now()}-${outcomeId}`,
          ticketRequest: {
            oddsChangeType: 1,
            ticketBetSelection: [
              {
                eventId: matchId,
                marketId: 1,
                specifiers: '',
                outcomeId,
                outcomeValueDecimal: odds,
                stake: 10,
              },
            ],
          },
        },
      });
      expect(placed.statusCode).toBe(200);
      expect(placed.json().data.status).toBe(2);
      return user;
    };
    const ticketOf = (userId: number) =>
      sut.platform.db
        .withTables<BettingTables>()
        .selectFrom('bet_tickets')
        .select(['bet_state', 'payout'])
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
    const user = await place('1', 2.0);
    const ticket = () => ticketOf(user.id);

    await nats.down();
    await until(() => !sut.platform.bus.connected, 'the bus to notice the outage');
    // A bet placed during the outage is accepted: its publications are dropped, never thrown.
    const other = await place('2', 3.4);
    const settle: BetSettlement = {
      kind: 'bet_settlement',
      producerId: 3,
      eventId: matchId,
      ts: Date.now(),
      certainty: 2,
      homeScore: 1,
      awayScore: 0,
      markets: [
        {
          marketId: 1,
          specifiers: '',
          outcomes: [
            { outcomeId: '1', result: 1, voidFactor: 0, deadHeatFactor: 1 },
            { outcomeId: '2', result: 0, voidFactor: 0, deadHeatFactor: 1 },
            { outcomeId: '3', result: 0, voidFactor: 0, deadHeatFactor: 1 },
          ],
        },
      ],
    };
    // The feed stores it and publishes it into the outage: no throw, no delivery.
    await feed.ingestion.apply(settle);
    await settlementsIdle(sut.platform);
    expect(await ticket()).toMatchObject({ bet_state: 'open' });

    await nats.up();
    await until(async () => (await ticket()).bet_state === 'won', 'the sweep after the reconnect');
    await settlementsIdle(sut.platform);
    const paid = { real: 9_000 + 2_000, betsInPlay: 0 };
    expect(await ticket()).toMatchObject({ bet_state: 'won', payout: 2_000 });
    expect(await getUserBalances(sut.platform, user.id)).toMatchObject(paid);
    expect(await ticketOf(other.id)).toMatchObject({ bet_state: 'lost', payout: 0 });
    expect(await getUserBalances(sut.platform, other.id)).toMatchObject({ real: 9_000, betsInPlay: 0 });
    expect((await checkLedger(sut.platform.db)).ok).toBe(true);

    // Applying it again (another sweep, the feed's message replayed on the bus) moves nothing.
    expect(await sweepSettlements(sut.platform)).toEqual({ matches: 0, applied: 0 });
    await feed.ingestion.apply(settle);
    await sut.platform.bus.flush();
    await settlementsIdle(sut.platform);
    expect(await getUserBalances(sut.platform, user.id)).toMatchObject(paid);
    expect((await checkLedger(sut.platform.db)).ok).toBe(true);
  });
});
