import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { TStreamEnvelope } from '@placar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, tokenFor } from '../../testing/platform';
import { createRealtimeModule } from './index';
import { SseTestClient } from './testing/sse-client';

// Two server processes sharing one feed through the real NATS (CI's bus suite: npm run test:bus).
const natsUrl = process.env.NATS_URL;
const nodeScript = fileURLToPath(new URL('./testing/stream-node.ts', import.meta.url));

describe.skipIf(!natsUrl)('stream gate on two processes over NATS', () => {
  const jwtSecret = randomBytes(32).toString('hex');
  const run = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  let local: TestApp;
  let localUrl: string;
  let child: ChildProcess;
  let childUrl: string;
  const clients: SseTestClient[] = [];
  const open = async (url: string, headers: Record<string, string> = {}) => {
    const c = await SseTestClient.open(url, headers);
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    // Both servers start side by side (each builds its platform: database, migrations, bus).
    child = fork(nodeScript, [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, NATS_URL: natsUrl!, JWT_SECRET: jwtSecret, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const ready = new Promise<{ url: string; bus: string }>((resolve, reject) => {
      child.once('message', (m) => resolve(m as { url: string; bus: string }));
      child.once('exit', (code) => reject(new Error(`stream node exited with ${code}`)));
    });
    local = await createTestApp({
      modules: [createRealtimeModule()],
      env: { NATS_URL: natsUrl!, JWT_SECRET: jwtSecret },
    });
    expect(local.platform.bus.kind).toBe('nats');
    localUrl = await local.app.listen({ host: '127.0.0.1', port: 0 });
    const started = await ready;
    expect(started.bus).toBe('nats');
    childUrl = started.url;
  }, 240_000);

  afterAll(async () => {
    for (const c of clients) c.close();
    if (child?.connected) {
      const exited = new Promise((r) => child.once('exit', r));
      child.send({ close: true });
      await exited;
    }
    await local?.close();
  });

  const odds = (matchId: string, payload: unknown): TStreamEnvelope => ({
    event: 'odds-update',
    ts: Date.now(),
    matchId,
    sportId: 'sr:sport:1',
    mode: 1,
    payload,
  });
  const publishFromChild = (subject: string, data: unknown) =>
    new Promise<void>((resolve) => {
      child.once('message', () => resolve());
      child.send({ publish: { subject, data } });
    });

  it("delivers a change published by one process to the other's stream clients, both ways", async () => {
    const m = `sr:match:${run}`;
    const onChild = await open(`${childUrl}/stream/match/${m}`);
    const onLocal = await open(`${localUrl}/stream/match/${m}`);
    expect([onChild.status, onLocal.status]).toEqual([200, 200]);
    // Both gates must have their NATS subscriptions in place before publishing.
    await local.platform.bus.flush();

    local.platform.bus.publish(`feed.odds.${m}`, odds(m, 'from-local'));
    await local.platform.bus.flush();
    const fromLocal = await onChild.next((x) => x.event === 'odds-update');
    expect(JSON.parse(fromLocal.data)).toMatchObject({ matchId: m, payload: 'from-local' });

    await publishFromChild(`feed.odds.${m}`, odds(m, 'from-child'));
    await onLocal.until(() => onLocal.messages.length >= 2);
    expect(onLocal.messages.map((x) => JSON.parse(x.data).payload)).toEqual(['from-local', 'from-child']);
  });

  it("opens a user's stream on one node with a ticket issued by the other, and relays bet updates", async () => {
    const userId = 700_000 + Math.floor(Math.random() * 99_999);
    const token = await tokenFor(local.platform, { id: userId });
    const issued = await local.app.inject({
      method: 'POST',
      url: '/api/stream/ticket',
      headers: { authorization: `Bearer ${token}` },
    });
    const { ticket } = issued.json<{ data: { ticket: string } }>().data;
    const stream = await open(`${childUrl}/stream/betwon/${userId}?ticket=${ticket}`);
    expect(stream.status).toBe(200);
    await local.platform.bus.flush();
    local.platform.bus.publish(`bets.history.${userId}`, {
      event: 'bet-history-update',
      ts: Date.now(),
      userId,
      payload: { betId: 1 },
    } satisfies TStreamEnvelope);
    await local.platform.bus.flush();
    const got = await stream.next((x) => x.event === 'bet-history-update');
    expect(JSON.parse(got.data).payload).toEqual({ betId: 1 });
  });
});
