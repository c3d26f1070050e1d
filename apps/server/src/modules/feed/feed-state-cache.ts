import type { TStreamEnvelope } from '@placar/contract';
import type { Platform } from '../../platform/context';
import { readEvent } from './events.repository';
import type { FeedEvent, FeedMarket, FeedOutcome } from './feed.tables';
import { readMarketRows } from './markets.repository';

type MarketRows = { market: FeedMarket; outcomes: FeedOutcome[] } | undefined;
type MatchEntry = { event?: Promise<FeedEvent | undefined>; markets: Map<string, Promise<MarketRows>> };

const MAX_MATCHES = 5000;

/**
 * The stored rows of events and markets that placement re-checks, cached per process. A match's entry
 * is dropped whenever the feed changes it: synchronously by this process's ingestion (every change
 * goes through `publishEventChange`), and by the bus (`feed.*.<matchId>`) for changes another node
 * ingested. A read in flight when its match changes is never kept. While the bus is disconnected nothing
 * is cached, and everything is dropped when it comes back (what it missed is unknown). Producer up/down is not cached:
 * readers apply it to the rows (effective status).
 */
export class FeedStateCache {
  #matches = new Map<string, MatchEntry>();
  readonly #unsubscribe: () => void;
  readonly #unwatch: () => void;

  constructor(private readonly platform: Platform) {
    this.#unsubscribe = platform.bus.subscribe<TStreamEnvelope>('feed.>', ({ subject, data }) => {
      if (!subject.startsWith('feed.status.') && data.matchId) this.invalidate(data.matchId);
    });
    // Changes other nodes published while the bus was down never arrived: start again from the database.
    this.#unwatch = platform.bus.onReconnect(() => this.#matches.clear());
  }

  invalidate(matchId: string) {
    this.#matches.delete(matchId);
  }

  #entry(matchId: string): MatchEntry {
    // While the bus is down no invalidation can arrive: every read goes to the database, nothing is kept.
    if (!this.platform.bus.connected) {
      this.#matches.clear();
      return { markets: new Map() };
    }
    let entry = this.#matches.get(matchId);
    if (!entry) {
      entry = { markets: new Map() };
      this.#matches.set(matchId, entry);
      if (this.#matches.size > MAX_MATCHES) {
        const first = this.#matches.keys().next().value;
        if (first !== undefined) this.#matches.delete(first);
      }
    }
    return entry;
  }

  event(matchId: string): Promise<FeedEvent | undefined> {
    const entry = this.#entry(matchId);
    entry.event ??= this.#forget(matchId, entry, readEvent(this.platform.db, matchId));
    return entry.event;
  }

  market(matchId: string, marketId: number, specifiers: string): Promise<MarketRows> {
    const entry = this.#entry(matchId);
    const key = `${marketId}|${specifiers}`;
    let rows = entry.markets.get(key);
    if (!rows) {
      rows = this.#forget(matchId, entry, readMarketRows(this.platform.db, matchId, marketId, specifiers));
      entry.markets.set(key, rows);
    }
    return rows;
  }

  /** A failed read is not cached. */
  #forget<T>(matchId: string, entry: MatchEntry, read: Promise<T>): Promise<T> {
    return read.catch((error: unknown) => {
      if (this.#matches.get(matchId) === entry) this.#matches.delete(matchId);
      throw error;
    });
  }

  close() {
    this.#unsubscribe();
    this.#unwatch();
  }
}

/** The platform's feed state cache, made on first use and closed with the platform. */
export function feedStateCache(platform: Platform): FeedStateCache {
  const state = platform.modules.feed;
  if (!state.stateCache) {
    const created = new FeedStateCache(platform);
    state.stateCache = created;
    platform.onClose(() => created.close());
  }
  return state.stateCache;
}

/** Drops a match's cached rows in this process (ingestion calls it with every change it publishes). */
export function invalidateFeedState(platform: Platform, matchId: string) {
  platform.modules.feed.stateCache?.invalidate(matchId);
}
