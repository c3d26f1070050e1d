import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/platform';
import { setFlag } from '../flags';
import { checkLedger } from '../wallet';
import { auth, postWebhook, writeCounts } from './payments.test-support';
import { deliverDueWebhooks } from './provider/webhook-outbox';

function tlv(text: string) {
  const out = new Map<string, string>();
  for (let i = 0; i < text.length; ) {
    const len = Number(text.slice(i + 2, i + 4));
    out.set(text.slice(i, i + 2), text.slice(i + 4, i + 4 + len));
    i += 4 + len;
  }
  return out;
}

describe('Pix deposits', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createTestApp();
  });
  afterAll(() => sut.close());

  const balance = async (token: string) =>
    (await sut.app.inject({ url: '/api/Wallet/Total/Amount/ByAccountType', headers: auth(token) })).json()
      .data;
  const begin = (token: string, payload: unknown) =>
    sut.app.inject({
      method: 'POST',
      url: '/api/pix/beginDeposit',
      headers: auth(token),
      payload: payload as object,
    });

  const hasFirstDeposit = async (token: string) =>
    (await sut.app.inject({ url: '/api/Users/Validate/HasFirstDeposit', headers: auth(token) })).json().data;

  it('opens a charge with a BR Code and QR, is paid on the sandbox page and credits the wallet once', async () => {
    const { user, token } = await createTestUser(sut.platform);
    const res = await begin(token, { amount: 50, providerId: 1 });
    // an open charge is not a deposit yet
    expect(await hasFirstDeposit(token)).toBe(false);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ amount: 50, status: 2, statusLabel: 'Em progresso' });
    expect(d.qrCodeImage).toMatch(/^data:image\/png;base64,/);
    expect(new Date(d.expiresAt).getTime()).toBeGreaterThan(Date.now());
    const fields = tlv(d.brCode);
    expect(fields.get('54')).toBe('50.00');
    expect(fields.get('53')).toBe('986');
    expect(tlv(fields.get('62')!).get('05')).toBe(d.txid);

    const pagePage = await sut.app.inject({ url: d.sandboxPayUrl });
    expect(pagePage.statusCode).toBe(200);
    expect(pagePage.body).toContain('Pagar R$ 50,00');
    expect(pagePage.body).not.toMatch(/<script/i);
    const paid = await sut.app.inject({
      method: 'POST',
      url: d.sandboxPayUrl,
      payload: 'payer=own',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.statusCode).toBe(303);
    expect(await deliverDueWebhooks(sut.platform)).toBe(1);

    expect(await balance(token)).toMatchObject({ real: 50, total: 50 });
    expect(await hasFirstDeposit(token)).toBe(true);
    const tx = (
      await sut.app.inject({ url: `/api/pix/Transaction/${d.transactionId}`, headers: auth(token) })
    ).json();
    expect(tx.data.deposit).toMatchObject({ status: 6, statusLabel: 'Bem-sucedido' });
    const last = (await sut.app.inject({ url: '/api/user/LastDepositDetail', headers: auth(token) })).json();
    expect(last.data).toMatchObject({ amount: 50, transactionId: d.transactionId, status: 6 });

    // The PSP delivering the same Pix again is acknowledged and credits nothing.
    const e2e = (
      await sql<{
        end_to_end_id: string;
      }>`select end_to_end_id from pix_deposits where id = ${d.transactionId}`.execute(sut.platform.db)
    ).rows[0]!.end_to_end_id;
    const replay = await postWebhook(sut, {
      pix: [
        {
          endToEndId: e2e,
          txid: d.txid,
          valor: '50.00',
          horario: new Date().toISOString(),
          pagador: { cpf: user.cpf!, nome: user.full_name },
        },
      ],
    });
    expect(replay.statusCode).toBe(200);
    expect(await balance(token)).toMatchObject({ real: 50 });
    expect((await checkLedger(sut.platform.db)).ok).toBe(true);
  });

  it('refunds a Pix paid from another CPF instead of crediting it', async () => {
    const { token } = await createTestUser(sut.platform);
    const d = (await begin(token, { amount: 20, providerId: 1 })).json().data;
    const paid = await sut.app.inject({
      method: 'POST',
      url: d.sandboxPayUrl,
      payload: 'payer=other&otherCpf=529.982.247-25&otherName=Jo%C3%A3o',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.statusCode).toBe(303);
    await deliverDueWebhooks(sut.platform);
    expect(await balance(token)).toMatchObject({ real: 0 });
    const tx = (
      await sut.app.inject({ url: `/api/pix/Transaction/${d.transactionId}`, headers: auth(token) })
    ).json();
    expect(tx.data.deposit).toMatchObject({ status: 5, statusLabel: 'Pagamento com erro' });
    const refunds = await sql<{ amount: number }>`
      select r.amount from sandbox_pix_refunds r join pix_deposits d on d.end_to_end_id = r.end_to_end_id
      where d.id = ${d.transactionId}`.execute(sut.platform.db);
    expect(refunds.rows).toEqual([{ amount: 2000 }]);
  });

  it('answers a clear 4xx for bad amounts and writes nothing', async () => {
    const { token } = await createTestUser(sut.platform);
    const before = await writeCounts(sut.platform);
    for (const amount of [-10, 0, 'NaN', null, 10.005, 1e308]) {
      const res = await begin(token, { amount, providerId: 1 });
      expect(res.statusCode, String(amount)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, String(amount)).toBeLessThan(500);
      expect(res.json().error.message).toMatch(/'valor'/);
    }
    const above = await begin(token, { amount: 50_000.01, providerId: 1 });
    expect(above.statusCode).toBe(422);
    expect(above.json().error.code).toBe('DEPOSIT_ABOVE_LIMIT');
    const unknownProvider = await begin(token, { amount: 10, providerId: 99 });
    expect(unknownProvider.statusCode).toBe(400);
    expect(unknownProvider.json().error.message).toMatch(/'provedor'/);
    expect(await writeCounts(sut.platform)).toEqual(before);
  });

  it('stops deposits for the limit flags, the Pix maintenance flags, and blocked or self-excluded users', async () => {
    const { token } = await createTestUser(sut.platform);
    const before = await writeCounts(sut.platform);
    await setFlag(sut.platform, 'max-deposit-limit', 100, null);
    expect((await begin(token, { amount: 150, providerId: 1 })).json().error.code).toBe(
      'DEPOSIT_ABOVE_LIMIT',
    );
    await setFlag(sut.platform, 'max-deposit-limit', 50_000, null);
    await setFlag(sut.platform, 'max-wallet-balance', 30, null);
    const wallet = await begin(token, { amount: 40, providerId: 1 });
    expect(wallet.statusCode).toBe(422);
    expect(wallet.json().error.code).toBe('WALLET_ABOVE_LIMITS');
    await setFlag(sut.platform, 'max-wallet-balance', 250_000, null);

    await setFlag(sut.platform, 'payment-maintenance-pix', true, null);
    const maintenance = await begin(token, { amount: 10, providerId: 1 });
    expect(maintenance.statusCode).toBe(503);
    expect(maintenance.json().error.message).toMatch(/manutenção/);
    const limits = (await sut.app.inject({ url: '/api/pix/depositLimits', headers: auth(token) })).json()
      .data;
    expect(limits).toMatchObject({ inMaintenance: true, presets: [10, 20, 30, 50, 100, 200, 500, 1000] });
    await setFlag(sut.platform, 'payment-maintenance-pix', false, null);
    await setFlag(sut.platform, 'payment-maintenance-pix-efi-deposits', true, null);
    expect((await begin(token, { amount: 10, providerId: 1 })).statusCode).toBe(503);
    await setFlag(sut.platform, 'payment-maintenance-pix-efi-deposits', false, null);

    const blocked = await createTestUser(sut.platform, { status: 'InternalBlocked' });
    expect((await begin(blocked.token, { amount: 10, providerId: 1 })).json().error.code).toBe(
      'INTERNAL_BLOCKED',
    );
    const excluded = await createTestUser(sut.platform, { status: 'SelfExcluded' });
    const refused = await begin(excluded.token, { amount: 10, providerId: 1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('SELF_EXCLUDED');
    expect(await writeCounts(sut.platform)).toEqual(before);
  });

  it('lets a bettor hold at most 5 unpaid charges', async () => {
    const { token } = await createTestUser(sut.platform);
    for (let i = 0; i < 5; i++)
      expect((await begin(token, { amount: 10, providerId: 1 })).statusCode).toBe(200);
    const sixth = await begin(token, { amount: 10, providerId: 1 });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.message).toMatch(/aguardando pagamento/);
  });

  it('refuses a webhook with a forged signature and writes nothing', async () => {
    const { user, token } = await createTestUser(sut.platform);
    const d = (await begin(token, { amount: 30, providerId: 1 })).json().data;
    const before = await writeCounts(sut.platform);
    const body = {
      pix: [
        {
          endToEndId: 'E99999999202601010000abcdefghijk',
          txid: d.txid,
          valor: '30.00',
          horario: new Date().toISOString(),
          pagador: { cpf: user.cpf!, nome: user.full_name },
        },
      ],
    };
    const forged = await postWebhook(sut, body, 'x'.repeat(64));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error.code).toBe('INVALID_SIGNATURE');
    const unsigned = await sut.app.inject({ method: 'POST', url: '/api/pix/webhook', payload: body });
    expect(unsigned.statusCode).toBe(401);
    expect(await writeCounts(sut.platform)).toEqual(before);
    expect(await balance(token)).toMatchObject({ real: 0 });
    const receipts =
      await sql`select 1 from pix_webhook_receipts where end_to_end_id = ${body.pix[0]!.endToEndId}`.execute(
        sut.platform.db,
      );
    expect(receipts.rows).toHaveLength(0);
  });
});
