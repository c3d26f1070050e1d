import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../../testing/factories';
import { createTestApp, type TestApp } from '../../../testing/platform';
import { checkLedger } from '../../wallet';
import { auth, postWebhook } from '../payments.test-support';
import { refundIdOf } from './receive-pix';

/** A Pix charge opened before a self-exclusion or a pause and paid after it is returned, not credited. */
let sut: TestApp;
beforeAll(async () => {
  sut = await createTestApp();
});
afterAll(() => sut.close());

let seq = 0;
const e2eId = () => `E${String(Date.now()).padStart(14, '0')}${String(++seq).padStart(17, '0')}`.slice(0, 32);
const real = async (token: string) =>
  (await sut.app.inject({ url: '/api/Wallet/Total/Amount/ByAccountType', headers: auth(token) })).json().data
    .real as number;
const depositOf = async (id: number) =>
  (
    await sql<{ status: number; refund_reason: string | null }>`
      select status, refund_reason from pix_deposits where id = ${id}`.execute(sut.platform.db)
  ).rows[0]!;
const refundsOf = async (e2e: string) =>
  (
    await sql<{ id: string; amount: number }>`
      select id, amount from sandbox_pix_refunds where end_to_end_id = ${e2e}`.execute(sut.platform.db)
  ).rows;
const transfers = async () =>
  (await sql<{ n: number }>`select count(*)::int as n from ledger_transfers`.execute(sut.platform.db))
    .rows[0]!.n;

async function openCharge(token: string, amount: number) {
  const res = await sut.app.inject({
    method: 'POST',
    url: '/api/pix/beginDeposit',
    headers: auth(token),
    payload: { amount, providerId: 1 },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { transactionId: number; txid: string };
}

describe('a Pix paid after the bettor self-excluded or paused', () => {
  it('self-exclusion cancels the open charge; the Pix paid for it anyway is returned to the payer, once', async () => {
    const { user, token } = await createTestUser(sut.platform);
    const charge = await openCharge(token, 30);
    const excluded = await sut.app.inject({
      method: 'POST',
      url: '/api/ResponsibleGame/SelfExclusion',
      headers: auth(token),
      payload: { months: 6 },
    });
    expect(excluded.statusCode).toBe(200);
    expect((await depositOf(charge.transactionId)).status).toBe(-2);

    const before = await transfers();
    const e2e = e2eId();
    const body = {
      pix: [
        {
          endToEndId: e2e,
          txid: charge.txid,
          valor: '30.00',
          horario: new Date().toISOString(),
          pagador: { cpf: user.cpf!, nome: user.full_name },
        },
      ],
    };
    expect((await postWebhook(sut, body)).statusCode).toBe(200);
    expect(await real(token)).toBe(0);
    expect(await transfers()).toBe(before);
    expect(await depositOf(charge.transactionId)).toMatchObject({
      status: 5,
      refund_reason: expect.stringContaining('autoexclusão'),
    });
    expect(await refundsOf(e2e)).toEqual([{ id: refundIdOf(e2e), amount: 3_000 }]);
    const mail = await sql<{ subject: string; text_body: string }>`
      select subject, text_body from mail_outbox where to_address = ${user.email} and 'deposit-refunded' = any(tags)`.execute(
      sut.platform.db,
    );
    expect(mail.rows).toHaveLength(1);
    expect(mail.rows[0]!.text_body).toContain('R$ 30,00');

    // the PSP delivers the same Pix again: acknowledged, nothing moves, no second refund or e-mail
    expect((await postWebhook(sut, body)).statusCode).toBe(200);
    expect(await real(token)).toBe(0);
    expect(await transfers()).toBe(before);
    expect(await refundsOf(e2e)).toHaveLength(1);
    const mails = await sql<{ n: number }>`
      select count(*)::int as n from mail_outbox where to_address = ${user.email} and 'deposit-refunded' = any(tags)`.execute(
      sut.platform.db,
    );
    expect(mails.rows[0]!.n).toBe(1);
    expect(await checkLedger(sut.platform.db)).toMatchObject({ ok: true });
  });

  it('a pause too; a refund the PSP did not take is asked again when the webhook comes again', async () => {
    const { user, token } = await createTestUser(sut.platform);
    const charge = await openCharge(token, 12);
    const paused = await sut.app.inject({
      method: 'POST',
      url: '/api/ResponsibleGame/Break',
      headers: auth(token),
      payload: { hours: 24 },
    });
    expect(paused.statusCode).toBe(200);
    // no new charge during the pause
    const during = await sut.app.inject({
      method: 'POST',
      url: '/api/pix/beginDeposit',
      headers: auth(token),
      payload: { amount: 12, providerId: 1 },
    });
    expect(during.statusCode).toBe(403);
    expect(during.json().error.code).toBe('RESPONSABLE_GAME_BREAK_TIME');
    const e2e = e2eId();
    const body = {
      pix: [
        {
          endToEndId: e2e,
          txid: charge.txid,
          valor: '12.00',
          horario: new Date().toISOString(),
          pagador: { cpf: user.cpf!, nome: user.full_name },
        },
      ],
    };
    expect((await postWebhook(sut, body)).statusCode).toBe(200);
    expect(await real(token)).toBe(0);
    expect((await depositOf(charge.transactionId)).refund_reason).toContain('pausa');
    // as if the PSP had failed the devolução: the receipt still waits for it
    await sql`delete from sandbox_pix_refunds where end_to_end_id = ${e2e}`.execute(sut.platform.db);
    await sql`update pix_webhook_receipts set outcome = 'refund_pending' where end_to_end_id = ${e2e}`.execute(
      sut.platform.db,
    );
    expect((await postWebhook(sut, body)).statusCode).toBe(200);
    expect(await refundsOf(e2e)).toEqual([{ id: refundIdOf(e2e), amount: 1_200 }]);
    const receipt = await sql<{ outcome: string }>`
      select outcome from pix_webhook_receipts where end_to_end_id = ${e2e}`.execute(sut.platform.db);
    expect(receipt.rows[0]!.outcome).toBe('refunded');
    expect(await real(token)).toBe(0);
    expect(await checkLedger(sut.platform.db)).toMatchObject({ ok: true });
  });
});
