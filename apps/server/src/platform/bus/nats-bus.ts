import { connect, Events, JSONCodec, type NatsConnection } from 'nats';
import type { Logger } from 'pino';
import type { Bus, BusHandler, Unsubscribe } from './bus';
import { busMetrics } from './bus-metrics';

export type NatsBusOptions = {
  /** Put in front of every subject (one token): the deployment's own space on a shared NATS. */
  prefix: string;
  log?: Logger;
  name?: string;
  /** How long a flush (the readiness probe) may wait for the server's answer. */
  flushTimeoutMs?: number;
};

/**
 * NATS core pub/sub: every node's subscribers see every node's messages of the same deployment.
 * While the connection is lost, publications are dropped (counted, logged once per outage) instead of
 * piling up in memory or throwing; NATS restores the subscriptions by itself when it reconnects, and
 * `onReconnect` listeners then catch up on what was missed.
 */
export class NatsBus implements Bus {
  readonly kind = 'nats' as const;
  readonly #codec = JSONCodec();
  readonly #reconnectListeners = new Set<() => void>();
  readonly #strip: number;
  #connected = true;
  #dropped = 0;
  readonly #untrack: () => void;

  private constructor(
    private readonly nc: NatsConnection,
    readonly prefix: string,
    private readonly log: Logger | undefined,
    private readonly flushTimeoutMs: number,
  ) {
    this.#strip = prefix.length + 1;
    this.#untrack = busMetrics.track(this);
    void this.#watch();
  }

  static async connect(url: string, options: NatsBusOptions) {
    const nc = await connect({
      servers: url,
      name: options.name ?? `placar:${options.prefix}`,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 1_000,
      // A connection that dies silently (no reset: a dropped route) is noticed within ~30 s, not minutes:
      // until then publications would vanish unnoticed and no catch-up would follow.
      pingInterval: 10_000,
      maxPingOut: 2,
    });
    return new NatsBus(nc, options.prefix, options.log, options.flushTimeoutMs ?? 2_000);
  }

  get connected() {
    return this.#connected && !this.nc.isClosed();
  }

  /** Follows the connection's status: disconnect and reconnect. */
  async #watch() {
    for await (const s of this.nc.status()) {
      if (s.type === Events.Disconnect) {
        if (!this.#connected) continue;
        this.#connected = false;
        this.log?.warn({ bus: 'nats' }, 'bus: NATS connection lost; publications dropped until it is back');
      } else if (s.type === Events.Reconnect) {
        const dropped = this.#dropped;
        this.#connected = true;
        this.#dropped = 0;
        busMetrics.reconnected();
        this.log?.warn({ bus: 'nats', dropped }, 'bus: NATS connection back; resynchronising');
        for (const fn of [...this.#reconnectListeners]) {
          try {
            fn();
          } catch (err) {
            this.log?.error({ err }, 'bus: reconnect listener failed');
          }
        }
      }
    }
  }

  publish<T>(subject: string, data: T) {
    if (!this.connected) {
      this.#dropped += 1;
      busMetrics.dropped();
      return;
    }
    try {
      this.nc.publish(`${this.prefix}.${subject}`, this.#codec.encode(data));
    } catch (err) {
      // Closed, or the connection broke in between: never thrown into a request or a money path.
      this.#dropped += 1;
      busMetrics.dropped();
      this.log?.warn({ err, subject }, 'bus: publication dropped');
    }
  }

  subscribe<T>(pattern: string, handler: BusHandler<T>): Unsubscribe {
    const sub = this.nc.subscribe(`${this.prefix}.${pattern}`, {
      callback: (err, msg) => {
        if (err) return;
        let data: T;
        try {
          data = this.#codec.decode(msg.data) as T;
        } catch {
          this.log?.warn({ subject: msg.subject }, 'bus: unreadable message dropped');
          return;
        }
        try {
          handler({ subject: msg.subject.slice(this.#strip), data });
        } catch (err) {
          this.log?.error({ err, subject: msg.subject }, 'bus: subscriber failed');
        }
      },
    });
    return () => {
      if (!this.nc.isClosed()) sub.unsubscribe();
    };
  }

  onReconnect(fn: () => void): Unsubscribe {
    this.#reconnectListeners.add(fn);
    return () => {
      this.#reconnectListeners.delete(fn);
    };
  }

  /** Fails at once while disconnected, and after `flushTimeoutMs` when the server does not answer. */
  async flush() {
    if (!this.connected) throw new Error('bus disconnected');
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.nc.flush(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('bus flush timed out')), this.flushTimeoutMs);
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  async close() {
    this.#reconnectListeners.clear();
    this.#untrack();
    if (!this.nc.isClosed()) await this.nc.drain();
  }
}
