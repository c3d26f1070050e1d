import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Bus, openBus } from '../../platform/bus';
import { TestNatsServer, until } from '../../platform/bus/testing/nats-server';
import type { Platform } from '../../platform/context';
import { createTestApp, type TestApp } from '../../testing/platform';
import { startFeed } from '../betting/betting.harness';
import { oneXTwo } from '../feed/testing/feed-builders';
import { matchCache } from './match-cache';
import { getSwitchMap, setSwitch, watchSwitch } from './switch.service';

/*
 * Two nodes on one database: A runs the feed and the admin calls, B serves lists from its caches, which
 * A's bus messages keep current. Whatever A publishes while NATS is down never reaches B.
 */
describe.skipIf(!process.env.NATS_URL)('sportsbook caches across a NATS outage (own nats-server)', () => {
  let nats: TestNatsServer;
  let sut: TestApp;
  let busB: Bus;
  let nodeB: Platform;

  beforeAll(async () => {
    nats = await TestNatsServer.start();
    const prefix = `sb-${randomBytes(3).toString('hex')}`;
    sut = await createTestApp({ start: false, env: { NATS_URL: nats.url, DEPLOYMENT_ID: prefix } });
    busB = await openBus(nats.url, { prefix });
    nodeB = { ...sut.platform, bus: busB };
  }, 120_000);
  afterAll(async () => {
    await busB?.close();
    await sut?.close();
    await nats?.close();
  });

  it('B drops what it cached once the bus is back: match lists and the feed switch', async () => {
    const unwatch = watchSwitch(nodeB);
    try {
      const feed = await startFeed(sut.platform);
      const matchId = `sr:match:${Date.now()}`;
      await feed.match(matchId, [oneXTwo([2.0, 3.4, 3.8])]);
      const homeOdds = async () => {
        const [m] = await matchCache(nodeB).get([matchId]);
        return m?.markets.find((x) => x.id === 1)?.outcomes.find((o) => o.outcomeId === '1')?.odds;
      };
      expect(await homeOdds()).toBe(2.0);
      expect((await getSwitchMap(nodeB))[matchId]).toBeUndefined();

      await nats.down();
      await until(() => !busB.connected && !sut.platform.bus.connected, 'both buses to notice the outage');
      await feed.odds(matchId, [oneXTwo([3.0, 3.4, 2.5])]);
      await setSwitch(sut.platform, matchId, { show: false, replace: false }, null);
      await nats.up();
      await until(() => busB.connected, 'B to reconnect');

      expect(await homeOdds()).toBe(3.0);
      expect((await getSwitchMap(nodeB))[matchId]).toEqual({ show: false, replace: false });
    } finally {
      unwatch();
    }
  });
});
