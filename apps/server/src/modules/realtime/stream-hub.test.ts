import type { ServerResponse } from 'node:http';
import type { TStreamEnvelope } from '@placar/contract';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chunkOf } from './stream-client';
import { StreamHub } from './stream-hub';
import { topicKeys } from './topics';

/** What one fake stream received: each write's bytes, as the socket got them. */
type Written = { writes: Buffer[]; text: () => string };

/** A response whose head is out and whose socket takes every write (chunked, like HTTP/1.1). */
function fakeResponse(chunked = true): { res: ServerResponse; out: Written } {
  const writes: Buffer[] = [];
  const socket = { writableLength: 0, write: (b: Buffer) => writes.push(Buffer.from(b)) };
  const res = {
    req: { method: 'GET' },
    socket,
    chunkedEncoding: chunked,
    get writableLength() {
      return socket.writableLength;
    },
    // The first write goes through Node (head + first chunk); the fake keeps its text only.
    write: (b: Buffer) => writes.push(Buffer.from(b)),
    on: () => res,
    end: () => {},
    destroy: () => {},
  };
  return {
    res: res as unknown as ServerResponse,
    out: { writes, text: () => Buffer.concat(writes).toString() },
  };
}

/** Chunked writes back to their text; throws if a write is not exactly one well-formed chunk. */
function unchunk(write: Buffer): string {
  const s = write.toString('latin1');
  const line = s.indexOf('\r\n');
  const size = Number.parseInt(s.slice(0, line), 16);
  expect(s.slice(0, line)).toBe(size.toString(16));
  expect(s.length).toBe(line + 2 + size + 2);
  expect(s.slice(-2)).toBe('\r\n');
  return Buffer.from(s.slice(line + 2, line + 2 + size), 'latin1').toString();
}

const env = (payload: unknown, extra: Partial<TStreamEnvelope> = {}): TStreamEnvelope => ({
  event: 'odds-update',
  ts: 1,
  payload,
  ...extra,
});
const payloads = (text: string) =>
  [...text.matchAll(/^data: (.*)$/gm)].map((m) => (JSON.parse(m[1]!) as TStreamEnvelope).payload);

describe('StreamHub', () => {
  const log = pino({ level: 'silent' });
  let hub: StreamHub | undefined;

  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    hub?.close();
    hub = undefined;
    vi.useRealTimers();
  });

  it('frames a chunk for HTTP/1.1 chunked encoding and keeps the bare text beside it', () => {
    const c = chunkOf([Buffer.from('data: a\n\n'), Buffer.from('data: é\n\n')]);
    expect(c.text.toString()).toBe('data: a\n\ndata: é\n\n');
    expect(c.framed.toString('latin1')).toBe(`13\r\n${c.text.toString('latin1')}\r\n`);
    expect(chunkOf('').framed.toString()).toBe('0\r\n\r\n');
  });

  it("writes a turn's messages to a client in one chunk, once each and in order", () => {
    const h = new StreamHub(log, { heartbeatMs: 60_000 });
    hub = h;
    const a = topicKeys.match('a');
    const b = topicKeys.match('b');
    const only = fakeResponse();
    const both = fakeResponse();
    const raw = fakeResponse(false);
    h.subscribe(only.res, [a], null);
    h.subscribe(both.res, [a, b], null);
    h.subscribe(raw.res, [b], null);
    for (const out of [only.out, both.out, raw.out]) out.writes.length = 0;

    h.publish(env(1), [a]);
    h.publish(env(2), [a, b]);
    h.publish(env(3), [b]);
    h.publish(env('status', { event: 'system-status' }), ['*']);
    vi.advanceTimersByTime(0);

    expect(only.out.writes).toHaveLength(1);
    expect(payloads(unchunk(only.out.writes[0]!))).toEqual([1, 2, 'status']);
    expect(both.out.writes).toHaveLength(1);
    expect(payloads(unchunk(both.out.writes[0]!))).toEqual([1, 2, 3, 'status']);
    // Not chunked (an HTTP/1.0 request): the same text without framing.
    expect(raw.out.writes).toHaveLength(1);
    expect(payloads(raw.out.writes[0]!.toString())).toEqual([2, 3, 'status']);

    // Without a broadcast, a client of one topic shares its chunk; the other still gets one write.
    h.publish(env(4), [a]);
    h.publish(env(5), [b]);
    vi.advanceTimersByTime(0);
    expect(payloads(unchunk(only.out.writes[1]!))).toEqual([4]);
    expect(payloads(unchunk(both.out.writes[1]!))).toEqual([4, 5]);
    expect(payloads(raw.out.writes[1]!.toString())).toEqual([5]);
  });

  it('sends a heartbeat to a quiet stream only, so none is silent longer than the period', () => {
    const h = new StreamHub(log, { heartbeatMs: 1_000 });
    hub = h;
    const busy = fakeResponse();
    const quiet = fakeResponse();
    h.subscribe(busy.res, [topicKeys.match('busy')], null);
    h.subscribe(quiet.res, [topicKeys.match('quiet')], null);
    const received = (out: Written) => {
      const times: number[] = [];
      const seen = out.writes.length;
      return {
        poll: () => {
          while (times.length < out.writes.length - seen) times.push(Date.now());
        },
        times,
      };
    };
    const busyTimes = received(busy.out);
    const quietTimes = received(quiet.out);
    const start = Date.now();
    for (let step = 0; step < 100; step++) {
      if (step % 6 === 0) h.publish(env(step), [topicKeys.match('busy')]);
      vi.advanceTimersByTime(100);
      busyTimes.poll();
      quietTimes.poll();
    }
    expect(busy.out.text()).not.toContain(': heartbeat');
    const beats = quiet.out.text().split(': heartbeat\n\n').length - 1;
    expect(beats).toBeGreaterThanOrEqual(9);
    for (const times of [busyTimes.times, quietTimes.times]) {
      let last = start;
      for (const t of times) {
        expect(t - last).toBeLessThanOrEqual(1_000);
        last = t;
      }
      expect(Date.now() - last).toBeLessThanOrEqual(1_000);
    }
  });
  it('tells every open stream to resync after lost messages, and resyncs a resume from before them', () => {
    const h = new StreamHub(log, { heartbeatMs: 60_000 });
    hub = h;
    const a = topicKeys.match('a');
    const open = fakeResponse();
    h.subscribe(open.res, [a], null);
    h.publish(env(1), [a]);
    vi.advanceTimersByTime(0);
    const before = /^id: (.*)$/m.exec(open.out.text())![1]!;

    h.resyncAll('bus-reconnect');
    expect(open.out.text()).toContain('event: resync\ndata: {"reason":"bus-reconnect"}\n\n');

    // A client that saw id `before` and reconnects: the replay buffer has no hole it could show, but
    // messages were lost on the bus in between, so it must refetch rather than resume.
    h.publish(env(2), [a]);
    vi.advanceTimersByTime(0);
    const back = fakeResponse();
    h.subscribe(back.res, [a], null, before);
    expect(back.out.text()).toContain('event: resync');
    expect(back.out.text()).not.toContain('event: odds-update');

    // A resume from after the loss replays exactly, as before.
    const after = [...open.out.text().matchAll(/^id: (.*)$/gm)].at(-1)![1]!;
    h.publish(env(3), [a]);
    vi.advanceTimersByTime(0);
    const later = fakeResponse();
    h.subscribe(later.res, [a], null, after);
    expect(later.out.text()).not.toContain('event: resync');
    expect(payloads(later.out.text())).toEqual([3]);
  });
});
