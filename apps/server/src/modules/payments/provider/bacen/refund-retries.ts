import { sql } from 'kysely';
import type { Platform } from '../../../../platform/context';

export type RefundRequest = { endToEndId: string; refundId: string; amount: number; reason: string };

/** After this many failed attempts a refund waits for an operator (logged as an error each time). */
export const MAX_REFUND_ATTEMPTS = 30;
/** Back-off after the n-th failure: 30 s, 1 min, 2 min ... capped at 1 hour. */
const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(attempts - 1, 0), 3_600_000);

/** Keeps a refund the PSP did not take, to be sent again by `retryDueRefunds`. */
export async function keepRefundForRetry(platform: Platform, refund: RefundRequest, error: unknown) {
  await sql`
    insert into pix_refund_retries (refund_id, end_to_end_id, amount, reason, attempts, last_error, next_attempt_at)
    values (${refund.refundId}, ${refund.endToEndId}, ${refund.amount}, ${refund.reason}, 1,
            ${String(error).slice(0, 500)}, now() + ${`${backoffMs(1)} milliseconds`}::interval)
    on conflict (refund_id) do nothing`.execute(platform.db);
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
  const claimed = await sql<{
    refund_id: string;
    end_to_end_id: string;
    amount: string | number;
    reason: string;
    attempts: number;
  }>`
    update pix_refund_retries set next_attempt_at = now() + interval '5 minutes'
    where refund_id in (
      select refund_id from pix_refund_retries
      where done_at is null and attempts < ${MAX_REFUND_ATTEMPTS}
        and next_attempt_at <= now() + ${`${options.horizonMs ?? 0} milliseconds`}::interval
      order by next_attempt_at limit 20 for update skip locked)
    returning refund_id, end_to_end_id, amount, reason, attempts`.execute(platform.db);
  let sent = 0;
  for (const row of claimed.rows) {
    try {
      await send({
        refundId: row.refund_id,
        endToEndId: row.end_to_end_id,
        amount: Number(row.amount),
        reason: row.reason,
      });
      sent += 1;
      await sql`update pix_refund_retries set done_at = now(), attempts = attempts + 1
        where refund_id = ${row.refund_id}`.execute(platform.db);
    } catch (error) {
      const attempts = row.attempts + 1;
      platform.log[attempts >= MAX_REFUND_ATTEMPTS ? 'error' : 'warn'](
        { err: error, endToEndId: row.end_to_end_id, attempts },
        attempts >= MAX_REFUND_ATTEMPTS
          ? 'pix refund gave up: an operator must refund it'
          : 'pix refund retry failed',
      );
      await sql`
        update pix_refund_retries set attempts = ${attempts}, last_error = ${String(error).slice(0, 500)},
          next_attempt_at = now() + ${`${backoffMs(attempts)} milliseconds`}::interval
        where refund_id = ${row.refund_id}`.execute(platform.db);
    }
  }
  return sent;
}
