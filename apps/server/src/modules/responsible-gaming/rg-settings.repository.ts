import type { RgDb } from './rg.tables';

/** Serialises a user's restriction and limit changes: the settings row, locked for the transaction. */
export async function lockUser(trx: RgDb, userId: number) {
  await trx
    .insertInto('rg_settings')
    .values({ user_id: userId })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return trx
    .selectFrom('rg_settings')
    .selectAll()
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** A user's settings row, if any. */
export function selectRgSettings(db: RgDb, userId: number) {
  return db.selectFrom('rg_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export function selectMarketingBlocked(db: RgDb, userId: number) {
  return db
    .selectFrom('rg_settings')
    .select('marketing_blocked')
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function selectRealityCheckMinutes(db: RgDb, userId: number) {
  return db
    .selectFrom('rg_settings')
    .select('reality_check_minutes')
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Stops marketing to a user (self-exclusion, internal block: for good). */
export async function blockMarketing(db: RgDb, userId: number, now: Date) {
  await db
    .updateTable('rg_settings')
    .set({ marketing_blocked: true, updated_at: now })
    .where('user_id', '=', userId)
    .execute();
}

export async function updateRealityCheckMinutes(db: RgDb, userId: number, minutes: number, now: Date) {
  await db
    .updateTable('rg_settings')
    .set({ reality_check_minutes: minutes, updated_at: now })
    .where('user_id', '=', userId)
    .execute();
}
