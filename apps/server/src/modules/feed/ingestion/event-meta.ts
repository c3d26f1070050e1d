import type { Platform } from '../../../platform/context';
import { readEventRouting } from '../events.repository';

/** What publishing needs to know about an event: the envelope's routing fields. */
export type EventMeta = {
  id: string;
  eventType: 'match' | 'stage' | 'season';
  providerId: 1 | 2;
  sportId: string;
  tournamentId: string;
  parentId: string | null;
  status: number;
  homeName: string;
  awayName: string;
};

/** A small per-process map of event routing data, filled by fixtures and read lazily otherwise. */
export class EventMetaCache {
  #map = new Map<string, EventMeta>();
  constructor(private readonly platform: Platform) {}

  set(meta: EventMeta) {
    this.#map.set(meta.id, meta);
    if (this.#map.size > 50_000) {
      const first = this.#map.keys().next().value;
      if (first !== undefined) this.#map.delete(first);
    }
  }

  patchStatus(id: string, status: number) {
    const m = this.#map.get(id);
    if (m) m.status = status;
  }

  async get(id: string): Promise<EventMeta | undefined> {
    const hit = this.#map.get(id);
    if (hit) return hit;
    const row = await readEventRouting(this.platform.db, id);
    if (!row) return undefined;
    const meta: EventMeta = {
      id: row.id,
      eventType: row.event_type,
      providerId: row.provider_id === 2 ? 2 : 1,
      sportId: row.sport_id,
      tournamentId: row.tournament_id,
      parentId: row.parent_id,
      status: row.status,
      homeName: row.home_name,
      awayName: row.away_name,
    };
    this.set(meta);
    return meta;
  }
}
