import { type Bus, type BusHandler, subjectMatches } from './bus';

type Sub = { pattern: string; handler: BusHandler };

/** In-process bus, the embedded default: delivery is asynchronous (a microtask), like a broker. */
export class MemoryBus implements Bus {
  readonly kind = 'memory' as const;
  readonly prefix = '';
  /** In process: never disconnected, so never a reconnect. */
  readonly connected = true;
  #subs = new Set<Sub>();
  #pending: Promise<void> = Promise.resolve();

  publish<T>(subject: string, data: T) {
    const targets = [...this.#subs].filter((s) => subjectMatches(s.pattern, subject));
    if (targets.length === 0) return;
    this.#pending = this.#pending.then(() => {
      for (const t of targets) {
        try {
          t.handler({ subject, data });
        } catch (error) {
          queueMicrotask(() => {
            throw error;
          });
        }
      }
    });
  }

  subscribe<T>(pattern: string, handler: BusHandler<T>) {
    const sub: Sub = { pattern, handler: handler as BusHandler };
    this.#subs.add(sub);
    return () => {
      this.#subs.delete(sub);
    };
  }

  onReconnect() {
    return () => {};
  }

  flush() {
    return this.#pending;
  }

  async close() {
    this.#subs.clear();
  }
}
