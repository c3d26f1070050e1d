import type { TFeedProducerStatusPayload, TStreamEnvelope } from '@placar/contract';
import type { Platform } from '../../platform/context';
import { readProducersDown } from './producers.repository';

/**
 * Which producers are down, as every node sees it: read from the database once, then kept current
 * by `feed.status.<producerId>` messages (any node's ingestion publishes them).
 */
export class ProducerState {
  readonly down = new Set<number>();
  #ready: Promise<void> | undefined;
  #unsubscribe: (() => void) | undefined;
  #unwatch: (() => void) | undefined;

  constructor(private readonly platform: Platform) {}

  /** Current once resolved; while the bus is disconnected each call reads the database again. */
  ready(): Promise<void> {
    this.#ready ??= this.#load();
    if (!this.platform.bus.connected) return this.#ready.then(() => this.#read());
    return this.#ready;
  }

  async #load() {
    this.#unsubscribe = this.platform.bus.subscribe<TStreamEnvelope>('feed.status.*', ({ data }) => {
      const p = data.payload as TFeedProducerStatusPayload;
      if (p.up) this.down.delete(p.producerId);
      else this.down.add(p.producerId);
    });
    // Status messages published while the bus was down never arrived: read the database again.
    this.#unwatch = this.platform.bus.onReconnect(() => {
      this.#read().catch((err) => this.platform.log.warn({ err }, 'feed: producer state not reread'));
    });
    await this.#read();
  }

  async #read() {
    const rows = await readProducersDown(this.platform.db);
    for (const r of rows) this.set(r.id, !r.down);
  }

  set(producerId: number, up: boolean) {
    if (up) this.down.delete(producerId);
    else this.down.add(producerId);
  }

  close() {
    this.#unsubscribe?.();
    this.#unwatch?.();
  }
}

/** The producer state of a platform, made on first use and closed with the platform. */
export function producerState(platform: Platform): ProducerState {
  const state = platform.modules.feed;
  if (!state.producers) {
    const created = new ProducerState(platform);
    state.producers = created;
    platform.onClose(() => created.close());
  }
  return state.producers;
}
