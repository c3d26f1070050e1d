import { type TWithdrawal, WITHDRAWAL_STATUS } from '@placar/contract';
import type { Platform } from '../../../platform/context';
import { paymentsDb } from '../payments.repository';
import { presentWithdrawal } from './present-withdrawal';
import { latestWithdrawal, withdrawalsInStatus, withdrawalsInStatuses } from './withdrawals.repository';

/** Withdrawals not yet finished: created, pending approval, pending at the PSP. */
const OPEN = [WITHDRAWAL_STATUS.Created, WITHDRAWAL_STATUS.PendingApproval, WITHDRAWAL_STATUS.Pending];

export async function lastWithdrawal(platform: Platform, userId: number): Promise<TWithdrawal | null> {
  const w = await latestWithdrawal(paymentsDb(platform.db), userId);
  return w ? presentWithdrawal(w) : null;
}

export async function pendingWithdrawals(platform: Platform, userId: number): Promise<TWithdrawal[]> {
  const rows = await withdrawalsInStatuses(paymentsDb(platform.db), userId, OPEN);
  return rows.map(presentWithdrawal);
}

/** Staff's queue: the first 200 withdrawals in one status, oldest first. */
export async function withdrawalsByStatus(platform: Platform, status: number) {
  const rows = await withdrawalsInStatus(paymentsDb(platform.db), status);
  return rows.map((w) => ({ ...presentWithdrawal(w), userId: w.user_id }));
}
