import type { RgDb, RgTables } from './rg.tables';

type LimitRow = RgTables['rg_limits'];

/** A user's limit rows as stored. */
export function selectLimitRows(db: RgDb, userId: number): Promise<LimitRow[]> {
  return db.selectFrom('rg_limits').selectAll().where('user_id', '=', userId).execute();
}

/** Writes a waiting raise or removal as the value in force, unless another writer did; answers whether it did. */
export async function applyPendingLimit(db: RgDb, r: LimitRow, value: number | null, now: Date) {
  const changed = await db
    .updateTable('rg_limits')
    .set({ value, pending_value: null, pending_effective_at: null, updated_at: now })
    .where('user_id', '=', r.user_id)
    .where('kind', '=', r.kind)
    .where('period', '=', r.period)
    .where('pending_effective_at', '=', r.pending_effective_at)
    .executeTakeFirst();
  return Number(changed.numUpdatedRows) > 0;
}

/** The users with a raise or removal whose cooling-off is over at `now`. */
export async function usersWithDueLimits(db: RgDb, now: Date): Promise<number[]> {
  const users = await db
    .selectFrom('rg_limits')
    .select('user_id')
    .distinct()
    .where('pending_effective_at', '<=', now)
    .execute();
  return users.map((u) => Number(u.user_id));
}

/** Inserts or replaces one limit row. */
export async function upsertLimit(db: RgDb, next: LimitRow, now: Date) {
  await db
    .insertInto('rg_limits')
    .values(next)
    .onConflict((oc) =>
      oc.columns(['user_id', 'kind', 'period']).doUpdateSet({
        value: next.value,
        pending_value: next.pending_value,
        pending_effective_at: next.pending_effective_at,
        updated_at: now,
      }),
    )
    .execute();
}
