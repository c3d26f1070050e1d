import type { TStreamEnvelope } from '@placar/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type EventSourceLike,
  type NetworkWatch,
  type StreamListener,
  StreamManager,
  type StreamStatus,
  type StreamTimers,
} from './stream-manager';

class FakeEventSource implements EventSourceLike {
  static created: FakeEventSource[] = [];
  readyState = 0;
  onopen: ((ev: Event) => void) | null = null;
  onerror: ((ev: Event) => void) | null = null;
  readonly #listeners = new Map<string, ((ev: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.created.push(this);
  }
  addEventListener(type: string, fn: (ev: MessageEvent<string>) => void) {
    this.#listeners.set(type, [...(this.#listeners.get(type) ?? []), fn]);
  }
  close() {
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  emit(event: string, data: unknown, id = '') {
    this.emitText(event, JSON.stringify(data), id);
  }
  emitText(event: string, data: string, id = '') {
    const ev = new MessageEvent(event, { data, lastEventId: id });
    for (const fn of this.#listeners.get(event) ?? []) fn(ev as MessageEvent<string>);
  }
  fail() {
    this.readyState = 2;
    this.onerror?.(new Event('error'));
  }
}

/** Timers run by hand: `advance(ms)` fires what is due, in order. */
class ManualTimers implements StreamTimers {
  now = 0;
  #next = 1;
  #due = new Map<number, { at: number; fn: () => void; every?: number }>();
  setTimeout(fn: () => void, ms: number) {
    const id = this.#next++;
    this.#due.set(id, { at: this.now + ms, fn });
    return id;
  }
  setInterval(fn: () => void, ms: number) {
    const id = this.#next++;
    this.#due.set(id, { at: this.now + ms, fn, every: ms });
    return id;
  }
  clearTimeout(id: unknown) {
    this.#due.delete(id as number);
  }
  clearInterval(id: unknown) {
    this.#due.delete(id as number);
  }
  advance(ms: number) {
    const end = this.now + ms;
    for (;;) {
      const next = [...this.#due.entries()]
        .filter(([, t]) => t.at <= end)
        .sort((a, b) => a[1].at - b[1].at)[0];
      if (!next) break;
      const [id, t] = next;
      this.now = t.at;
      if (t.every) t.at += t.every;
      else this.#due.delete(id);
      t.fn();
    }
    this.now = end;
  }
}

class FakeNetwork implements NetworkWatch {
  online = true;
  #subs = new Set<(online: boolean) => void>();
  isOnline = () => this.online;
  subscribe(fn: (online: boolean) => void) {
    this.#subs.add(fn);
    return () => this.#subs.delete(fn);
  }
  set(online: boolean) {
    this.online = online;
    for (const fn of this.#subs) fn(online);
  }
}

const odds = (matchId: string, ts: number, payload: unknown = null): TStreamEnvelope => ({
  event: 'odds-update',
  ts,
  matchId,
  mode: 1,
  payload,
});

function setup(extra: { getTicket?: (userId: number) => Promise<string> } = {}) {
  const timers = new ManualTimers();
  const network = new FakeNetwork();
  const warn = vi.fn();
  const manager = new StreamManager({
    createEventSource: (url) => new FakeEventSource(url),
    timers,
    network,
    now: () => timers.now,
    log: { warn },
    reconnectDelayMs: (attempt) => 1_000 * attempt,
    ...extra,
  });
  const received: unknown[] = [];
  const statuses: StreamStatus[] = [];
  const listener: StreamListener = {
    onMessage: (m) => received.push(m.payload),
    onStatus: (s) => statuses.push(s),
    onResync: () => received.push('resync'),
  };
  return { manager, timers, network, warn, received, statuses, listener };
}

const last = () => FakeEventSource.created.at(-1)!;
const flushPromises = () => new Promise((r) => setTimeout(r, 0));

describe('StreamManager', () => {
  beforeEach(() => {
    FakeEventSource.created = [];
  });

  it('opens one EventSource per topic set, shared by its listeners, closed with the last one', () => {
    const { manager, listener } = setup();
    const stopA = manager.subscribe({ kind: 'match', id: 'sr:match:1' }, listener);
    const stopB = manager.subscribe({ kind: 'match', id: 'sr:match:1' }, listener);
    manager.subscribe({ kind: 'matches', ids: ['sr:match:1', 'sr:match:2'] }, listener);
    expect(FakeEventSource.created.map((e) => e.url)).toEqual([
      '/stream/match/sr%3Amatch%3A1',
      '/stream/matches/sr%3Amatch%3A1&sr%3Amatch%3A2',
    ]);
    stopA();
    expect(FakeEventSource.created[0]!.readyState).not.toBe(2);
    stopB();
    expect(FakeEventSource.created[0]!.readyState).toBe(2);
    expect(manager.size).toBe(1);
  });

  it('delivers every event of the gate with its id, and resync notices', () => {
    const { manager, listener, received } = setup();
    const seen: (string | null)[] = [];
    manager.subscribe({ kind: 'home' }, listener);
    manager.subscribe({ kind: 'home' }, { onMessage: (m) => seen.push(m.id) });
    last().open();
    last().emit('odds-update', odds('m', 1, 'a'), 'e1-1');
    last().emit('bet-stop', { event: 'bet-stop', ts: 2, matchId: 'm', payload: 'b' }, 'e1-2');
    last().emit('system-status', { event: 'system-status', ts: 3, payload: 'c' }, 'e1-3');
    last().emit('resync', { reason: 'replay-gap' });
    expect(received).toEqual(['a', 'b', 'c', 'resync']);
    expect(seen).toEqual(['e1-1', 'e1-2', 'e1-3']);
  });

  it('drops a message that is not an envelope (unreadable JSON or wrong shape) with a warning', () => {
    const { manager, listener, received, warn } = setup();
    manager.subscribe({ kind: 'home' }, listener);
    last().open();
    last().emit('odds-update', { event: 'odds-update', matchId: 'm', payload: 'no ts' }, 'e1-1');
    last().emit('odds-update', { event: 'unknown', ts: 1, payload: 'bad event' }, 'e1-2');
    last().emit('odds-update', { ...odds('m', 3, 'bad mode'), mode: 2 }, 'e1-3');
    last().emitText('odds-update', '{not json', 'e1-4');
    last().emit('odds-update', odds('m', 4, 'good'), 'e1-5');
    expect(received).toEqual(['good']);
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it('reconnects after an error with a backoff and the last event id', () => {
    const { manager, listener, timers, statuses } = setup();
    manager.subscribe({ kind: 'sport', id: 'sr:sport:1' }, listener);
    last().open();
    last().emit('odds-update', odds('m', 1), 'e1-7');
    last().fail();
    expect(FakeEventSource.created).toHaveLength(1);
    timers.advance(999);
    expect(FakeEventSource.created).toHaveLength(1);
    timers.advance(1);
    expect(last().url).toBe('/stream/sport/sr%3Asport%3A1?lastEventId=e1-7');
    last().fail();
    timers.advance(1_999);
    expect(FakeEventSource.created).toHaveLength(2);
    timers.advance(1);
    expect(FakeEventSource.created).toHaveLength(3);
    last().open();
    expect(statuses).toEqual(['open', 'reconnecting', 'open']);
    expect(manager.status({ kind: 'sport', id: 'sr:sport:1' })).toBe('open');
  });

  it('drops odds older than the last seen for the same event (2 s tolerance) with a warning', () => {
    const { manager, listener, received, warn } = setup();
    manager.subscribe({ kind: 'home' }, listener);
    last().emit('odds-update', odds('m1', 10_000, 'new'));
    last().emit('odds-update', odds('m1', 8_500, 'slightly-late'));
    last().emit('odds-update', odds('m1', 7_000, 'stale'));
    last().emit('odds-update', odds('m2', 7_000, 'other-event'));
    last().emit('fixture', { event: 'fixture', ts: 1, matchId: 'm1', payload: 'fixture' });
    expect(received).toEqual(['new', 'slightly-late', 'other-event', 'fixture']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![1]).toMatchObject({ matchId: 'm1', ts: 7_000, lastSeen: 10_000 });
  });

  it('purges last-seen entries after 30 minutes, checking every 15', () => {
    const { manager, listener, timers } = setup();
    manager.subscribe({ kind: 'home' }, listener);
    last().emit('odds-update', odds('m1', 10_000));
    timers.advance(15 * 60_000);
    expect(manager.odds.size).toBe(1);
    timers.advance(15 * 60_000); // 30 min exactly: not older than the TTL yet
    expect(manager.odds.size).toBe(1);
    timers.advance(15 * 60_000);
    expect(manager.odds.size).toBe(0);
  });

  it('closes while offline and resumes from the last event id when back online', () => {
    const { manager, listener, network, statuses } = setup();
    manager.subscribe({ kind: 'tournament', id: 'sr:tournament:325' }, listener);
    last().open();
    last().emit('fixture', { event: 'fixture', ts: 1, payload: null }, 'e1-4');
    network.set(false);
    expect(last().readyState).toBe(2);
    expect(statuses.at(-1)).toBe('offline');
    network.set(true);
    expect(FakeEventSource.created).toHaveLength(2);
    expect(last().url).toBe('/stream/tournament/sr%3Atournament%3A325?lastEventId=e1-4');
  });

  it('waits for the network before opening a stream', () => {
    const { manager, listener, network } = setup();
    network.online = false;
    manager.subscribe({ kind: 'home' }, listener);
    expect(FakeEventSource.created).toHaveLength(0);
    expect(manager.status({ kind: 'home' })).toBe('offline');
    network.set(true);
    expect(FakeEventSource.created).toHaveLength(1);
  });

  it('opens betwon with a fresh ticket on every connection', async () => {
    let n = 0;
    const getTicket = vi.fn(async (userId: number) => `t${userId}-${++n}`);
    const { manager, listener, timers } = setup({ getTicket });
    manager.subscribe({ kind: 'betwon', userId: 42 }, listener);
    await flushPromises();
    expect(last().url).toBe('/stream/betwon/42?ticket=t42-1');
    last().emit('bet-history-update', { event: 'bet-history-update', ts: 1, userId: 42, payload: 1 }, 'e1-9');
    last().fail();
    timers.advance(1_000);
    await flushPromises();
    expect(last().url).toBe('/stream/betwon/42?lastEventId=e1-9&ticket=t42-2');
    expect(getTicket).toHaveBeenCalledTimes(2);
  });

  it('retries when a ticket cannot be had, and opens nothing once stopped', async () => {
    const getTicket = vi.fn().mockRejectedValueOnce(new Error('401')).mockResolvedValue('ok');
    const { manager, listener, timers } = setup({ getTicket });
    const stop = manager.subscribe({ kind: 'betwon', userId: 7 }, listener);
    await flushPromises();
    expect(FakeEventSource.created).toHaveLength(0);
    timers.advance(1_000);
    stop();
    await flushPromises();
    expect(FakeEventSource.created).toHaveLength(0);
  });
});
