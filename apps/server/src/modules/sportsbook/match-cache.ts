import type { TMarket, TStreamEnvelope } from '@placar/contract';
import type { Platform } from '../../platform/context';
import { type EventRow, loadEventMarkets, loadEvents } from '../feed';

export type CachedMatch = { row: EventRow; markets: TMarket[] };

const MAX_ENTRIES = 5000;

/**
 * Events with all their markets, cached per process and dropped as soon as the feed publishes a
 * change for them (any `feed.*.<matchId>`), or all at once when a producer goes down or up, or when
 * the bus comes back from an outage.
 */
export class MatchCache {
  #map = new Map<string, CachedMatch>();
  #unsubscribe: (() => void)[] = [];

  constructor(private readonly platform: Platform) {
    this.#unsubscribe.push(
      platform.bus.subscribe<TStreamEnvelope>('feed.>', ({ subject, data }) => {
        if (subject.startsWith('feed.status.')) this.#map.clear();
        else if (data.matchId) this.#map.delete(data.matchId);
      }),
      // Changes published while the bus was down never arrived: start again from the database.
      platform.bus.onReconnect(() => this.#map.clear()),
    );
  }

  async get(ids: string[]): Promise<CachedMatch[]> {
    const missing = ids.filter((id) => !this.#map.has(id));
    if (missing.length > 0) {
      const rows = await loadEvents(this.platform, missing);
      const markets = await loadEventMarkets(
        this.platform,
        rows.map((r) => ({
          id: r.id,
          providerId: r.provider_id === 2 ? 2 : 1,
          homeName: r.home_name,
          awayName: r.away_name,
        })),
      );
      for (const row of rows) {
        this.#map.set(row.id, { row, markets: markets.get(row.id) ?? [] });
      }
      while (this.#map.size > MAX_ENTRIES) {
        const first = this.#map.keys().next().value;
        if (first === undefined) break;
        this.#map.delete(first);
      }
    }
    return ids.map((id) => this.#map.get(id)).filter((m): m is CachedMatch => m !== undefined);
  }

  close() {
    for (const u of this.#unsubscribe) u();
  }
}

/** The platform's match cache, made on first use and closed with the platform. */
export function matchCache(platform: Platform): MatchCache {
  const state = platform.modules.sportsbook;
  if (!state.matches) {
    const created = new MatchCache(platform);
    state.matches = created;
    platform.onClose(() => created.close());
  }
  return state.matches;
}
