import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Bus, openBus } from '../../platform/bus';
import { TestNatsServer, until } from '../../platform/bus/testing/nats-server';
import type { Platform } from '../../platform/context';
import { createTestApp, type TestApp } from '../../testing/platform';
import { startFeed } from '../betting/betting.harness';
import { getOutcomeState } from './feed.service';
import { oneXTwo } from './testing/feed-builders';

/*
 * Two nodes on one database: A runs the feed, B only reads (placement re-checks odds through B's cache).
 * B's cache is kept current by A's bus messages; the ones A publishes while NATS is down never arrive.
 */
describe.skipIf(!process.env.NATS_URL)('the feed state cache across a NATS outage (own nats-server)', () => {
  let nats: TestNatsServer;
  let sut: TestApp;
  let busB: Bus;
  let nodeB: Platform;

  beforeAll(async () => {
    nats = await TestNatsServer.start();
    const prefix = `cache-${randomBytes(3).toString('hex')}`;
    sut = await createTestApp({ start: false, env: { NATS_URL: nats.url, DEPLOYMENT_ID: prefix } });
    busB = await openBus(nats.url, { prefix });
    nodeB = { ...sut.platform, bus: busB };
  }, 120_000);
  afterAll(async () => {
    await busB?.close();
    await sut?.close();
    await nats?.close();
  });

  const outage = async () => {
    await nats.down();
    await until(() => !busB.connected && !sut.platform.bus.connected, 'both buses to notice the outage');
  };
  const back = async () => {
    await nats.up();
    await until(() => busB.connected && sut.platform.bus.connected, 'both buses to reconnect');
  };

  it('never serves B odds older than the database: nothing cached while down, all dropped on reconnect', async () => {
    const feed = await startFeed(sut.platform);
    const matchId = `sr:match:${Date.now()}`;
    const ref = { matchId, marketId: 1, specifiers: '', outcomeId: '1' };
    const oddsOnB = async () => (await getOutcomeState(nodeB, ref))?.odds;
    await feed.match(matchId, [oneXTwo([2.0, 3.4, 3.8])]);
    expect(await oddsOnB()).toBe(2.0); // cached on B now

    // A change published into the outage: B's entry must not survive the reconnect.
    await outage();
    await feed.odds(matchId, [oneXTwo([3.0, 3.4, 2.5])]);
    await back();
    expect(await oddsOnB()).toBe(3.0);

    // While the bus is down, B reads through to the database.
    await outage();
    await feed.odds(matchId, [oneXTwo([4.0, 3.4, 2.0])]);
    expect(await oddsOnB()).toBe(4.0);
    await back();
  });
});
