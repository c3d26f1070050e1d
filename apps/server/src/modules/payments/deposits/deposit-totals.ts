import { TRANSACTION_STATUS } from '@placar/contract';
import type { Platform } from '../../../platform/context';
import type { PaymentsTables } from '../payments.tables';

/**
 * Centavos a bettor deposited since a moment: paid deposits (by payment time) and charges still
 * payable (by creation), so several open charges cannot together pass a responsible-gaming limit.
 */
export async function depositedSince(platform: Platform, userId: number, since: Date): Promise<number> {
  const r = await platform.db
    .withTables<PaymentsTables>()
    .selectFrom('pix_deposits')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('status', '=', TRANSACTION_STATUS.SUCCESSFUL),
          eb(eb.fn.coalesce('paid_at', 'created_at'), '>=', since),
        ]),
        eb.and([
          eb('status', '=', TRANSACTION_STATUS.PENDING),
          eb('expires_at', '>', new Date()),
          eb('created_at', '>=', since),
        ]),
      ]),
    )
    .executeTakeFirst();
  return Number(r?.total ?? 0);
}
