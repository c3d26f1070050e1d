import {
  centavosToReais,
  type TDepositLimits,
  type TLastDepositDetail,
  type TPixTransaction,
  TRANSACTION_TYPE,
} from '@placar/contract';
import type { Platform } from '../../../platform/context';
import { paymentsDb } from '../payments.repository';
import { presentWithdrawal } from '../withdrawals/present-withdrawal';
import { findUserWithdrawal } from '../withdrawals/withdrawals.repository';
import { getDepositLimits, PIX_MAINTENANCE_MESSAGE } from './deposit-limits';
import { findUserDeposit, latestDeposit } from './deposits.repository';
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
  const db = paymentsDb(platform.db);
  const d = await findUserDeposit(db, userId, id);
  if (d)
    return { transactionTypeWallet: TRANSACTION_TYPE.deposit, deposit: await presentDeposit(platform, d) };
  const w = await findUserWithdrawal(db, userId, id);
  if (w) return { transactionTypeWallet: TRANSACTION_TYPE.withdrawal, withdrawal: presentWithdrawal(w) };
  return null;
}

/** The latest deposit, for the deposit-conversion poll. */
export async function lastDepositDetail(platform: Platform, userId: number): Promise<TLastDepositDetail> {
  const d = await latestDeposit(paymentsDb(platform.db), userId);
  return d
    ? {
        amount: centavosToReais(d.amount),
        transactionId: d.id,
        status: d.effective_status,
        createdAt: new Date(d.created_at).toISOString(),
      }
    : null;
}
