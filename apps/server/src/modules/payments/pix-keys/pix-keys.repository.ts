import type { Insertable, Transaction, Updateable } from 'kysely';
import type { PaymentsDb } from '../payments.repository';
import type { PaymentsTables, PixKeyRow } from '../payments.tables';

/** The bettor's active keys, the default first. */
export function selectActivePixKeys(db: PaymentsDb, userId: number) {
  return db
    .selectFrom('pix_keys')
    .selectAll()
    .where('user_id', '=', userId)
    .where('is_active', '=', true)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .execute();
}

export function getPixKey(db: PaymentsDb, id: number) {
  return db.selectFrom('pix_keys').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** The bettor's key `id` (active or not). */
export function findUserPixKey(db: PaymentsDb, userId: number, id: number) {
  return db
    .selectFrom('pix_keys')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Any key of the bettor (the demo seed's check). */
export function anyPixKeyOf(db: PaymentsDb, userId: number) {
  return db.selectFrom('pix_keys').select('id').where('user_id', '=', userId).executeTakeFirst();
}

export async function countActivePixKeys(db: PaymentsDb, userId: number) {
  const active = await db
    .selectFrom('pix_keys')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('is_active', '=', true)
    .executeTakeFirstOrThrow();
  return Number(active.n);
}

/** Adds a key, or brings back the same key removed earlier. */
export function upsertPixKey(db: PaymentsDb, row: Insertable<PixKeyRow>, bankName: string) {
  return db
    .insertInto('pix_keys')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'key_type', 'key'])
        .doUpdateSet({ is_active: true, bank_name: bankName, updated_at: new Date() }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Another key of the bettor with this type and value, if any. */
export function findClashingPixKey(
  db: PaymentsDb,
  userId: number,
  keyType: PixKeyRow['key_type'],
  key: string,
  id: number,
) {
  return db
    .selectFrom('pix_keys')
    .select('id')
    .where('user_id', '=', userId)
    .where('key_type', '=', keyType)
    .where('key', '=', key)
    .where('id', '<>', id)
    .executeTakeFirst();
}

export async function updatePixKeyRow(db: PaymentsDb, id: number, set: Updateable<PixKeyRow>) {
  await db.updateTable('pix_keys').set(set).where('id', '=', id).execute();
}

/** Makes `id` the bettor's only default key. */
export async function makeDefaultPixKey(trx: Transaction<PaymentsTables>, userId: number, id: number) {
  await trx
    .updateTable('pix_keys')
    .set({ is_default: false })
    .where('user_id', '=', userId)
    .where('id', '<>', id)
    .execute();
  await trx.updateTable('pix_keys').set({ is_default: true }).where('id', '=', id).execute();
}
