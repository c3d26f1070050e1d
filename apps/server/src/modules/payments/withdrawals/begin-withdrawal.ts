import { randomUUID } from 'node:crypto';
import { PIX_WITHDRAWAL_MIN, reaisToCentavos, type TBeginWithdrawalRequest } from '@placar/contract';
import type { Platform } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { accounts, publishBalanceChanges, type TransferResult, transfer } from '../../wallet';
import { loadBettor } from '../bettor';
import { paymentsConfig } from '../payments.config';
import type { PaymentsTables } from '../payments.tables';
import { dispatchPayout } from './dispatch-payout';
import { presentWithdrawal } from './present-withdrawal';

/**
 * A Pix withdrawal to one of the bettor's keys in their own CPF. The amount leaves the wallet for the
 * withdrawal reserve in the same transaction that records the withdrawal (so it can no longer be bet);
 * above the approval threshold it waits for an operator, otherwise it goes to the PSP at once.
 */
export async function beginWithdrawal(platform: Platform, userId: number, request: TBeginWithdrawalRequest) {
  const bettor = await loadBettor(platform, userId, 'withdrawal');
  const amount = reaisToCentavos(request.amount);
  if (amount < reaisToCentavos(PIX_WITHDRAWAL_MIN)) {
    throw new AppError('WITHDRAWAL_BELOW_MINIMUM', {
      status: 422,
      message: `Campo 'amount': o saque mínimo é R$ ${PIX_WITHDRAWAL_MIN},00.`,
      context: { field: 'amount' },
    });
  }
  const db = platform.db.withTables<PaymentsTables>();
  const key = await db
    .selectFrom('pix_keys')
    .selectAll()
    .where('id', '=', request.pixKeyId)
    .where('user_id', '=', userId)
    .where('is_active', '=', true)
    .executeTakeFirst();
  if (!key) {
    throw new AppError('NOT_FOUND', {
      message: "Campo 'pixKeyId': chave Pix não encontrada.",
      context: { field: 'pixKeyId' },
    });
  }
  if (key.owner_cpf !== bettor.cpf) {
    throw new AppError('PIX_KEY_NOT_OWNED', {
      status: 422,
      message: 'Saques só podem ir para uma chave Pix no seu CPF.',
      context: { field: 'pixKeyId' },
    });
  }
  const needsApproval = amount > reaisToCentavos(paymentsConfig().PIX_WITHDRAWAL_APPROVAL_ABOVE);
  let reserved: TransferResult | undefined;
  const w = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('pix_withdrawals')
      .values({
        user_id: userId,
        pix_key_id: key.id,
        key_type: key.key_type,
        key: key.key,
        amount,
        status: needsApproval ? 1 : 0,
        payout_id: randomUUID(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    reserved = await transfer(
      platform,
      {
        idempotencyKey: `wd-reserve:${row.id}`,
        kind: 'withdrawal_reserve',
        userId,
        reference: `pix-withdrawal:${row.id}`,
        lines: [
          { account: accounts.real(userId), amount: -amount },
          { account: accounts.withdrawalReserve(userId), amount },
        ],
      },
      { trx },
    );
    return row;
  });
  if (reserved) publishBalanceChanges(platform, reserved);
  if (!needsApproval) await dispatchPayout(platform, w.id);
  const current = await db
    .selectFrom('pix_withdrawals')
    .selectAll()
    .where('id', '=', w.id)
    .executeTakeFirstOrThrow();
  return presentWithdrawal(current);
}
