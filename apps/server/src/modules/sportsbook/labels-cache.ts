import type { TStreamEnvelope } from '@placar/contract';
import type { Platform } from '../../platform/context';

/** Seed 001 section 7: "A cache holds 100 market labels" (outcome labels get a cache of the same size). */
export const LABEL_CACHE_SIZE = 100;

/**
 * A map of at most `max` entries that drops the least recently used one to make room. A Map keeps
 * insertion order, so a read re-inserts its entry at the end and the first key is the oldest.
 */
export class LruCache<K, V> {
  readonly #map = new Map<K, V>();

  constructor(readonly max: number) {
    if (!Number.isInteger(max) || max < 1) throw new RangeError('LruCache: max must be a positive integer');
  }

  get size() {
    return this.#map.size;
  }

  /** The value (now the most recently used), or undefined. */
  get(key: K): V | undefined {
    if (!this.#map.has(key)) return undefined;
    const value = this.#map.get(key) as V;
    this.#map.delete(key);
    this.#map.set(key, value);
    return value;
  }

  /** The value without touching its place in the order. */
  peek(key: K): V | undefined {
    return this.#map.get(key);
  }

  set(key: K, value: V) {
    this.#map.delete(key);
    this.#map.set(key, value);
    if (this.#map.size > this.max) this.#map.delete(this.#map.keys().next().value as K);
  }

  delete(key: K): boolean {
    return this.#map.delete(key);
  }

  /** Drops every entry `drop` picks; answers how many went. */
  deleteWhere(drop: (value: V, key: K) => boolean): number {
    let n = 0;
    for (const [key, value] of this.#map) {
      if (drop(value, key)) {
        this.#map.delete(key);
        n += 1;
      }
    }
    return n;
  }

  keys(): K[] {
    return [...this.#map.keys()];
  }
}

export type RenderedLabel = { text: string; missing: string[] };
type Entry = { eventId: string | null; label: Promise<RenderedLabel> };

/**
 * Rendered labels. A label whose template names competitors is kept per event (`eventId`) and dropped
 * when that event's fixture changes; the others (totals, handicaps, 'Resultado final') are shared by
 * every event (`eventId` null). The rendering promise is stored, so simultaneous misses render once; a
 * failed rendering is not kept.
 */
export class LabelCache {
  readonly #entries: LruCache<string, Entry>;

  constructor(size = LABEL_CACHE_SIZE) {
    this.#entries = new LruCache(size);
  }

  get size() {
    return this.#entries.size;
  }

  get(
    parts: readonly (string | number)[],
    eventId: string | null,
    render: () => Promise<RenderedLabel>,
  ): Promise<RenderedLabel> {
    const key = JSON.stringify([...parts, eventId]);
    const hit = this.#entries.get(key);
    if (hit) return hit.label;
    const entry: Entry = { eventId, label: render() };
    this.#entries.set(key, entry);
    entry.label.catch(() => {
      if (this.#entries.peek(key) === entry) this.#entries.delete(key);
    });
    return entry.label;
  }

  /** Drops the labels of an event (its competitors may have changed). */
  invalidateEvent(eventId: string): number {
    return this.#entries.deleteWhere((entry) => entry.eventId === eventId);
  }

  clear(): number {
    return this.#entries.deleteWhere(() => true);
  }
}

export type LabelCaches = { market: LabelCache; outcome: LabelCache };

/**
 * The label caches of a platform, emptied of an event's labels by its fixture changes (the only
 * messages that change competitor names), from this node's ingestion or another's over the bus.
 */
export function openLabelCaches(platform: Platform, size = LABEL_CACHE_SIZE): LabelCaches {
  const caches = { market: new LabelCache(size), outcome: new LabelCache(size) };
  const unsubscribe = platform.bus.subscribe<TStreamEnvelope>('feed.fixture.*', ({ data }) => {
    if (!data.matchId) return;
    caches.market.invalidateEvent(data.matchId);
    caches.outcome.invalidateEvent(data.matchId);
  });
  // Fixture changes published while the bus was down never arrived: forget every label.
  const unwatch = platform.bus.onReconnect(() => {
    caches.market.clear();
    caches.outcome.clear();
  });
  platform.onClose(() => {
    unsubscribe();
    unwatch();
  });
  return caches;
}
