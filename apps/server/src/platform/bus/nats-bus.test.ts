import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Bus, type BusMessage, openBus } from './index';
import { TestNatsServer, until } from './testing/nats-server';

// The bus suite (npm run test:bus: NATS_URL set, nats-server on the PATH).
const natsUrl = process.env.NATS_URL;
const topic = () => `test.${randomBytes(4).toString('hex')}`;

describe.skipIf(!natsUrl)('NATS bus: deployment prefix', () => {
  const opened: Bus[] = [];
  const open = async (prefix: string) => {
    const bus = await openBus(natsUrl, { prefix });
    opened.push(bus);
    return bus;
  };
  afterAll(async () => {
    await Promise.all(opened.map((b) => b.close()));
  });

  it('delivers within one deployment and never across two on the same NATS', async () => {
    const run = randomBytes(3).toString('hex');
    const a1 = await open(`dep-a-${run}`);
    const a2 = await open(`dep-a-${run}`);
    const b = await open(`dep-b-${run}`);
    expect(a1.prefix).toBe(`dep-a-${run}`);
    const t = topic();
    const got = { a2: [] as BusMessage[], b: [] as BusMessage[] };
    a2.subscribe(`${t}.>`, (m) => got.a2.push(m));
    b.subscribe(`${t}.>`, (m) => got.b.push(m));
    await a2.flush();
    await b.flush();

    a1.publish(`${t}.odds`, { from: 'a1' });
    await a1.flush();
    await until(() => got.a2.length === 1, 'a2 to receive a1');
    // Subjects come back logical: modules never see the prefix.
    expect(got.a2).toEqual([{ subject: `${t}.odds`, data: { from: 'a1' } }]);

    // b's own message reaches b after anything the server routed to it before: a1's never came.
    b.publish(`${t}.marker`, { from: 'b' });
    await b.flush();
    await until(() => got.b.length >= 1, 'b to receive its own marker');
    expect(got.b).toEqual([{ subject: `${t}.marker`, data: { from: 'b' } }]);
    expect(got.a2).toHaveLength(1);
  });

  it('puts the prefix on the wire: a plain NATS subscriber sees it', async () => {
    const run = randomBytes(3).toString('hex');
    const bus = await open(`dep-${run}`);
    const t = topic();
    const seen: BusMessage[] = [];
    const { connect } = await import('nats');
    const nc = await connect({ servers: natsUrl });
    const sub = nc.subscribe(`dep-${run}.${t}`, {
      callback: (_e, m) => seen.push({ subject: m.subject, data: null }),
    });
    await nc.flush();
    bus.publish(t, { x: 1 });
    await bus.flush();
    await until(() => seen.length === 1, 'the raw subscriber');
    expect(seen[0]!.subject).toBe(`dep-${run}.${t}`);
    sub.unsubscribe();
    await nc.close();
  });
});

describe.skipIf(!natsUrl)('NATS bus: outage and reconnect (own nats-server)', () => {
  let server: TestNatsServer;
  let bus: Bus;
  let other: Bus;
  beforeAll(async () => {
    server = await TestNatsServer.start();
    bus = await openBus(server.url, { prefix: 'outage' });
    other = await openBus(server.url, { prefix: 'outage' });
  });
  afterAll(async () => {
    await bus?.close();
    await other?.close();
    await server?.close();
  });

  it('reports the loss, drops publications without throwing, fails flush at once, and reconnects', async () => {
    const reconnects: number[] = [];
    bus.onReconnect(() => reconnects.push(Date.now()));
    const t = topic();
    const got: unknown[] = [];
    bus.subscribe(`${t}.>`, (m) => got.push(m.data));
    await bus.flush();
    expect(bus.connected).toBe(true);

    await server.down();
    await until(() => !bus.connected, 'the bus to notice the loss');
    expect(() => other.publish(`${t}.lost`, { lost: true })).not.toThrow();
    expect(() => bus.publish(`${t}.lost`, { lost: true })).not.toThrow();
    // The readiness probe: rejects while disconnected instead of waiting for the server.
    await expect(bus.flush()).rejects.toThrow(/disconnected/);

    await server.up();
    await until(() => reconnects.length === 1 && bus.connected, 'the bus to reconnect');
    await until(() => other.connected, 'the other bus to reconnect');
    await bus.flush();
    // The subscription made before the outage works again; nothing published during it arrives.
    other.publish(`${t}.after`, { after: true });
    await other.flush();
    await until(() => got.length >= 1, 'a message after the reconnect');
    expect(got).toEqual([{ after: true }]);
  });
  it('closes at once while the server is unreachable (a shutdown during an outage does not hang)', async () => {
    const lone = await openBus(server.url, { prefix: 'outage' });
    await server.down();
    try {
      await until(() => !lone.connected, 'the bus to notice the loss');
      await lone.close();
      expect(lone.connected).toBe(false);
    } finally {
      await server.up();
    }
  });
});
