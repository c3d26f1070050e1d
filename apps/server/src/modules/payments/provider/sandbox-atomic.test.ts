import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../../testing/factories';
import { createTestApp, type TestApp } from '../../../testing/platform';
import { auth } from '../payments.test-support';
import { sandboxPsp } from './index';

/**
 * The sandbox bank writes an event and queues its webhook in one transaction. The queue is made to fail
 * here (its table renamed away), as a connection cut between the two statements would: nothing of the
 * event may stay, or a paid charge would never be credited and a payout never settled.
 */
describe('sandbox PSP events and their webhooks', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createTestApp();
  });
  afterAll(() => sut.close());

  async function withoutOutbox(work: () => Promise<unknown>) {
    await sql`alter table sandbox_webhook_outbox rename to sandbox_webhook_outbox_away`.execute(
      sut.platform.db,
    );
    try {
      return await work().then(
        () => 'done',
        () => 'failed',
      );
    } finally {
      await sql`alter table sandbox_webhook_outbox_away rename to sandbox_webhook_outbox`.execute(
        sut.platform.db,
      );
    }
  }
  const outboxRows = async () =>
    (await sql<{ n: number }>`select count(*)::int as n from sandbox_webhook_outbox`.execute(sut.platform.db))
      .rows[0]!.n;

  it('leaves a charge unpaid when its webhook cannot be queued', async () => {
    const psp = sandboxPsp(sut.platform)!;
    const { user, token } = await createTestUser(sut.platform);
    const begun = await sut.app.inject({
      method: 'POST',
      url: '/api/pix/beginDeposit',
      headers: auth(token),
      payload: { amount: 30, providerId: 1 },
    });
    const txid = begun.json().data.txid as string;
    const before = await outboxRows();
    const payer = { cpf: user.cpf!, name: user.full_name };
    expect(await withoutOutbox(() => psp.pay(txid, payer))).toBe('failed');
    expect((await psp.getCharge(txid))?.status).toBe('ATIVA');
    expect(await outboxRows()).toBe(before);
    expect(await psp.pay(txid, payer)).toMatchObject({ ok: true });
    expect(await outboxRows()).toBe(before + 1);
  });

  it('records no payout when its webhook cannot be queued, so a retry sends it', async () => {
    const psp = sandboxPsp(sut.platform)!;
    const payoutId = randomUUID();
    const input = {
      payoutId,
      keyType: 'EVP' as const,
      key: randomUUID(),
      amount: 1_000,
      ownerCpf: '00000000000',
    };
    const before = await outboxRows();
    expect(await withoutOutbox(() => psp.payout(input))).toBe('failed');
    const payouts = () =>
      sql<{
        n: number;
      }>`select count(*)::int as n from sandbox_pix_payouts where payout_id = ${payoutId}`.execute(
        sut.platform.db,
      );
    expect((await payouts()).rows[0]!.n).toBe(0);
    await psp.payout(input);
    expect((await payouts()).rows[0]!.n).toBe(1);
    expect(await outboxRows()).toBe(before + 1);
  });
});
