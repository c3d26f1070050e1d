import type { Platform } from '../../../platform/context';
import { accounts, publishBalanceChanges, type TransferResult, transfer } from '../../wallet';
import { inPaymentsTransaction } from '../payments.repository';
import { finishWithdrawal, lockWithdrawal } from './withdrawals.repository';

/**
 * Ends a withdrawal without paying it (rejected, provider error, payout failed): moves the amount from
 * the withdrawal reserve back to the wallet and sets the final status, in one transaction, only if the
 * withdrawal is still in one of `from`.
 */
export async function releaseWithdrawal(
  platform: Platform,
  id: number,
  change: { from: number[]; to: number; reason: string; decidedBy?: number },
): Promise<boolean> {
  let moved: TransferResult | undefined;
  await inPaymentsTransaction(platform.db, async (trx) => {
    const w = await lockWithdrawal(trx, id);
    if (!w || !change.from.includes(w.status)) return;
    moved = await transfer(
      platform,
      {
        idempotencyKey: `wd-release:${w.id}`,
        kind: 'withdrawal_released',
        userId: w.user_id,
        reference: `pix-withdrawal:${w.id}`,
        lines: [
          { account: accounts.withdrawalReserve(w.user_id), amount: -w.amount },
          { account: accounts.real(w.user_id), amount: w.amount },
        ],
      },
      { trx },
    );
    await finishWithdrawal(trx, w.id, {
      status: change.to,
      reason: change.reason,
      decided_by: change.decidedBy ?? null,
    });
  });
  if (moved) publishBalanceChanges(platform, moved);
  return moved !== undefined;
}
