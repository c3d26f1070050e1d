import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database';
import type { FeedTables } from '../feed.tables';

/** What a new feed leader reads to continue the feed: the shared clock, the events left unsettled. */
const table = (db: Db) => db.withTables<FeedTables>();

/** Stores the feed clock's epoch unless one of the same seed and speed is stored; answers the stored one. */
export async function claimSimulatorEpoch(
  db: Db,
  seed: number,
  speed: number,
  epochMs: number,
): Promise<number | undefined> {
  await table(db)
    .insertInto('feed_simulator_clock')
    .values({ id: 1, seed, speed, epoch_ms: epochMs })
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet({
          seed: (eb) => eb.ref('excluded.seed'),
          speed: (eb) => eb.ref('excluded.speed'),
          epoch_ms: (eb) => eb.ref('excluded.epoch_ms'),
        })
        .where(({ or, eb }) =>
          or([
            eb('feed_simulator_clock.seed', '<>', eb.ref('excluded.seed')),
            eb('feed_simulator_clock.speed', '<>', eb.ref('excluded.speed')),
          ]),
        ),
    )
    .execute();
  const row = await table(db)
    .selectFrom('feed_simulator_clock')
    .select('epoch_ms')
    .where('id', '=', 1)
    .executeTakeFirst();
  return row?.epoch_ms;
}

/**
 * Matches and races of these statuses scheduled by `until` that carry no settlement or cancel,
 * latest first, at most `limit`.
 */
export function selectUnsettledEvents(db: Db, statuses: number[], until: number, limit: number) {
  return table(db)
    .selectFrom('feed_events as e')
    .select(['e.id', 'e.tournament_id', 'e.scheduled_at', 'e.clock_rate'])
    .where('e.event_type', 'in', ['match', 'stage'])
    .where('e.status', 'in', statuses)
    .where('e.scheduled_at', '<=', until)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('feed_settlement_messages as s')
            .select(sql`1`.as('one'))
            .whereRef('s.event_id', '=', 'e.id')
            .where('s.kind', 'in', ['settle', 'cancel']),
        ),
      ),
    )
    .orderBy('e.scheduled_at', 'desc')
    .limit(limit)
    .execute();
}
