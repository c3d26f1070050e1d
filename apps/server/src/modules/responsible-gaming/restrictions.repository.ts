import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import { type RgDb, type RgTables, rgDb } from './rg.tables';

type RestrictionRow = Selectable<RgTables['rg_restrictions']>;

/** The restrictions in force at `now` (not ended, started, not run out), unordered. */
export async function selectActiveRestrictions(
  executor: Db | Kysely<object>,
  userId: number,
  now: Date,
): Promise<RestrictionRow[]> {
  return (await rgDb(executor)
    .selectFrom('rg_restrictions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .where('starts_at', '<=', now)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .execute()) as RestrictionRow[];
}

/** Inserts a restriction; answers its id. */
export async function insertRestriction(db: RgDb, row: Insertable<RgTables['rg_restrictions']>) {
  const inserted = await db
    .insertInto('rg_restrictions')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/** Ends the restrictions `ids` now (an internal block lifted by `endedBy`). */
export async function endRestrictions(db: RgDb, ids: number[], now: Date, endedBy: number | null) {
  await db
    .updateTable('rg_restrictions')
    .set({ ended_at: now, ended_by: endedBy })
    .where('id', 'in', ids)
    .execute();
}

/** Pauses and self-exclusions that ran out by `now` and are not marked ended (of one user, or all). */
export function selectDueRestrictions(db: RgDb, now: Date, onlyUserId?: number) {
  return db
    .selectFrom('rg_restrictions')
    .selectAll()
    .where('ended_at', 'is', null)
    .where('ends_at', '<=', now)
    .$if(onlyUserId !== undefined, (q) => q.where('user_id', '=', onlyUserId!))
    .execute();
}

/** Marks one restriction ended at its end, unless already; answers whether this call did. */
export async function endRestrictionAt(db: RgDb, id: number, endedAt: Date | null) {
  const res = await db
    .updateTable('rg_restrictions')
    .set({ ended_at: endedAt })
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Marks that every module's effect of a restriction succeeded. */
export async function markEffectsDone(db: Db, restrictionId: number) {
  await sql`update rg_restrictions set effects_done_at = now() where id = ${restrictionId} and effects_done_at is null`.execute(
    db,
  );
}

/** Restrictions in force whose effects did not all succeed yet, oldest first (100 at most). */
export async function selectPendingEffects(db: Db) {
  const pending = await sql<{ id: number; user_id: number; kind: RestrictionRow['kind'] }>`
    select id, user_id, kind from rg_restrictions where effects_done_at is null and ended_at is null
    order by id limit 100`.execute(db);
  return pending.rows;
}
