import { PIX_SIGNATURE_HEADER } from '@placar/contract';
import type { Platform } from '../../../platform/context';
import type { Db } from '../../../platform/db/database';
import { signBody } from '../../../platform/http/signed-body';
import { startWorkerLoop } from '../../../platform/worker-loop';
import { paymentsSettings } from '../payments.config';
import {
  claimDueWebhooks,
  insertOutboxWebhook,
  markWebhookDelivered,
  markWebhookFailed,
} from './webhook-outbox.repository';

/** Sends one signed webhook; answers the HTTP status the operator replied with. */
export type WebhookTransport = (body: string, headers: Record<string, string>) => Promise<number>;

/** The payments routes register the in-process transport (app.inject); PIX_WEBHOOK_URL switches to HTTP. */
export function setWebhookTransport(platform: Platform, transport: WebhookTransport) {
  platform.modules.payments.webhookTransport = transport;
}

function transportFor(platform: Platform): WebhookTransport | undefined {
  const url = paymentsSettings(platform).PIX_WEBHOOK_URL;
  if (url) {
    return async (body, headers) => {
      const res = await fetch(url, { method: 'POST', body, headers, signal: AbortSignal.timeout(10_000) });
      return res.status;
    };
  }
  return platform.modules.payments.webhookTransport;
}

/** Queues a webhook; `db` is the caller's transaction when the event it reports is written with it. */
export async function enqueueWebhook(platform: Platform, body: object, delayMs = 0, db: Db = platform.db) {
  await insertOutboxWebhook(db, body, delayMs);
}

/** Back-off after the n-th failed attempt: 1 s, 2 s, 4 s ... capped at 5 minutes. */
export const backoffMs = (attempts: number) => Math.min(1_000 * 2 ** Math.max(attempts - 1, 0), 300_000);

/**
 * Delivers the webhooks that are due (or, with `horizonMs`, due within that time), each signed afresh.
 * Rows are claimed with SKIP LOCKED so several nodes can run this at once. Answers how many were acknowledged.
 */
export async function deliverDueWebhooks(platform: Platform, options: { horizonMs?: number } = {}) {
  const transport = transportFor(platform);
  if (!transport) return 0;
  const claimed = await claimDueWebhooks(platform.db, options.horizonMs ?? 0);
  let acknowledged = 0;
  for (const row of claimed) {
    let status = 0;
    let error: string | null = null;
    try {
      status = await transport(row.body, {
        'content-type': 'application/json',
        [PIX_SIGNATURE_HEADER]: signBody(platform.config.webhookSecret, row.body),
      });
    } catch (e) {
      error = String(e).slice(0, 500);
    }
    if (status >= 200 && status < 300) {
      acknowledged += 1;
      await markWebhookDelivered(platform.db, row.id);
    } else {
      const attempts = row.attempts + 1;
      await markWebhookFailed(platform.db, row.id, attempts, error ?? `HTTP ${status}`, backoffMs(attempts));
    }
  }
  return acknowledged;
}

/** Polls the outbox every 250 ms until the platform closes, backing off while rounds fail (an outage). */
export function startWebhookWorker(platform: Platform) {
  const loop = startWorkerLoop({
    name: 'pix webhook outbox',
    intervalMs: 250,
    log: platform.log,
    run: () => deliverDueWebhooks(platform),
  });
  platform.onClose(() => loop.stop());
}
