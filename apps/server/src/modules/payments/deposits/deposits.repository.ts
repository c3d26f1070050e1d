import { TRANSACTION_STATUS } from '@placar/contract';
import { type Insertable, sql, type Updateable } from 'kysely';
import type { PaymentsDb } from '../payments.repository';
import type { PixDepositRow } from '../payments.tables';

/** The bettor's deposit `id` as the view shows it (with its effective status). */
export function findUserDeposit(db: PaymentsDb, userId: number, id: number) {
  return db
    .selectFrom('pix_deposits_view')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function latestDeposit(db: PaymentsDb, userId: number) {
  return db
    .selectFrom('pix_deposits_view')
    .select(['id', 'amount', 'effective_status', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** How many charges of the bettor still wait for payment. */
export async function countOpenCharges(db: PaymentsDb, userId: number) {
  const open = await db
    .selectFrom('pix_deposits_view')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('effective_status', '=', TRANSACTION_STATUS.PENDING)
    .executeTakeFirstOrThrow();
  return Number(open.n);
}

export function insertDeposit(db: PaymentsDb, row: Insertable<PixDepositRow>) {
  return db.insertInto('pix_deposits').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Paid deposits (by payment time) and charges still payable (by creation) since `since`, centavos. */
export async function sumDepositedSince(db: PaymentsDb, userId: number, since: Date): Promise<number> {
  const r = await db
    .selectFrom('pix_deposits')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('status', '=', TRANSACTION_STATUS.SUCCESSFUL),
          eb(eb.fn.coalesce('paid_at', 'created_at'), '>=', since),
        ]),
        eb.and([
          eb('status', '=', TRANSACTION_STATUS.PENDING),
          eb('expires_at', '>', new Date()),
          eb('created_at', '>=', since),
        ]),
      ]),
    )
    .executeTakeFirst();
  return Number(r?.total ?? 0);
}

/** Whether the user has a successful deposit. */
export async function hasSuccessfulDeposit(db: PaymentsDb, userId: number) {
  const { rows } = await sql<{ deposited: boolean }>`
    select exists (
      select 1 from pix_deposits_view
      where user_id = ${userId} and effective_status = ${TRANSACTION_STATUS.SUCCESSFUL}
    ) as deposited`.execute(db);
  return rows[0]?.deposited === true;
}

export function findDepositByTxid(db: PaymentsDb, txid: string) {
  return db.selectFrom('pix_deposits').select(['id', 'user_id']).where('txid', '=', txid).executeTakeFirst();
}

export function lockDeposit(trx: PaymentsDb, id: number) {
  return trx.selectFrom('pix_deposits').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** A receipt's recorded outcome. */
export function receiptOutcome(trx: PaymentsDb, endToEndId: string) {
  return trx
    .selectFrom('pix_webhook_receipts')
    .select('outcome')
    .where('end_to_end_id', '=', endToEndId)
    .executeTakeFirst();
}

/** Writes what a received Pix did to its deposit (paid, or refunded with the reason). */
export async function updateDeposit(trx: PaymentsDb, id: number, set: Updateable<PixDepositRow>) {
  await trx.updateTable('pix_deposits').set(set).where('id', '=', id).execute();
}

export async function setReceiptOutcomeRaw(trx: PaymentsDb, endToEndId: string, outcome: string) {
  await sql`update pix_webhook_receipts set outcome = ${outcome}
      where end_to_end_id = ${endToEndId}`.execute(trx);
}

/** The refund reason recorded on the deposit a Pix paid. */
export async function refundReasonOf(db: PaymentsDb, endToEndId: string) {
  return (
    await db
      .selectFrom('pix_deposits')
      .select('refund_reason')
      .where('end_to_end_id', '=', endToEndId)
      .executeTakeFirst()
  )?.refund_reason;
}

/** Marks a receipt's refund taken by the PSP. */
export async function markReceiptRefunded(db: PaymentsDb, endToEndId: string) {
  await sql`update pix_webhook_receipts set outcome = 'refunded'
      where end_to_end_id = ${endToEndId} and outcome = 'refund_pending'`.execute(db);
}

/** Cancels the bettor's charges still waiting for payment; answers how many. */
export async function cancelPendingCharges(db: PaymentsDb, userId: number, reason: string) {
  const r = await db
    .updateTable('pix_deposits')
    .set({ status: TRANSACTION_STATUS.CANCELLED, refund_reason: reason, updated_at: new Date() })
    .where('user_id', '=', userId)
    .where('status', '=', TRANSACTION_STATUS.PENDING)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Any deposit of the bettor (the demo seed's check). */
export function anyDepositOf(db: PaymentsDb, userId: number) {
  return db.selectFrom('pix_deposits').select('id').where('user_id', '=', userId).executeTakeFirst();
}
