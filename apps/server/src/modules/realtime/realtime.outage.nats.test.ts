import { randomBytes } from 'node:crypto';
import type { TStreamEnvelope } from '@placar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestNatsServer, until } from '../../platform/bus/testing/nats-server';
import { createTestApp, type TestApp } from '../../testing/platform';
import { createRealtimeModule } from './index';
import { SseTestClient } from './testing/sse-client';

// The bus suite (npm run test:bus): a nats-server of this test's own, stopped and started again.
describe.skipIf(!process.env.NATS_URL)('stream gate across a NATS outage', () => {
  let nats: TestNatsServer;
  let sut: TestApp;
  let url: string;
  const clients: SseTestClient[] = [];

  beforeAll(async () => {
    nats = await TestNatsServer.start();
    sut = await createTestApp({
      modules: [createRealtimeModule()],
      env: { NATS_URL: nats.url, DEPLOYMENT_ID: `outage-${randomBytes(3).toString('hex')}` },
    });
    url = await sut.app.listen({ host: '127.0.0.1', port: 0 });
  }, 120_000);
  afterAll(async () => {
    for (const c of clients) c.close();
    await sut?.close();
    await nats?.close();
  });

  const readyz = async () => {
    const res = await sut.app.inject({ url: '/readyz' });
    return { status: res.statusCode, bus: res.json<{ checks: { bus: string } }>().checks.bus };
  };

  it('goes not-ready while NATS is down, then tells open streams to resync and refetch once it is back', async () => {
    const m = `sr:match:${randomBytes(4).toString('hex')}`;
    const stream = await SseTestClient.open(`${url}/stream/match/${m}`);
    clients.push(stream);
    expect(stream.status).toBe(200);
    await sut.platform.bus.flush();
    const odds: TStreamEnvelope = { event: 'odds-update', ts: Date.now(), matchId: m, mode: 1, payload: 1 };
    sut.platform.bus.publish(`feed.odds.${m}`, odds);
    const first = await stream.next((x) => x.event === 'odds-update');
    expect(await readyz()).toEqual({ status: 200, bus: 'ok' });

    await nats.down();
    await until(() => !sut.platform.bus.connected, 'the bus to notice the outage');
    expect(await readyz()).toEqual({ status: 503, bus: 'down' });
    const metric = async (name: string) => {
      const text = (await sut.app.inject({ url: '/metrics' })).body;
      return Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);
    };
    expect(await metric('placar_bus_connected')).toBe(0);
    const droppedBefore = await metric('placar_bus_dropped_total');
    const reconnectsBefore = await metric('placar_bus_reconnects_total');
    // Lost: published while down (no throw), never delivered.
    expect(() => sut.platform.bus.publish(`feed.odds.${m}`, { ...odds, payload: 'lost' })).not.toThrow();
    expect(stream.messages.some((x) => x.event === 'resync')).toBe(false);
    expect(await metric('placar_bus_dropped_total')).toBe(droppedBefore + 1);

    await nats.up();
    const resync = await stream.next((x) => x.event === 'resync', 30_000);
    expect(JSON.parse(resync.data)).toEqual({ reason: 'bus-reconnect' });
    await until(async () => (await readyz()).status === 200, 'readiness after the outage');
    expect(await metric('placar_bus_connected')).toBe(1);
    expect(await metric('placar_bus_reconnects_total')).toBe(reconnectsBefore + 1);
    expect(
      stream.messages.filter((x) => x.event === 'odds-update').map((x) => JSON.parse(x.data).payload),
    ).toEqual([1]);

    // A client resuming from before the outage is told to refetch too (the gap is not in its replay).
    const resumed = await SseTestClient.open(`${url}/stream/match/${m}?lastEventId=${first.id}`);
    clients.push(resumed);
    await resumed.next((x) => x.event === 'resync');

    // And live data flows again on the subscriptions made before the outage.
    sut.platform.bus.publish(`feed.odds.${m}`, { ...odds, payload: 2 });
    await stream.next((x) => x.event === 'odds-update' && JSON.parse(x.data).payload === 2);
  });
});
