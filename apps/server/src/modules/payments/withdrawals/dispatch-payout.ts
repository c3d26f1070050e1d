import type { TPixKeyType } from '@placar/contract';
import { WITHDRAWAL_STATUS } from '@placar/contract';
import type { Platform } from '../../../platform/context';
import type { PaymentsTables } from '../payments.tables';
import { pixProvider } from '../provider';
import { releaseWithdrawal } from './release-withdrawal';

/**
 * Sends a created withdrawal to the PSP (status Created 0 → Pending 2). The PSP confirms by webhook;
 * if it refuses the request outright the withdrawal ends in Error (-6) and the money returns.
 */
export async function dispatchPayout(platform: Platform, id: number) {
  const db = platform.db.withTables<PaymentsTables>();
  const w = await db
    .updateTable('pix_withdrawals')
    .set({ status: WITHDRAWAL_STATUS.Pending, updated_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', WITHDRAWAL_STATUS.Created)
    .returningAll()
    .executeTakeFirst();
  if (!w) return;
  const key = await db
    .selectFrom('pix_keys')
    .select('owner_cpf')
    .where('id', '=', w.pix_key_id)
    .executeTakeFirstOrThrow();
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
  const stale = await platform.db
    .withTables<PaymentsTables>()
    .selectFrom('pix_withdrawals')
    .select('id')
    .where('status', '=', WITHDRAWAL_STATUS.Created)
    .where('updated_at', '<', new Date(Date.now() - 30_000))
    .limit(50)
    .execute();
  for (const w of stale) await dispatchPayout(platform, w.id);
}
