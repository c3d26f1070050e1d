import { connect, JSONCodec, type NatsConnection } from 'nats';
import type { Bus, BusHandler } from './bus';

/** NATS core pub/sub: every node's subscribers see every node's messages. */
export class NatsBus implements Bus {
  readonly kind = 'nats' as const;
  readonly #codec = JSONCodec();
  private constructor(private readonly nc: NatsConnection) {}

  static async connect(url: string, name = 'placar') {
    const nc = await connect({ servers: url, name, maxReconnectAttempts: -1 });
    return new NatsBus(nc);
  }

  publish<T>(subject: string, data: T) {
    this.nc.publish(subject, this.#codec.encode(data));
  }

  subscribe<T>(pattern: string, handler: BusHandler<T>) {
    const sub = this.nc.subscribe(pattern, {
      callback: (err, msg) => {
        if (err) return;
        handler({ subject: msg.subject, data: this.#codec.decode(msg.data) as T });
      },
    });
    return () => sub.unsubscribe();
  }

  async flush() {
    await this.nc.flush();
  }

  async close() {
    await this.nc.drain();
  }
}
