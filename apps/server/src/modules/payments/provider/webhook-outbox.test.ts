import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifySignedBody } from '../../../platform/http/signed-body';
import { createTestApp, type TestApp } from '../../../testing/platform';
import { backoffMs, deliverDueWebhooks, enqueueWebhook, setWebhookTransport } from './webhook-outbox';

describe('sandbox webhook outbox', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createTestApp();
  });
  afterAll(() => sut.close());

  it('signs each delivery and retries with back-off until a 2xx acknowledges it', async () => {
    const answers = [500, 503, 200];
    const seen: { body: string; signature: string }[] = [];
    setWebhookTransport(sut.platform, async (body, headers) => {
      seen.push({ body, signature: headers['x-pix-signature']! });
      return answers.shift() ?? 200;
    });
    await enqueueWebhook(sut.platform, { pix: [] });
    const row = async () =>
      (
        await sql<{ attempts: number; delivered: boolean; wait_ms: number }>`
          select attempts, delivered_at is not null as delivered,
                 extract(epoch from (next_attempt_at - now())) * 1000 as wait_ms
          from sandbox_webhook_outbox order by id desc limit 1`.execute(sut.platform.db)
      ).rows[0]!;

    expect(await deliverDueWebhooks(sut.platform)).toBe(0);
    expect(await row()).toMatchObject({ attempts: 1, delivered: false });
    expect((await row()).wait_ms).toBeGreaterThan(0);
    expect(await deliverDueWebhooks(sut.platform)).toBe(0); // not due yet: nothing sent
    expect(seen).toHaveLength(1);
    expect(await deliverDueWebhooks(sut.platform, { horizonMs: backoffMs(1) + 1_000 })).toBe(0);
    expect(await row()).toMatchObject({ attempts: 2, delivered: false });
    expect(await deliverDueWebhooks(sut.platform, { horizonMs: backoffMs(2) + 1_000 })).toBe(1);
    expect(await row()).toMatchObject({ attempts: 3, delivered: true });
    for (const s of seen)
      expect(verifySignedBody(sut.platform.config.webhookSecret, s.body, s.signature)).toBe(true);
    expect(backoffMs(1)).toBe(1_000);
    expect(backoffMs(4)).toBe(8_000);
    expect(backoffMs(30)).toBe(300_000);
  });
});
