import type { TPixKeyType } from '@placar/contract';
import { WITHDRAWAL_STATUS } from '@placar/contract';
import type { Platform } from '../../../platform/context';
import { paymentsDb } from '../payments.repository';
import { pixProvider } from '../provider';
import { releaseWithdrawal } from './release-withdrawal';
import { moveWithdrawalStatus, pixKeyOwnerCpf, staleWithdrawalIds } from './withdrawals.repository';

/**
 * Sends a created withdrawal to the PSP (status Created 0 → Pending 2). The PSP confirms by webhook;
 * if it refuses the request outright the withdrawal ends in Error (-6) and the money returns.
 */
export async function dispatchPayout(platform: Platform, id: number) {
  const db = paymentsDb(platform.db);
  const w = await moveWithdrawalStatus(db, id, WITHDRAWAL_STATUS.Created, {
    status: WITHDRAWAL_STATUS.Pending,
  });
  if (!w) return;
  const key = await pixKeyOwnerCpf(db, w.pix_key_id);
  try {
    await pixProvider(platform).payout({
      payoutId: w.payout_id,
      keyType: w.key_type as TPixKeyType,
      key: w.key,
      amount: w.amount,
      ownerCpf: key.owner_cpf,
    });
  } catch (error) {
    platform.log.error({ err: error, withdrawalId: id }, 'pix payout request failed');
    await releaseWithdrawal(platform, id, {
      from: [WITHDRAWAL_STATUS.Pending],
      to: WITHDRAWAL_STATUS.Error,
      reason: 'O provedor Pix recusou o envio.',
    });
  }
  platform.bus.publish(`payments.withdrawal.${w.user_id}`, { id, status: WITHDRAWAL_STATUS.Pending });
}

/** Sends withdrawals left in Created (a node stopped between commit and dispatch). */
export async function dispatchStaleWithdrawals(platform: Platform) {
  const stale = await staleWithdrawalIds(paymentsDb(platform.db), WITHDRAWAL_STATUS.Created);
  for (const w of stale) await dispatchPayout(platform, w.id);
}
