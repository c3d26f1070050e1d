import {
  centavosToReais,
  type TDepositLimits,
  type TLastDepositDetail,
  type TPixTransaction,
  TRANSACTION_TYPE,
} from '@placar/contract';
import type { Platform } from '../../../platform/context';
import type { PaymentsTables } from '../payments.tables';
import { presentWithdrawal } from '../withdrawals/present-withdrawal';
import { getDepositLimits, PIX_MAINTENANCE_MESSAGE } from './deposit-limits';
import { presentDeposit } from './present-deposit';

/** What the bettor's deposit page reads: limits, one transaction, the latest deposit. */

export async function depositLimitsAnswer(platform: Platform, userId: number): Promise<TDepositLimits> {
  const l = await getDepositLimits(platform, userId);
  return {
    min: centavosToReais(l.min),
    max: centavosToReais(l.max),
    presets: [...l.presets],
    inMaintenance: l.inMaintenance,
    maintenanceMessage: l.inMaintenance ? PIX_MAINTENANCE_MESSAGE : null,
  };
}

/** The bettor's own deposit or withdrawal with this id (ids are shared by both), or null. */
export async function findPixTransaction(
  platform: Platform,
  userId: number,
  id: number,
): Promise<TPixTransaction | null> {
  const db = platform.db.withTables<PaymentsTables>();
  const d = await db
    .selectFrom('pix_deposits_view')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (d)
    return { transactionTypeWallet: TRANSACTION_TYPE.deposit, deposit: await presentDeposit(platform, d) };
  const w = await db
    .selectFrom('pix_withdrawals')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (w) return { transactionTypeWallet: TRANSACTION_TYPE.withdrawal, withdrawal: presentWithdrawal(w) };
  return null;
}

/** The latest deposit, for the deposit-conversion poll. */
export async function lastDepositDetail(platform: Platform, userId: number): Promise<TLastDepositDetail> {
  const d = await platform.db
    .withTables<PaymentsTables>()
    .selectFrom('pix_deposits_view')
    .select(['id', 'amount', 'effective_status', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return d
    ? {
        amount: centavosToReais(d.amount),
        transactionId: d.id,
        status: d.effective_status,
        createdAt: new Date(d.created_at).toISOString(),
      }
    : null;
}
