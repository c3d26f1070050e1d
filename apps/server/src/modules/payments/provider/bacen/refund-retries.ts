import type { Platform } from '../../../../platform/context';
import {
  claimDueRefunds,
  insertRefundRetry,
  markRefundDone,
  markRefundFailed,
} from './refund-retries.repository';

export type RefundRequest = { endToEndId: string; refundId: string; amount: number; reason: string };

/** After this many failed attempts a refund waits for an operator (logged as an error each time). */
export const MAX_REFUND_ATTEMPTS = 30;
/** Back-off after the n-th failure: 30 s, 1 min, 2 min ... capped at 1 hour. */
const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(attempts - 1, 0), 3_600_000);

/** Keeps a refund the PSP did not take, to be sent again by `retryDueRefunds`. */
export async function keepRefundForRetry(platform: Platform, refund: RefundRequest, error: unknown) {
  await insertRefundRetry(platform.db, refund, String(error).slice(0, 500), backoffMs(1));
}

/**
 * Sends again the kept refunds that are due (or due within `horizonMs`). Rows are claimed with
 * SKIP LOCKED, so every node may run this. Answers how many the PSP took.
 */
export async function retryDueRefunds(
  platform: Platform,
  send: (refund: RefundRequest) => Promise<void>,
  options: { horizonMs?: number } = {},
) {
  const claimed = await claimDueRefunds(platform.db, MAX_REFUND_ATTEMPTS, options.horizonMs ?? 0);
  let sent = 0;
  for (const row of claimed) {
    try {
      await send({
        refundId: row.refund_id,
        endToEndId: row.end_to_end_id,
        amount: Number(row.amount),
        reason: row.reason,
      });
      sent += 1;
      await markRefundDone(platform.db, row.refund_id);
    } catch (error) {
      const attempts = row.attempts + 1;
      platform.log[attempts >= MAX_REFUND_ATTEMPTS ? 'error' : 'warn'](
        { err: error, endToEndId: row.end_to_end_id, attempts },
        attempts >= MAX_REFUND_ATTEMPTS
          ? 'pix refund gave up: an operator must refund it'
          : 'pix refund retry failed',
      );
      await markRefundFailed(
        platform.db,
        row.refund_id,
        attempts,
        String(error).slice(0, 500),
        backoffMs(attempts),
      );
    }
  }
  return sent;
}
