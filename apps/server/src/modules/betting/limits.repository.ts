import type { BettingDb } from './tickets.repository';

/** Betting's SQL on per-user limits (bet_user_limits) and the stake per event (bet_event_stakes). */

export function findUserLimit(db: BettingDb, userId: number) {
  return db.selectFrom('bet_user_limits').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Inserts or overwrites the user's limit. */
export async function upsertUserLimit(
  db: BettingDb,
  userId: number,
  limit: { blocked: boolean; maxStakePerEvent: number | null },
): Promise<void> {
  await db
    .insertInto('bet_user_limits')
    .values({ user_id: userId, blocked: limit.blocked, max_stake_per_event: limit.maxStakePerEvent })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        blocked: limit.blocked,
        max_stake_per_event: limit.maxStakePerEvent,
        updated_at: new Date(),
      }),
    )
    .execute();
}

/** What the user has staked on each of these events in pending and open tickets (rows only where any). */
export function eventStakeRows(db: BettingDb, userId: number, eventIds: string[]) {
  return db
    .selectFrom('bet_event_stakes')
    .select(['match_id', 'staked'])
    .where('user_id', '=', userId)
    .where('match_id', 'in', eventIds)
    .execute();
}
