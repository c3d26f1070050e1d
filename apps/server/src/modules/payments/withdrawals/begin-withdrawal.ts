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
import { inPaymentsTransaction, type PaymentsDb, paymentsDb } from '../payments.repository';
import { dispatchPayout } from './dispatch-payout';
import { presentWithdrawal } from './present-withdrawal';
import {
  findActivePixKey,
  findWithdrawalByKey,
  getWithdrawal,
  insertWithdrawal,
} from './withdrawals.repository';

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
  const db = paymentsDb(platform.db);
  const earlier = async (executor: PaymentsDb) => {
    if (idempotencyKey === undefined) return undefined;
    const row = await findWithdrawalByKey(executor, userId, idempotencyKey);
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
  const key = await findActivePixKey(db, userId, request.pixKeyId);
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
  const w = await inPaymentsTransaction(platform.db, async (trx) => {
    const row = await insertWithdrawal(trx, {
      user_id: userId,
      pix_key_id: key.id,
      key_type: key.key_type,
      key: key.key,
      amount,
      status: needsApproval ? WITHDRAWAL_STATUS.PendingApproval : WITHDRAWAL_STATUS.Created,
      payout_id: randomUUID(),
      idempotency_key: idempotencyKey ?? null,
    });
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
  return presentWithdrawal(await getWithdrawal(db, w.id));
}
