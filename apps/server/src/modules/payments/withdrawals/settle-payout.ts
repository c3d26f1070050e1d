import { WITHDRAWAL_STATUS } from '@placar/contract';
import type { Platform } from '../../../platform/context';
import { accounts, publishBalanceChanges, type TransferResult, transfer } from '../../wallet';
import type { PaymentsTables } from '../payments.tables';
import type { PixWebhookBody } from '../provider/pix-provider';

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
  const outcome = await platform.db
    .withTables<PaymentsTables>()
    .transaction()
    .execute(async (trx) => {
      const receipt = await trx
        .insertInto('pix_webhook_receipts')
        .values({ end_to_end_id: result.endToEndId, kind: 'payout', outcome: 'processing' })
        .onConflict((oc) => oc.doNothing())
        .returning('end_to_end_id')
        .executeTakeFirst();
      if (!receipt) return 'duplicate' as const;
      const w = await trx
        .selectFrom('pix_withdrawals')
        .selectAll()
        .where('payout_id', '=', result.idEnvio)
        .forUpdate()
        .executeTakeFirst();
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
        await trx
          .updateTable('pix_withdrawals')
          .set({
            status: paid ? WITHDRAWAL_STATUS.Successful : WITHDRAWAL_STATUS.PaymentError,
            end_to_end_id: result.endToEndId,
            reason: paid ? null : (result.motivo ?? 'O Pix não pôde ser pago.'),
            paid_at: paid ? new Date(result.horario) : null,
            updated_at: new Date(),
          })
          .where('id', '=', w.id)
          .execute();
      }
      await trx
        .updateTable('pix_webhook_receipts')
        .set({ outcome: applies ? 'settled' : 'ignored' })
        .where('end_to_end_id', '=', result.endToEndId)
        .execute();
      return applies ? ('settled' as const) : ('ignored' as const);
    });
  if (moved) publishBalanceChanges(platform, moved);
  if (userId !== undefined) platform.bus.publish(`payments.withdrawal.${userId}`, { status: result.status });
  return outcome;
}
