import type { Kysely, Transaction } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { PaymentsTables } from './payments.tables';

/** The payments tables on the platform database, or inside a caller's transaction. */
export type PaymentsDb = Kysely<PaymentsTables>;
export type PaymentsTrx = Transaction<PaymentsTables>;

export const paymentsDb = (db: Db): PaymentsDb => db.withTables<PaymentsTables>();

/** Runs `work` in one transaction on the payments tables (committed when it resolves). */
export function inPaymentsTransaction<T>(db: Db, work: (trx: PaymentsTrx) => Promise<T>): Promise<T> {
  return paymentsDb(db).transaction().execute(work);
}

/** Records a webhook item's endToEndId as being processed; answers false when it was seen before. */
export async function claimWebhookReceipt(trx: PaymentsDb, endToEndId: string, kind: 'pix' | 'payout') {
  const receipt = await trx
    .insertInto('pix_webhook_receipts')
    .values({ end_to_end_id: endToEndId, kind, outcome: 'processing' })
    .onConflict((oc) => oc.doNothing())
    .returning('end_to_end_id')
    .executeTakeFirst();
  return receipt !== undefined;
}
