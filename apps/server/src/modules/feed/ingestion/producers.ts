import {
  PRODUCERS,
  type TFeedBetStopPayload,
  type TFeedProducerStatusPayload,
  type TProducerId,
} from '@placar/contract';
import type { Platform } from '../../../platform/context';
import { selectEventIdsWithOpenMarkets } from '../markets.repository';
import { producerState } from '../producer-state';
import { readProducers, writeProducerAlive, writeProducerDown } from '../producers.repository';
import type { EventMetaCache } from './event-meta';
import { publishEventChange } from './publish';

/** A producer silent for this long is down: its markets read as suspended until it recovers. */
export const PRODUCER_SILENCE_MS = 20_000;

type Producer = { lastAliveAt: number; down: boolean; pendingRequest: number | null };

/**
 * Alive heartbeats per producer. A silent producer goes down (markets suspended, system status
 * published); its next alive asks the adapter for a recovery, and the snapshot_complete of that
 * request brings it back up.
 */
export class ProducerMonitor {
  #producers = new Map<number, Producer>();
  #requestSeq = 0;

  constructor(
    private readonly platform: Platform,
    private readonly meta: EventMetaCache,
    private readonly recover: (producerId: TProducerId, sinceTs: number, requestId: number) => Promise<void>,
  ) {}

  async load() {
    const rows = await readProducers(this.platform.db);
    for (const r of rows)
      this.#producers.set(r.id, { lastAliveAt: r.last_alive_at, down: r.down, pendingRequest: null });
    await producerState(this.platform).ready();
  }

  isDown(producerId: number) {
    return this.#producers.get(producerId)?.down ?? true;
  }

  #get(id: number): Producer {
    let p = this.#producers.get(id);
    if (!p) {
      p = { lastAliveAt: 0, down: true, pendingRequest: null };
      this.#producers.set(id, p);
    }
    return p;
  }

  async onAlive(producerId: TProducerId, ts: number, subscribed: boolean) {
    const p = this.#get(producerId);
    const since = p.lastAliveAt;
    p.lastAliveAt = Math.max(p.lastAliveAt, ts);
    await writeProducerAlive(this.platform.db, producerId, p.lastAliveAt);
    if ((p.down || !subscribed) && p.pendingRequest === null) {
      p.pendingRequest = ++this.#requestSeq;
      this.platform.log.info(
        { producerId, since, requestId: p.pendingRequest },
        'feed producer recovery requested',
      );
      await this.recover(producerId, since, p.pendingRequest);
    }
  }

  async onSnapshotComplete(producerId: TProducerId, requestId: number, ts: number) {
    const p = this.#get(producerId);
    if (p.pendingRequest !== requestId) return;
    p.pendingRequest = null;
    if (p.down) await this.#setDown(producerId, false, ts);
  }

  /** Marks silent producers down; call about once a second. */
  async check(now: number) {
    for (const id of [PRODUCERS.live, PRODUCERS.prematch]) {
      const p = this.#get(id);
      if (!p.down && now - p.lastAliveAt > PRODUCER_SILENCE_MS) {
        p.pendingRequest = null;
        await this.#setDown(id, true, now);
      }
    }
  }

  async #setDown(producerId: TProducerId, down: boolean, ts: number) {
    const p = this.#get(producerId);
    p.down = down;
    await writeProducerDown(this.platform.db, producerId, down, ts);
    producerState(this.platform).set(producerId, !down);
    const payload: TFeedProducerStatusPayload = { producerId, up: !down, lastAliveAt: p.lastAliveAt };
    this.platform.bus.publish(`feed.status.${producerId}`, {
      event: 'system-status',
      ts,
      payload,
    });
    this.platform.log.warn({ producerId, down }, down ? 'feed producer down' : 'feed producer recovered');
    if (!down) return;
    // Tell every event with open markets of this producer that they are suspended.
    const eventIds = await selectEventIdsWithOpenMarkets(this.platform.db, producerId);
    for (const eventId of eventIds) {
      const meta = await this.meta.get(eventId);
      if (!meta) continue;
      const stop: TFeedBetStopPayload = {
        matchId: meta.id,
        producerId,
        marketIds: [],
        reason: 'producer-down',
      };
      publishEventChange(this.platform, 'betstop', 'bet-stop', meta, ts, stop);
    }
  }
}
