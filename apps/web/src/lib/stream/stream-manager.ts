import {
  isStreamEnvelope,
  STREAM_EVENTS,
  STREAM_PURGE_INTERVAL_MS,
  STREAM_RESYNC_EVENT,
  streamPath,
  type TStreamEnvelopeShape,
  type TStreamTopic,
} from '@placar/contract/stream-constants';
import { OddsClock } from './odds-clock';

/** A message of the gate: the envelope, plus its id (the resume token). */
export type StreamMessage = TStreamEnvelopeShape & { id: string | null };
export type StreamStatus = 'connecting' | 'open' | 'reconnecting' | 'offline';

export type StreamListener = {
  onMessage(message: StreamMessage): void;
  /** The gate could not replay what was missed: refetch the screen's data through HTTP. */
  onResync?(): void;
  onStatus?(status: StreamStatus): void;
};

/** The part of EventSource the manager uses (tests pass a fake). */
export type EventSourceLike = {
  readonly readyState: number;
  onopen: ((ev: Event) => void) | null;
  onerror: ((ev: Event) => void) | null;
  addEventListener(type: string, listener: (ev: MessageEvent<string>) => void): void;
  close(): void;
};

export type StreamTimers = {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
};

/** Browser online/offline (seed 001 section 4: network state follows those events). */
export type NetworkWatch = {
  isOnline(): boolean;
  subscribe(onChange: (online: boolean) => void): () => void;
};

export type StreamManagerOptions = {
  createEventSource(url: string): EventSourceLike;
  /** A fresh stream ticket for betwon/{userId} (POST /api/stream/ticket). */
  getTicket?(userId: number): Promise<string>;
  network?: NetworkWatch;
  now?(): number;
  timers?: StreamTimers;
  log?: Pick<Console, 'warn'>;
  baseUrl?: string;
  /** Delay before reconnect attempt n (1, 2, ...): 1 s doubling to 30 s, with jitter. */
  reconnectDelayMs?(attempt: number): number;
};

const defaultTimers: StreamTimers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
};

const backoff = (attempt: number) =>
  Math.min(30_000, 1_000 * 2 ** (attempt - 1)) * (0.75 + Math.random() * 0.5);

/**
 * One EventSource per topic set, shared by every screen following it. It reconnects by itself
 * (with a backoff, a fresh ticket for betwon, and the last event id so the gate replays what was
 * missed), drops out-of-sync odds, and pauses while the browser is offline.
 */
export class StreamManager {
  readonly odds: OddsClock;
  readonly #connections = new Map<string, Connection>();
  readonly #opts: Required<Omit<StreamManagerOptions, 'getTicket' | 'network'>> &
    Pick<StreamManagerOptions, 'getTicket' | 'network'>;
  readonly #purge: unknown;
  readonly #unwatch: (() => void) | undefined;

  constructor(options: StreamManagerOptions) {
    this.#opts = {
      now: () => Date.now(),
      timers: defaultTimers,
      log: console,
      baseUrl: '',
      reconnectDelayMs: backoff,
      ...options,
    };
    this.odds = new OddsClock();
    this.#purge = this.#opts.timers.setInterval(
      () => this.odds.purge(this.#opts.now()),
      STREAM_PURGE_INTERVAL_MS,
    );
    this.#unwatch = this.#opts.network?.subscribe((online) => {
      for (const c of this.#connections.values()) {
        if (online) c.resume();
        else c.pause();
      }
    });
  }

  /** Follows a topic; answers the function that stops following it. */
  subscribe(topic: TStreamTopic, listener: StreamListener): () => void {
    const path = streamPath(topic);
    let connection = this.#connections.get(path);
    if (!connection) {
      connection = new Connection(path, topic, this.#opts, (m) => this.#accept(m));
      this.#connections.set(path, connection);
    }
    // One entry per call: the same listener subscribed twice needs two unsubscribes.
    const entry: StreamListener = {
      onMessage: (m) => listener.onMessage(m),
      onResync: () => listener.onResync?.(),
      onStatus: (s) => listener.onStatus?.(s),
    };
    const c = connection;
    c.listeners.add(entry);
    if (c.listeners.size === 1) c.start();
    return () => {
      if (!c.listeners.delete(entry)) return;
      if (c.listeners.size === 0) {
        c.stop();
        this.#connections.delete(path);
      }
    };
  }

  status(topic: TStreamTopic): StreamStatus | undefined {
    return this.#connections.get(streamPath(topic))?.status;
  }

  /** Open connections (one per topic set). */
  get size() {
    return this.#connections.size;
  }

  dispose() {
    for (const c of this.#connections.values()) c.stop();
    this.#connections.clear();
    this.#opts.timers.clearInterval(this.#purge);
    this.#unwatch?.();
  }

  #accept(m: StreamMessage): boolean {
    if (m.event !== 'odds-update' || m.matchId === undefined) return true;
    if (this.odds.accept(m.matchId, m.ts, this.#opts.now())) return true;
    this.#opts.log.warn('[stream] odds fora de sincronia descartadas', {
      matchId: m.matchId,
      ts: m.ts,
      lastSeen: this.odds.lastSeen(m.matchId),
    });
    return false;
  }
}

const CLOSED = 2;

class Connection {
  readonly listeners = new Set<StreamListener>();
  status: StreamStatus = 'connecting';
  #es: EventSourceLike | null = null;
  #lastEventId: string | null = null;
  #attempt = 0;
  #timer: unknown = null;
  #stopped = false;
  #generation = 0;

  constructor(
    readonly path: string,
    readonly topic: TStreamTopic,
    private readonly opts: Required<Omit<StreamManagerOptions, 'getTicket' | 'network'>> &
      Pick<StreamManagerOptions, 'getTicket' | 'network'>,
    private readonly accept: (m: StreamMessage) => boolean,
  ) {}

  start() {
    if (this.opts.network && !this.opts.network.isOnline()) this.#setStatus('offline');
    else void this.#open();
  }

  stop() {
    this.#stopped = true;
    this.#close();
  }

  pause() {
    if (this.#stopped) return;
    this.#close();
    this.#setStatus('offline');
  }

  resume() {
    if (this.#stopped || this.#es) return;
    this.#attempt = 0;
    this.#clearTimer();
    void this.#open();
  }

  async #open() {
    const generation = ++this.#generation;
    this.#setStatus(this.#attempt === 0 && this.#lastEventId === null ? 'connecting' : 'reconnecting');
    const query = new URLSearchParams();
    if (this.#lastEventId) query.set('lastEventId', this.#lastEventId);
    if (this.topic.kind === 'betwon') {
      if (!this.opts.getTicket) throw new Error('getTicket is required for betwon streams');
      try {
        query.set('ticket', await this.opts.getTicket(this.topic.userId));
      } catch {
        if (generation === this.#generation && !this.#stopped) this.#retry();
        return;
      }
      // Stopped, paused or reopened while the ticket was on its way.
      if (generation !== this.#generation || this.#stopped) return;
    }
    const qs = query.toString();
    const es = this.opts.createEventSource(`${this.opts.baseUrl}${this.path}${qs ? `?${qs}` : ''}`);
    this.#es = es;
    es.onopen = () => {
      this.#attempt = 0;
      this.#setStatus('open');
    };
    // Reconnection is ours (fresh ticket, backoff, lastEventId): the browser's is cut short.
    es.onerror = () => {
      if (this.#es !== es) return;
      this.#close();
      this.#retry();
    };
    for (const name of STREAM_EVENTS) es.addEventListener(name, (ev) => this.#message(ev));
    es.addEventListener(STREAM_RESYNC_EVENT, () => {
      for (const l of this.listeners) l.onResync?.();
    });
    if (es.readyState === CLOSED) es.onerror?.(new Event('error'));
  }

  #message(ev: MessageEvent<string>) {
    if (ev.lastEventId) this.#lastEventId = ev.lastEventId;
    let envelope: unknown;
    try {
      envelope = JSON.parse(ev.data);
    } catch {
      envelope = null;
    }
    if (!isStreamEnvelope(envelope)) {
      this.opts.log.warn('[stream] mensagem ilegível descartada', { path: this.path });
      return;
    }
    const message: StreamMessage = { ...envelope, id: ev.lastEventId || null };
    if (!this.accept(message)) return;
    for (const l of this.listeners) l.onMessage(message);
  }

  #retry() {
    if (this.#stopped) return;
    this.#attempt += 1;
    this.#setStatus('reconnecting');
    this.#clearTimer();
    this.#timer = this.opts.timers.setTimeout(() => {
      this.#timer = null;
      void this.#open();
    }, this.opts.reconnectDelayMs(this.#attempt));
  }

  #close() {
    this.#generation += 1;
    this.#clearTimer();
    if (this.#es) {
      this.#es.onopen = null;
      this.#es.onerror = null;
      this.#es.close();
      this.#es = null;
    }
  }

  #clearTimer() {
    if (this.#timer !== null) this.opts.timers.clearTimeout(this.#timer);
    this.#timer = null;
  }

  #setStatus(status: StreamStatus) {
    if (this.status === status) return;
    this.status = status;
    for (const l of this.listeners) l.onStatus?.(status);
  }
}
