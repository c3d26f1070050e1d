import { LIVE_EVENT_STATUSES } from '@placar/contract';
import { sql } from 'kysely';
import type { Platform } from '../../platform/context';
import type { FeedEvent, FeedTables } from './feed.tables';

/**
 * Read queries over the ingested catalogue, for the sportsbook module (which owns no feed table).
 */

export type EventRow = FeedEvent & {
  tournament_name: string;
  category_id: string;
  category_name: string;
  early_payout: boolean;
};

export const PREMATCH_STATUSES = [0, 6, 11] as const;
/** Live matches that started more than 5 hours ago are dropped (seed 001 section 9). */
export const LIVE_MAX_AGE_MS = 5 * 3_600_000;

export type EventFilter = {
  ids?: string[];
  sportId?: string;
  tournamentId?: string;
  tournamentIds?: string[];
  parentId?: string;
  eventType?: 'match' | 'stage' | 'season';
  providerId?: 1 | 2;
  timing?: 'live' | 'prematch' | 'any';
  from?: number;
  to?: number;
  limit?: number;
  now: number;
};

function db(platform: Platform) {
  return platform.db.withTables<FeedTables>();
}

/** Ids of the events matching a filter, soonest first. */
export async function queryEventIds(platform: Platform, f: EventFilter): Promise<string[]> {
  let q = db(platform).selectFrom('feed_events').select('id');
  if (f.ids) {
    if (f.ids.length === 0) return [];
    q = q.where('id', 'in', f.ids);
  }
  if (f.sportId) q = q.where('sport_id', '=', f.sportId);
  if (f.tournamentId) q = q.where('tournament_id', '=', f.tournamentId);
  if (f.tournamentIds) {
    if (f.tournamentIds.length === 0) return [];
    q = q.where('tournament_id', 'in', f.tournamentIds);
  }
  if (f.parentId) q = q.where('parent_id', '=', f.parentId);
  // season outrights are asked for by type (or id): event lists are matches and stages
  if (f.eventType) q = q.where('event_type', '=', f.eventType);
  else if (!f.ids) q = q.where('event_type', '!=', 'season');
  if (f.providerId) q = q.where('provider_id', '=', f.providerId);
  if (f.timing === 'live') {
    q = q.where('status', 'in', [...LIVE_EVENT_STATUSES]).where('scheduled_at', '>', f.now - LIVE_MAX_AGE_MS);
  } else if (f.timing === 'prematch') {
    q = q.where('status', 'in', [...PREMATCH_STATUSES]);
  }
  if (f.from !== undefined) q = q.where('scheduled_at', '>=', f.from);
  if (f.to !== undefined) q = q.where('scheduled_at', '<', f.to);
  const rows = await q
    .orderBy('scheduled_at')
    .orderBy('id')
    .limit(f.limit ?? 2000)
    .execute();
  return rows.map((r) => r.id);
}

/** Events by id, with their tournament and category names. */
export async function loadEvents(platform: Platform, ids: string[]): Promise<EventRow[]> {
  if (ids.length === 0) return [];
  return db(platform)
    .selectFrom('feed_events as e')
    .innerJoin('feed_tournaments as t', 't.id', 'e.tournament_id')
    .innerJoin('feed_categories as c', 'c.id', 't.category_id')
    .selectAll('e')
    .select(['t.name as tournament_name', 'c.id as category_id', 'c.name as category_name', 't.early_payout'])
    .where('e.id', 'in', ids)
    .execute();
}

export async function listSports(platform: Platform) {
  return db(platform).selectFrom('feed_sports').selectAll().orderBy('sort_order').execute();
}

export async function listCategories(platform: Platform, sportId?: string) {
  let q = db(platform).selectFrom('feed_categories').selectAll();
  if (sportId) q = q.where('sport_id', '=', sportId);
  return q.orderBy('name').execute();
}

export async function listTournaments(platform: Platform, filter: { sportId?: string; ids?: string[] } = {}) {
  let q = db(platform)
    .selectFrom('feed_tournaments as t')
    .innerJoin('feed_categories as c', 'c.id', 't.category_id')
    .selectAll('t')
    .select(['c.name as category_name']);
  if (filter.sportId) q = q.where('t.sport_id', '=', filter.sportId);
  if (filter.ids) {
    if (filter.ids.length === 0) return [];
    q = q.where('t.id', 'in', filter.ids);
  }
  return q.orderBy('t.priority', 'desc').orderBy('t.name').execute();
}

/** Live and prematch event counts per tournament (events still to play or in play). */
export async function countEventsByTournament(platform: Platform, now: number) {
  const rows = await db(platform)
    .selectFrom('feed_events')
    .select([
      'tournament_id',
      sql<number>`count(*) filter (where status in (${sql.join([...LIVE_EVENT_STATUSES])}) and scheduled_at > ${now - LIVE_MAX_AGE_MS})`.as(
        'live',
      ),
      sql<number>`count(*) filter (where status in (0, 6, 11))`.as('prematch'),
    ])
    .where('event_type', '!=', 'season')
    .groupBy('tournament_id')
    .execute();
  return new Map(rows.map((r) => [r.tournament_id, { live: Number(r.live), prematch: Number(r.prematch) }]));
}

export async function listSeasons(platform: Platform, ids: string[]) {
  if (ids.length === 0) return [];
  return db(platform).selectFrom('feed_seasons').selectAll().where('id', 'in', ids).execute();
}

export async function listStages(platform: Platform, filter: { ids?: string[]; parentId?: string }) {
  let q = db(platform).selectFrom('feed_stages').selectAll();
  if (filter.ids) q = q.where('id', 'in', filter.ids.length > 0 ? filter.ids : ['']);
  if (filter.parentId) q = q.where('parent_id', '=', filter.parentId);
  return q.orderBy('id').execute();
}

/** Teams, tournaments and events whose names contain the text (case and accent insensitive). */
export async function searchCatalogue(platform: Platform, text: string, limit: number) {
  const pattern = `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  const fold = (col: string) =>
    sql`translate(lower(${sql.ref(col)}), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn')`;
  const needle = sql`translate(lower(${pattern}), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn')`;
  const [teams, tournaments] = await Promise.all([
    db(platform)
      .selectFrom('feed_competitors')
      .select(['id', 'name', 'sport_id'])
      .where(sql<boolean>`${fold('name')} like ${needle}`)
      .orderBy('name')
      .limit(limit)
      .execute(),
    db(platform)
      .selectFrom('feed_tournaments as t')
      .innerJoin('feed_categories as c', 'c.id', 't.category_id')
      .select(['t.id', 't.name', 't.sport_id', 'c.name as category_name'])
      .where(sql<boolean>`${fold('t.name')} like ${needle}`)
      .orderBy('t.priority', 'desc')
      .limit(limit)
      .execute(),
  ]);
  return { teams, tournaments };
}

/** Upcoming and live matches and stages whose name (teams) contains the text. */
export async function searchEventIds(platform: Platform, text: string, now: number, limit: number) {
  const pattern = `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  const rows = await db(platform)
    .selectFrom('feed_events')
    .select('id')
    .where(
      sql<boolean>`translate(lower(name), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn') like translate(lower(${pattern}), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn')`,
    )
    .where('event_type', '!=', 'season')
    .where((eb) =>
      eb.or([
        eb('status', 'in', [...PREMATCH_STATUSES]),
        eb.and([
          eb('status', 'in', [...LIVE_EVENT_STATUSES]),
          eb('scheduled_at', '>', now - LIVE_MAX_AGE_MS),
        ]),
      ]),
    )
    .orderBy('scheduled_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** First-provider twins of second-provider events (same sport, start and teams): bg id → sr id. */
export async function findFirstProviderTwins(
  platform: Platform,
  bgIds: string[],
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (bgIds.length === 0) return out;
  const rows = await sql<{ bg: string; sr: string }>`
    select b.id as bg, s.id as sr
    from feed_events b join feed_events s
      on s.provider_id = 1 and s.sport_id = b.sport_id and s.scheduled_at = b.scheduled_at
     and s.home_name = b.home_name and s.away_name = b.away_name
    where b.id in (${sql.join(bgIds)}) and b.provider_id = 2`.execute(platform.db);
  for (const r of rows.rows) out.set(r.bg, r.sr);
  return out;
}
