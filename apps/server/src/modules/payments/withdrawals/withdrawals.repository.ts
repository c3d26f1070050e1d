import type { Insertable } from 'kysely';
import type { PaymentsDb } from '../payments.repository';
import type { PixWithdrawalRow } from '../payments.tables';

const withdrawals = (db: PaymentsDb) => db.selectFrom('pix_withdrawals').selectAll();

export function findWithdrawal(db: PaymentsDb, id: number) {
  return withdrawals(db).where('id', '=', id).executeTakeFirst();
}

export function getWithdrawal(db: PaymentsDb, id: number) {
  return withdrawals(db).where('id', '=', id).executeTakeFirstOrThrow();
}

export function findUserWithdrawal(db: PaymentsDb, userId: number, id: number) {
  return withdrawals(db).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

/** The withdrawal a bettor's Idempotency-Key made, if any. */
export function findWithdrawalByKey(db: PaymentsDb, userId: number, idempotencyKey: string) {
  return withdrawals(db)
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

/** Locks a withdrawal for the transaction. */
export function lockWithdrawal(trx: PaymentsDb, id: number) {
  return withdrawals(trx).where('id', '=', id).forUpdate().executeTakeFirst();
}

export function lockWithdrawalByPayout(trx: PaymentsDb, payoutId: string) {
  return withdrawals(trx).where('payout_id', '=', payoutId).forUpdate().executeTakeFirst();
}

export function latestWithdrawal(db: PaymentsDb, userId: number) {
  return withdrawals(db).where('user_id', '=', userId).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

export function withdrawalsInStatuses(db: PaymentsDb, userId: number, statuses: number[]) {
  return withdrawals(db)
    .where('user_id', '=', userId)
    .where('status', 'in', statuses)
    .orderBy('id', 'desc')
    .execute();
}

/** The first 200 withdrawals in one status, oldest first. */
export function withdrawalsInStatus(db: PaymentsDb, status: number) {
  return withdrawals(db).where('status', '=', status).orderBy('id').limit(200).execute();
}

/** Inserts a withdrawal unless the bettor's Idempotency-Key already made one (then answers undefined). */
export function insertWithdrawal(trx: PaymentsDb, row: Insertable<PixWithdrawalRow>) {
  return (
    trx
      .insertInto('pix_withdrawals')
      .values(row)
      // a concurrent retry with the key waits for the first, then finds its withdrawal
      .onConflict((oc) =>
        oc.columns(['user_id', 'idempotency_key']).where('idempotency_key', 'is not', null).doNothing(),
      )
      .returningAll()
      .executeTakeFirst()
  );
}

/** Moves a withdrawal from one status to another; answers the row when it was in `from`. */
export function moveWithdrawalStatus(
  db: PaymentsDb,
  id: number,
  from: number,
  set: { status: number; decided_by?: number },
) {
  return db
    .updateTable('pix_withdrawals')
    .set({ ...set, updated_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', from)
    .returningAll()
    .executeTakeFirst();
}

/** Sets a withdrawal's final status and what goes with it. */
export async function finishWithdrawal(
  trx: PaymentsDb,
  id: number,
  set: {
    status: number;
    reason: string | null;
    decided_by?: number | null;
    end_to_end_id?: string;
    paid_at?: Date | null;
  },
) {
  await trx
    .updateTable('pix_withdrawals')
    .set({ ...set, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Withdrawals left in `status` for 30 s (a node stopped between commit and dispatch), 50 at most. */
export function staleWithdrawalIds(db: PaymentsDb, status: number) {
  return db
    .selectFrom('pix_withdrawals')
    .select('id')
    .where('status', '=', status)
    .where('updated_at', '<', new Date(Date.now() - 30_000))
    .limit(50)
    .execute();
}

/** The bettor's active Pix key `id`. */
export function findActivePixKey(db: PaymentsDb, userId: number, id: number) {
  return db
    .selectFrom('pix_keys')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('is_active', '=', true)
    .executeTakeFirst();
}

export function pixKeyOwnerCpf(db: PaymentsDb, id: number) {
  return db.selectFrom('pix_keys').select('owner_cpf').where('id', '=', id).executeTakeFirstOrThrow();
}

/** Sets a webhook receipt's outcome. */
export async function setReceiptOutcome(trx: PaymentsDb, endToEndId: string, outcome: string) {
  await trx
    .updateTable('pix_webhook_receipts')
    .set({ outcome })
    .where('end_to_end_id', '=', endToEndId)
    .execute();
}
