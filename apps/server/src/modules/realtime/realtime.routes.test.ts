import net from 'node:net';
import type { TStreamEnvelope } from '@placar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, tokenFor } from '../../testing/platform';
import { createRealtimeModule, type RealtimeModule } from './index';
import { type SseMessage, SseTestClient } from './testing/sse-client';

// Ids unique to this run: with PLACAR_TEST_NATS=1 the bus is shared with other suites.
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
const match = (n: number) => `sr:match:${run}${n}`;
const sport = `sr:sport:${run}`;

const odds = (matchId: string, extra: Partial<TStreamEnvelope> = {}): TStreamEnvelope => ({
  event: 'odds-update',
  ts: Date.now(),
  matchId,
  sportId: sport,
  tournamentId: `sr:tournament:${run}`,
  seasonId: `sr:season:${run}`,
  mode: 1,
  payload: { markets: [{ id: 1, outcomes: [{ id: '1', odds: 1.85 }] }] },
  ...extra,
});

describe('stream gate', () => {
  let t: TestApp;
  let realtime: RealtimeModule;
  let base: string;
  const clients: SseTestClient[] = [];
  const open = async (path: string, headers: Record<string, string> = {}) => {
    const c = await SseTestClient.open(`${base}${path}`, headers);
    clients.push(c);
    return c;
  };
  const publish = async (subject: string, env: TStreamEnvelope) => {
    t.platform.bus.publish(subject, env);
    await t.platform.bus.flush();
  };
  const hub = () => realtime.hubOf(t.platform)!;
  const marker = (label: string): TStreamEnvelope => ({
    event: 'system-status',
    ts: Date.now(),
    payload: { label },
  });
  const isMarker = (label: string) => (m: SseMessage) =>
    m.event === 'system-status' &&
    (JSON.parse(m.data) as TStreamEnvelope & { payload: { label: string } }).payload.label === label;

  beforeAll(async () => {
    realtime = createRealtimeModule({ heartbeatMs: 100, maxBufferedBytes: 64 * 1024, replayCapacity: 8 });
    t = await createTestApp({ modules: [realtime] });
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = address;
  });

  afterAll(async () => {
    for (const c of clients) c.close();
    await t.close();
  });

  it('streams an odds change as a server-sent event with an id and the feed timestamp', async () => {
    const c = await open(`/stream/match/${encodeURIComponent(match(1))}`, { 'accept-encoding': 'gzip, br' });
    expect(c.status).toBe(200);
    expect(c.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(c.headers['cache-control']).toBe('no-cache, no-transform');
    expect(c.headers['content-encoding']).toBeUndefined();
    const env = odds(match(1));
    await publish(`feed.odds.${match(1)}`, env);
    const got = await c.next((m) => m.event === 'odds-update');
    expect(got.id).toMatch(new RegExp(`^${hub().epoch}-\\d+$`));
    expect(JSON.parse(got.data)).toEqual(env);
  });

  it("relays only the envelope's fields and drops a malformed envelope", async () => {
    const m = match(2);
    const c = await open(`/stream/match/${m}`);
    const env = odds(m, { payload: 'kept' });
    await publish(`feed.odds.${m}`, { ...env, internal: 'not for browsers' } as TStreamEnvelope);
    await publish(`feed.odds.${m}`, { ...env, ts: 'late', payload: 'dropped' } as unknown as TStreamEnvelope);
    await publish('feed.status.1', marker('end-of-fields'));
    await c.next(isMarker('end-of-fields'));
    const relayed = c.messages.filter((x) => x.event === 'odds-update').map((x) => JSON.parse(x.data));
    expect(relayed).toEqual([env]);
  });

  it('routes each message only to the topics its fields name', async () => {
    const m1 = match(11);
    const m2 = match(12);
    const m3 = match(13);
    const streams = {
      home: await open('/stream/home'),
      sport: await open(`/stream/sport/${sport}`),
      prematch: await open(`/stream/sport/${sport}/prematch`),
      m2: await open(`/stream/match/${m2}`),
      pair: await open(`/stream/matches/${m1}&${m3}`),
      tournament: await open(`/stream/tournament/sr:tournament:${run}x`),
      season: await open(`/stream/season/sr:season:${run}x`),
    };
    const sent: [string, TStreamEnvelope][] = [
      ['a', odds(m1, { payload: 'a' })],
      ['b', odds(m2, { mode: 0, payload: 'b' })],
      ['c', odds(m3, { event: 'bet-stop', payload: 'c', tournamentId: `sr:tournament:${run}x` })],
      ['d', odds(m2, { event: 'settlement', payload: 'd', seasonId: `sr:season:${run}x` })],
      ['e', odds(m1, { event: 'event-live-time', payload: 'e' })],
    ];
    for (const [, env] of sent) await publish(`feed.odds.${env.matchId}`, env);
    await publish('feed.status.1', marker('end-of-routing'));
    const payloads = async (c: SseTestClient) => {
      await c.next(isMarker('end-of-routing'));
      return c.messages
        .filter((m) => m.event !== 'system-status')
        .map((m) => (JSON.parse(m.data) as TStreamEnvelope).payload);
    };
    expect(await payloads(streams.home)).toEqual(['a', 'c', 'e']);
    expect(await payloads(streams.sport)).toEqual(['a', 'c', 'd', 'e']);
    expect(await payloads(streams.prematch)).toEqual(['b']);
    expect(await payloads(streams.m2)).toEqual(['b', 'd']);
    expect(await payloads(streams.pair)).toEqual(['a', 'c', 'e']);
    expect(await payloads(streams.tournament)).toEqual(['c']);
    expect(await payloads(streams.season)).toEqual(['d']);
  });

  it('relays the shared crash ticks of casino.crash.<roundId> on /stream/casino/crash only', async () => {
    const crash = await open('/stream/casino/crash');
    const home = await open('/stream/home');
    const tick: TStreamEnvelope = {
      event: 'casino-crash',
      ts: Date.now(),
      payload: { roundId: 7, multiplier: 1.42 },
    };
    await publish('casino.crash.7', tick);
    await publish('feed.status.1', marker('end-of-crash'));
    const got = await crash.next((m) => m.event === 'casino-crash');
    expect(JSON.parse(got.data)).toEqual(tick);
    await home.next(isMarker('end-of-crash'));
    expect(home.messages.some((m) => m.event === 'casino-crash')).toBe(false);
  });

  it('resumes after Last-Event-ID with exactly the missed messages', async () => {
    const m = match(21);
    const first = await open(`/stream/match/${m}`);
    for (const p of [1, 2]) await publish(`feed.odds.${m}`, odds(m, { payload: p }));
    const second = await first.until(() => first.messages.length >= 2 && first.messages[1]);
    first.close();
    for (const p of [3, 4]) await publish(`feed.odds.${m}`, odds(m, { payload: p }));

    const resumed = await open(`/stream/match/${m}`, { 'last-event-id': second.id! });
    await resumed.until(() => resumed.messages.length >= 2);
    await publish(`feed.odds.${m}`, odds(m, { payload: 5 }));
    await resumed.until(() => resumed.messages.length >= 3);
    expect(resumed.messages.map((x) => (JSON.parse(x.data) as TStreamEnvelope).payload)).toEqual([3, 4, 5]);

    // The query parameter stands in for the header (a client reconnecting by itself).
    const byQuery = await open(`/stream/match/${m}?lastEventId=${encodeURIComponent(second.id!)}`);
    await byQuery.until(() => byQuery.messages.length >= 3);
    expect(byQuery.messages.map((x) => (JSON.parse(x.data) as TStreamEnvelope).payload)).toEqual([3, 4, 5]);
  });

  it('asks for a resync when the id is unknown or the replay buffer lost the gap', async () => {
    const m = match(31);
    const unknown = await open(`/stream/match/${m}`, { 'last-event-id': 'otherNode-12' });
    const resync = await unknown.next((x) => x.event === 'resync');
    expect(JSON.parse(resync.data)).toEqual({ reason: 'unknown-id' });

    const follower = await open(`/stream/match/${m}`);
    await publish(`feed.odds.${m}`, odds(m, { payload: 0 }));
    const firstId = (await follower.next()).id!;
    for (let p = 1; p <= 10; p++) await publish(`feed.odds.${m}`, odds(m, { payload: p }));
    const late = await open(`/stream/match/${m}`, { 'last-event-id': firstId });
    await late.next((x) => x.event === 'resync');
    const replayed = late.messages.filter((x) => x.event === 'odds-update');
    expect(replayed.map((x) => (JSON.parse(x.data) as TStreamEnvelope).payload)).toEqual([
      3, 4, 5, 6, 7, 8, 9, 10,
    ]);
  });

  it('exposes its figures on /metrics', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.body).toMatch(/^placar_stream_clients \d+$/m);
    expect(res.body).toMatch(/^placar_stream_messages_published [1-9]\d*$/m);
  });

  /** A stream opened over a bare socket: every byte the server sends, framing included. */
  const rawStream = (path: string, { version = '1.1', method = 'GET' } = {}) => {
    const url = new URL(base);
    const socket = net.connect(Number(url.port), url.hostname);
    let bytes = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      bytes += chunk;
    });
    socket.write(`${method} ${path} HTTP/${version}\r\nHost: x\r\nAccept: text/event-stream\r\n\r\n`);
    const waitFor = async (text: string) => {
      for (let i = 0; i < 500 && !bytes.includes(text); i++) await new Promise((r) => setTimeout(r, 10));
      expect(bytes).toContain(text);
    };
    const split = () => {
      const end = bytes.indexOf('\r\n\r\n');
      return { head: bytes.slice(0, end), body: bytes.slice(end + 4) };
    };
    return { socket, waitFor, split };
  };

  /** An HTTP/1.1 chunked body to its text; fails on a malformed chunk. */
  const unchunk = (body: string) => {
    let text = '';
    let at = 0;
    while (at < body.length) {
      const line = body.indexOf('\r\n', at);
      const size = Number.parseInt(body.slice(at, line), 16);
      expect(body.slice(at, line)).toMatch(/^[0-9a-f]+$/);
      expect(body.slice(line + 2 + size, line + 4 + size)).toBe('\r\n');
      text += body.slice(line + 2, line + 2 + size);
      at = line + 4 + size;
    }
    return text;
  };

  it('frames the stream as HTTP/1.1 chunks, plain bytes for HTTP/1.0, and no body for HEAD', async () => {
    const m = match(51);
    const v11 = rawStream(`/stream/match/${m}`);
    const v10 = rawStream(`/stream/match/${m}`, { version: '1.0' });
    const head = rawStream(`/stream/match/${m}`, { method: 'HEAD' });
    for (const s of [v11, v10]) await s.waitFor(': ok\n\n');
    await head.waitFor('\r\n\r\n');
    const reader = await open(`/stream/match/${m}`);
    for (const p of [1, 2]) t.platform.bus.publish(`feed.odds.${m}`, odds(m, { payload: p }));
    await publish('feed.status.1', marker('end-of-framing'));
    for (const s of [v11, v10]) await s.waitFor('end-of-framing');
    await reader.next(isMarker('end-of-framing'));

    const chunked = v11.split();
    expect(chunked.head.toLowerCase()).toContain('transfer-encoding: chunked');
    const plain = v10.split();
    expect(plain.head.toLowerCase()).not.toContain('transfer-encoding');
    for (const text of [unchunk(chunked.body), plain.body]) {
      expect(text.startsWith('retry: 3000\n: ok\n\n')).toBe(true);
      const data = [...text.matchAll(/^data: (.*)$/gm)].map((x) => JSON.parse(x[1]!) as TStreamEnvelope);
      expect(data.map((d) => d.payload)).toEqual([1, 2, { label: 'end-of-framing' }]);
    }
    expect(head.split().head).toMatch(/^HTTP\/1\.1 200 /);
    expect(head.split().body).toBe('');
    for (const s of [v11, v10, head]) s.socket.destroy();
  });

  it('sends heartbeat comment lines', async () => {
    const c = await open('/stream/home');
    await c.until(() => c.comments.includes('heartbeat'));
  });

  it('cuts off a client that does not read, and keeps serving the others', async () => {
    const m = match(41);
    const reader = await open(`/stream/match/${m}`);
    const url = new URL(base);
    const stalled = net.connect(Number(url.port), url.hostname);
    stalled.write(`GET /stream/match/${m} HTTP/1.1\r\nHost: x\r\nAccept: text/event-stream\r\n\r\n`);
    stalled.pause();
    await reader.until(() => hub().stats().clients >= 2 || undefined);
    const cutBefore = hub().stats().cutOff;
    const big = 'x'.repeat(16 * 1024);
    let sent = 0;
    while (hub().stats().cutOff === cutBefore) {
      await publish(`feed.odds.${m}`, odds(m, { payload: { big, n: sent } }));
      await new Promise((r) => setImmediate(r));
      sent += 1;
      if (sent % 50 === 0) await reader.until(() => reader.messages.length >= sent || undefined);
      if (sent > 5_000) throw new Error('the stalled client was never cut off');
    }
    await reader.until(() => reader.messages.length >= sent || undefined);
    expect(reader.ended).toBe(false);
    expect(hub().stats().cutOff).toBe(cutBefore + 1);
    stalled.destroy();
  });

  describe('betwon', () => {
    const userId = 900_000 + Math.floor(Math.random() * 99_999);
    const other = userId + 1;
    const history = (to: number, payload: unknown): TStreamEnvelope => ({
      event: 'bet-history-update',
      ts: Date.now(),
      userId: to,
      payload,
    });

    it('refuses a stream without credentials, or of another user', async () => {
      const anonymous = await open(`/stream/betwon/${userId}`);
      expect(anonymous.status).toBe(401);
      const token = await tokenFor(t.platform, { id: other });
      const foreign = await open(`/stream/betwon/${userId}`, { authorization: `Bearer ${token}` });
      expect(foreign.status).toBe(403);
      expect(JSON.parse((await foreign.body)!)).toMatchObject({ error: { code: 'FORBIDDEN' } });
      const bad = await open(`/stream/betwon/${userId}?ticket=forged.ticket.value`);
      expect(bad.status).toBe(401);
      expect(JSON.parse((await bad.body)!)).toMatchObject({ error: { context: { field: 'ticket' } } });
    });

    it("delivers a user's bet updates to that user only, with a bearer token or a ticket", async () => {
      const token = await tokenFor(t.platform, { id: userId });
      const byHeader = await open(`/stream/betwon/${userId}`, { authorization: `Bearer ${token}` });
      expect(byHeader.status).toBe(200);

      const issued = await t.app.inject({
        method: 'POST',
        url: '/api/stream/ticket',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(issued.statusCode).toBe(200);
      const { ticket } = issued.json<{ data: { ticket: string; userId: number } }>().data;
      expect(issued.json().data.userId).toBe(userId);
      const byTicket = await open(`/stream/betwon/${userId}?ticket=${ticket}`);
      expect(byTicket.status).toBe(200);
      const misused = await open(`/stream/betwon/${other}?ticket=${ticket}`);
      expect(misused.status).toBe(403);
      // A stale bearer token does not spoil a valid ticket.
      const staleBearer = await open(`/stream/betwon/${userId}?ticket=${ticket}`, {
        authorization: 'Bearer x.y.z',
      });
      expect(staleBearer.status).toBe(200);
      staleBearer.close();

      const otherToken = await tokenFor(t.platform, { id: other });
      const otherStream = await open(`/stream/betwon/${other}`, { authorization: `Bearer ${otherToken}` });
      const home = await open('/stream/home');

      await publish(`bets.history.${other}`, history(other, 'theirs'));
      await publish(`bets.history.${userId}`, history(userId, 'mine'));
      await publish('feed.status.1', marker('end-of-betwon'));
      for (const c of [byHeader, byTicket]) {
        const got = await c.next((m) => m.event === 'bet-history-update');
        expect(JSON.parse(got.data).payload).toBe('mine');
      }
      await otherStream.next((m) => m.event === 'bet-history-update');
      expect(otherStream.messages.map((m) => JSON.parse(m.data).payload)).toEqual(['theirs']);
      await home.next(isMarker('end-of-betwon'));
      expect(home.messages.some((m) => m.event === 'bet-history-update')).toBe(false);
      // User streams get no public broadcasts either.
      expect(byHeader.messages.some((m) => m.event === 'system-status')).toBe(false);
    });

    it('needs a login for a ticket', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/stream/ticket' });
      expect(res.statusCode).toBe(401);
    });
  });

  it('refuses bad ids with a 400 naming the field', async () => {
    const many = Array.from({ length: 51 }, (_, i) => `m${i}`).join('&');
    for (const [path, field] of [
      ['/stream/matches/ok&bad%20id', 'ids'],
      [`/stream/matches/${many}`, 'ids'],
      ['/stream/betwon/abc', 'userId'],
      [`/stream/match/${'x'.repeat(65)}`, 'id'],
    ] as const) {
      const c = await open(path);
      expect(c.status, path).toBe(400);
      const body = JSON.parse((await c.body)!);
      expect(body.error.code).toBe('VALIDATION_ERROR');
      expect(body.error.context.issues[0].field).toBe(field);
    }
  });
});

describe('stream gate shutdown', () => {
  it('ends open streams when the app closes', async () => {
    const t = await createTestApp({ modules: [createRealtimeModule()] });
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const c = await SseTestClient.open(`${base}/stream/home`);
    expect(c.status).toBe(200);
    await t.close();
    await c.until(() => c.ended);
  });
});
