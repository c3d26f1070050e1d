import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createValidatedUser } from '../../testing/identity';
import { createTestApp, type TestApp } from '../../testing/platform';
import { checkLedger } from '../wallet';
import { auth, fundUser, postWebhook } from './payments.test-support';
import { newEndToEndId } from './provider/sandbox-psp';

/** Real concurrency needs the real PostgreSQL (PGlite has one connection): run with PLACAR_TEST_DATABASE_URL. */
describe.skipIf(!process.env.PLACAR_TEST_DATABASE_URL)('Pix races on PostgreSQL', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createTestApp();
  });
  afterAll(() => sut.close());

  it('lets 50 simultaneous withdrawals take only what the balance holds', async () => {
    const { user, token } = await createValidatedUser(sut.platform);
    await fundUser(sut.platform, user.id, 10_000);
    const key = (
      await sut.app.inject({
        method: 'POST',
        url: '/api/wallet/BankAccounts/PixBankAccounts',
        headers: auth(token),
        payload: { keyType: 'CPF', key: user.cpf },
      })
    ).json().data;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        sut.app.inject({
          method: 'POST',
          url: '/api/pix/BeginWithdrawal',
          headers: auth(token),
          payload: { amount: 7, pixKeyId: key.id },
        }),
      ),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode === 422);
    expect(ok).toHaveLength(14); // 14 × R$ 7 = R$ 98 of R$ 100
    expect(refused).toHaveLength(36);
    for (const r of refused) expect(r.json().error.code).toBe('INSUFFICIENT_FUNDS');
    const rows = await sql<{ n: number; total: number }>`
      select count(*)::int as n, coalesce(sum(amount), 0)::bigint as total from pix_withdrawals
      where user_id = ${user.id}`.execute(sut.platform.db);
    expect(rows.rows[0]).toEqual({ n: 14, total: 9_800 });
    const balances = (
      await sut.app.inject({ url: '/api/Wallet/Total/Amount/ByAccountType', headers: auth(token) })
    ).json();
    expect(balances.data).toMatchObject({ real: 2, reservedForWithdrawal: 98 });
    expect(await checkLedger(sut.platform.db)).toMatchObject({ ok: true });
  });

  it('credits one Pix exactly once when its webhook arrives 10 times at once', async () => {
    const { user, token } = await createValidatedUser(sut.platform);
    const d = (
      await sut.app.inject({
        method: 'POST',
        url: '/api/pix/beginDeposit',
        headers: auth(token),
        payload: { amount: 75.5, providerId: 1 },
      })
    ).json().data;
    const body = {
      pix: [
        {
          endToEndId: newEndToEndId(),
          txid: d.txid,
          valor: '75.50',
          horario: new Date().toISOString(),
          pagador: { cpf: user.cpf!, nome: user.full_name },
        },
      ],
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => postWebhook(sut, body)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const balances = (
      await sut.app.inject({ url: '/api/Wallet/Total/Amount/ByAccountType', headers: auth(token) })
    ).json();
    expect(balances.data.real).toBe(75.5);
    const credits = await sql<{ n: number }>`
      select count(*)::int as n from ledger_transfers where idempotency_key = ${`pix-in:${body.pix[0]!.endToEndId}`}`.execute(
      sut.platform.db,
    );
    expect(credits.rows[0]!.n).toBe(1);
    expect(await checkLedger(sut.platform.db)).toMatchObject({ ok: true });
  });
});
