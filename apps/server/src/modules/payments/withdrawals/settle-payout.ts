import { WITHDRAWAL_STATUS } from '@placar/contract';
import type { Platform } from '../../../platform/context';
import { accounts, publishBalanceChanges, type TransferResult, transfer } from '../../wallet';
import { claimWebhookReceipt, inPaymentsTransaction } from '../payments.repository';
import type { PixWebhookBody } from '../provider/pix-provider';
import { finishWithdrawal, lockWithdrawalByPayout, setReceiptOutcome } from './withdrawals.repository';

export type PayoutResult = NonNullable<PixWebhookBody['pagamentos']>[number];

/**
 * The PSP's word on a payout (webhook item), applied once per endToEndId: paid → the reserve goes to
 * Pix clearing (status Successful 6); not paid → the reserve returns to the wallet (PaymentError -4).
 */
export async function settlePayout(
  platform: Platform,
  result: PayoutResult,
): Promise<'settled' | 'duplicate' | 'ignored'> {
  let moved: TransferResult | undefined;
  let userId: number | undefined;
  const outcome = await inPaymentsTransaction(platform.db, async (trx) => {
    if (!(await claimWebhookReceipt(trx, result.endToEndId, 'payout'))) return 'duplicate' as const;
    const w = await lockWithdrawalByPayout(trx, result.idEnvio);
    const applies = w !== undefined && w.status === WITHDRAWAL_STATUS.Pending;
    if (w && applies) {
      userId = w.user_id;
      const paid = result.status === 'REALIZADO';
      moved = await transfer(
        platform,
        {
          idempotencyKey: paid ? `wd-paid:${w.id}` : `wd-release:${w.id}`,
          kind: paid ? 'withdrawal_paid' : 'withdrawal_released',
          userId: w.user_id,
          reference: `pix-withdrawal:${w.id}`,
          metadata: { endToEndId: result.endToEndId },
          lines: [
            { account: accounts.withdrawalReserve(w.user_id), amount: -w.amount },
            { account: paid ? accounts.pixClearing : accounts.real(w.user_id), amount: w.amount },
          ],
        },
        { trx },
      );
      await finishWithdrawal(trx, w.id, {
        status: paid ? WITHDRAWAL_STATUS.Successful : WITHDRAWAL_STATUS.PaymentError,
        end_to_end_id: result.endToEndId,
        reason: paid ? null : (result.motivo ?? 'O Pix não pôde ser pago.'),
        paid_at: paid ? new Date(result.horario) : null,
      });
    }
    await setReceiptOutcome(trx, result.endToEndId, applies ? 'settled' : 'ignored');
    return applies ? ('settled' as const) : ('ignored' as const);
  });
  if (moved) publishBalanceChanges(platform, moved);
  if (userId !== undefined) platform.bus.publish(`payments.withdrawal.${userId}`, { status: result.status });
  return outcome;
}
