import type { Db } from '../../platform/db/database';
import type { FeedTables } from './feed.tables';

/** The feed producers' SQL (table feed_producers: one row per producer, live 1 and prematch 3). */
const table = (db: Db) => db.withTables<FeedTables>();

/** Which producers are down, as stored. */
export function readProducersDown(db: Db) {
  return table(db).selectFrom('feed_producers').select(['id', 'down']).execute();
}

/** Every producer's last alive message and whether it is down (the monitor's start). */
export function readProducers(db: Db) {
  return table(db).selectFrom('feed_producers').select(['id', 'last_alive_at', 'down']).execute();
}

/** The newest alive message any producer stored (feed ms; 0 when none). */
export async function readNewestAliveAt(db: Db): Promise<number> {
  const row = await table(db)
    .selectFrom('feed_producers')
    .select((eb) => eb.fn.max('last_alive_at').as('at'))
    .executeTakeFirst();
  return Number(row?.at ?? 0);
}

export async function writeProducerAlive(db: Db, producerId: number, lastAliveAt: number): Promise<void> {
  await table(db)
    .updateTable('feed_producers')
    .set({ last_alive_at: lastAliveAt })
    .where('id', '=', producerId)
    .execute();
}

export async function writeProducerDown(
  db: Db,
  producerId: number,
  down: boolean,
  ts: number,
): Promise<void> {
  await table(db)
    .updateTable('feed_producers')
    .set({ down, changed_at: ts })
    .where('id', '=', producerId)
    .execute();
}
