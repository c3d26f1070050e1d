import { LIVE_EVENT_STATUSES } from '@placar/contract';
import type { Db } from '../../platform/db/database';
import type { FeedEvent, FeedTables } from './feed.tables';

/** The feed events' SQL for the module's own reads (table feed_events; lists: catalogue.repository.ts). */
const table = (db: Db) => db.withTables<FeedTables>();

/** Whether any event is live (live, suspended, interrupted) now. */
export async function anyLiveEvent(db: Db): Promise<boolean> {
  const row = await table(db)
    .selectFrom('feed_events')
    .select('id')
    .where('status', 'in', [...LIVE_EVENT_STATUSES])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** An event's stored row. */
export function readEvent(db: Db, id: string): Promise<FeedEvent | undefined> {
  return table(db).selectFrom('feed_events').selectAll().where('id', '=', id).executeTakeFirst();
}

/** What publishing an event's changes needs of its row. */
export function readEventRouting(db: Db, id: string) {
  return table(db)
    .selectFrom('feed_events')
    .select([
      'id',
      'event_type',
      'provider_id',
      'sport_id',
      'tournament_id',
      'parent_id',
      'status',
      'home_name',
      'away_name',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}
