import { sql } from 'kysely';
import type { Db } from '../../../../platform/db/database';

/** Refunds the PSP did not take, kept to be sent again (pix_refund_retries). */

export async function insertRefundRetry(
  db: Db,
  r: { refundId: string; endToEndId: string; amount: number; reason: string },
  error: string,
  retryInMs: number,
) {
  await sql`
    insert into pix_refund_retries (refund_id, end_to_end_id, amount, reason, attempts, last_error, next_attempt_at)
    values (${r.refundId}, ${r.endToEndId}, ${r.amount}, ${r.reason}, 1,
            ${error}, now() + ${`${retryInMs} milliseconds`}::interval)
    on conflict (refund_id) do nothing`.execute(db);
}

/**
 * Claims up to 20 kept refunds due (or due within `horizonMs`) with fewer than `maxAttempts` attempts,
 * for 5 minutes, with SKIP LOCKED so every node may run this.
 */
export async function claimDueRefunds(db: Db, maxAttempts: number, horizonMs: number) {
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
      where done_at is null and attempts < ${maxAttempts}
        and next_attempt_at <= now() + ${`${horizonMs} milliseconds`}::interval
      order by next_attempt_at limit 20 for update skip locked)
    returning refund_id, end_to_end_id, amount, reason, attempts`.execute(db);
  return claimed.rows;
}

export async function markRefundDone(db: Db, refundId: string) {
  await sql`update pix_refund_retries set done_at = now(), attempts = attempts + 1
        where refund_id = ${refundId}`.execute(db);
}

export async function markRefundFailed(
  db: Db,
  refundId: string,
  attempts: number,
  error: string,
  retryInMs: number,
) {
  await sql`
        update pix_refund_retries set attempts = ${attempts}, last_error = ${error},
          next_attempt_at = now() + ${`${retryInMs} milliseconds`}::interval
        where refund_id = ${refundId}`.execute(db);
}
