import { type TWithdrawal, WITHDRAWAL_STATUS } from '@placar/contract';
import type { Platform } from '../../../platform/context';
import type { PaymentsTables } from '../payments.tables';
import { presentWithdrawal } from './present-withdrawal';

/** Withdrawals not yet finished: created, pending approval, pending at the PSP. */
const OPEN = [WITHDRAWAL_STATUS.Created, WITHDRAWAL_STATUS.PendingApproval, WITHDRAWAL_STATUS.Pending];

const withdrawals = (platform: Platform) =>
  platform.db.withTables<PaymentsTables>().selectFrom('pix_withdrawals').selectAll();

export async function lastWithdrawal(platform: Platform, userId: number): Promise<TWithdrawal | null> {
  const w = await withdrawals(platform)
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return w ? presentWithdrawal(w) : null;
}

export async function pendingWithdrawals(platform: Platform, userId: number): Promise<TWithdrawal[]> {
  const rows = await withdrawals(platform)
    .where('user_id', '=', userId)
    .where('status', 'in', OPEN)
    .orderBy('id', 'desc')
    .execute();
  return rows.map(presentWithdrawal);
}

/** Staff's queue: the first 200 withdrawals in one status, oldest first. */
export async function withdrawalsByStatus(platform: Platform, status: number) {
  const rows = await withdrawals(platform).where('status', '=', status).orderBy('id').limit(200).execute();
  return rows.map((w) => ({ ...presentWithdrawal(w), userId: w.user_id }));
}
