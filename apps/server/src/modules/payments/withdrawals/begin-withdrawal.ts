import { randomUUID } from 'node:crypto';
import {
  PIX_WITHDRAWAL_MIN,
  reaisToCentavos,
  type TBeginWithdrawalRequest,
  WITHDRAWAL_STATUS,
} from '@placar/contract';
import type { Platform } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { assertWithdrawalsAllowed } from '../../account';
import { accounts, publishBalanceChanges, type TransferResult, transfer } from '../../wallet';
import { loadBettor } from '../bettor';
import { paymentsSettings } from '../payments.config';
import type { PaymentsTables } from '../payments.tables';
import { dispatchPayout } from './dispatch-payout';
import { presentWithdrawal } from './present-withdrawal';

/**
 * A Pix withdrawal to one of the bettor's keys in their own CPF. The amount leaves the wallet for the
 * withdrawal reserve in the same transaction that records the withdrawal (so it can no longer be bet);
 * above the approval threshold it waits for an operator, otherwise it goes to the PSP at once.
 * With the bettor's Idempotency-Key, a retry answers the withdrawal that key made (as it is now) and
 * reserves nothing; the key with another amount or Pix key is 409 IDEMPOTENCY_CONFLICT.
 */
export async function beginWithdrawal(
  platform: Platform,
  userId: number,
  request: TBeginWithdrawalRequest,
  idempotencyKey?: string,
) {
  const db = platform.db.withTables<PaymentsTables>();
  const earlier = async (executor: typeof db) => {
    if (idempotencyKey === undefined) return undefined;
    const row = await executor
      .selectFrom('pix_withdrawals')
      .selectAll()
      .where('user_id', '=', userId)
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();
    if (row && (row.amount !== reaisToCentavos(request.amount) || row.pix_key_id !== request.pixKeyId))
      throw new AppError('IDEMPOTENCY_CONFLICT', { context: { field: 'Idempotency-Key' } });
    return row;
  };
  const made = await earlier(db);
  if (made) return presentWithdrawal(made);
  const bettor = await loadBettor(platform, userId, 'withdrawal');
  // an operator's block on withdrawals (with its reason) holds new ones; open ones run as they are
  await assertWithdrawalsAllowed(platform, userId);
  const amount = reaisToCentavos(request.amount);
  if (amount < reaisToCentavos(PIX_WITHDRAWAL_MIN)) {
    throw new AppError('WITHDRAWAL_BELOW_MINIMUM', {
      message: `O saque mínimo é R$ ${PIX_WITHDRAWAL_MIN},00.`,
      context: { field: 'amount' },
    });
  }
  const key = await db
    .selectFrom('pix_keys')
    .selectAll()
    .where('id', '=', request.pixKeyId)
    .where('user_id', '=', userId)
    .where('is_active', '=', true)
    .executeTakeFirst();
  if (!key) {
    throw new AppError('NOT_FOUND', {
      message: 'Chave Pix não encontrada.',
      context: { field: 'pixKeyId' },
    });
  }
  if (key.owner_cpf !== bettor.cpf) {
    throw new AppError('PIX_KEY_NOT_OWNED', {
      message: 'Saques só podem ir para uma chave Pix no seu CPF.',
      context: { field: 'pixKeyId' },
    });
  }
  const needsApproval = amount > reaisToCentavos(paymentsSettings(platform).PIX_WITHDRAWAL_APPROVAL_ABOVE);
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
        status: needsApproval ? WITHDRAWAL_STATUS.PendingApproval : WITHDRAWAL_STATUS.Created,
        payout_id: randomUUID(),
        idempotency_key: idempotencyKey ?? null,
      })
      // a concurrent retry with the key waits for the first, then finds its withdrawal
      .onConflict((oc) =>
        oc.columns(['user_id', 'idempotency_key']).where('idempotency_key', 'is not', null).doNothing(),
      )
      .returningAll()
      .executeTakeFirst();
    if (!row) return { replay: (await earlier(trx))! };
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
  if ('replay' in w) return presentWithdrawal(w.replay);
  if (reserved) publishBalanceChanges(platform, reserved);
  if (!needsApproval) await dispatchPayout(platform, w.id);
  const current = await db
    .selectFrom('pix_withdrawals')
    .selectAll()
    .where('id', '=', w.id)
    .executeTakeFirstOrThrow();
  return presentWithdrawal(current);
}
