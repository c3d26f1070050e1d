import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database';

/** The sandbox PSP's webhook outbox (sandbox_webhook_outbox). */

/** Queues a webhook body, due after `delayMs`; `db` is the caller's transaction when it has one. */
export async function insertOutboxWebhook(db: Db, body: object, delayMs: number) {
  await sql`
    insert into sandbox_webhook_outbox (body, next_attempt_at)
    values (${JSON.stringify(body)}, now() + ${`${delayMs} milliseconds`}::interval)`.execute(db);
}

/**
 * Claims up to 20 webhooks due (or due within `horizonMs`) for 60 seconds, with SKIP LOCKED so several
 * nodes can deliver at once.
 */
export async function claimDueWebhooks(db: Db, horizonMs: number) {
  const claimed = await sql<{ id: number; body: string; attempts: number }>`
    update sandbox_webhook_outbox set next_attempt_at = now() + interval '60 seconds'
    where id in (
      select id from sandbox_webhook_outbox
      where delivered_at is null
        and next_attempt_at <= now() + ${`${horizonMs} milliseconds`}::interval
      order by id limit 20 for update skip locked)
    returning id, body, attempts`.execute(db);
  return claimed.rows;
}

export async function markWebhookDelivered(db: Db, id: number) {
  await sql`update sandbox_webhook_outbox set delivered_at = now(), attempts = attempts + 1
        where id = ${id}`.execute(db);
}

/** Records a failed attempt and when to try again. */
export async function markWebhookFailed(
  db: Db,
  id: number,
  attempts: number,
  error: string,
  retryInMs: number,
) {
  await sql`
        update sandbox_webhook_outbox set attempts = ${attempts}, last_error = ${error},
          next_attempt_at = now() + ${`${retryInMs} milliseconds`}::interval
        where id = ${id}`.execute(db);
}
