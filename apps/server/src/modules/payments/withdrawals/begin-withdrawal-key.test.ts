import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createValidatedUser } from '../../../testing/identity';
import { createTestApp, type TestApp, tokenFor } from '../../../testing/platform';
import { checkLedger } from '../../wallet';
import { auth, fundUser } from '../payments.test-support';

/** BeginWithdrawal with the bettor's Idempotency-Key: a double submit or a retry reserves once. */
let sut: TestApp;
beforeAll(async () => {
  sut = await createTestApp();
});
afterAll(() => sut.close());

const withdraw = (token: string, payload: object, key?: string) =>
  sut.app.inject({
    method: 'POST',
    url: '/api/pix/BeginWithdrawal',
    headers: { ...auth(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
const real = async (token: string) =>
  (await sut.app.inject({ url: '/api/Wallet/Total/Amount/ByAccountType', headers: auth(token) })).json().data
    .real as number;

describe('BeginWithdrawal with an Idempotency-Key', () => {
  it('a retry answers the same withdrawal and reserves the amount once; another body is 409', async () => {
    const { user, token } = await createValidatedUser(sut.platform);
    await fundUser(sut.platform, user.id, 50_000);
    const key = (
      await sut.app.inject({
        method: 'POST',
        url: '/api/wallet/BankAccounts/PixBankAccounts',
        headers: auth(token),
        payload: { keyType: 'CPF', key: user.cpf! },
      })
    ).json().data;
    const body = { amount: 100, pixKeyId: key.id };
    const retryKey = `wd-${user.id}-${Date.now()}`;
    const [a, b] = await Promise.all([withdraw(token, body, retryKey), withdraw(token, body, retryKey)]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json().data.id).toBe(a.json().data.id);
    const again = await withdraw(token, body, retryKey);
    expect(again.json().data.id).toBe(a.json().data.id);
    expect(await real(token)).toBe(400);
    const conflict = await withdraw(token, { ...body, amount: 200 }, retryKey);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().error.code).toBe('IDEMPOTENCY_CONFLICT');
    const rows = await sql<{ n: number }>`
      select count(*)::int as n from pix_withdrawals where user_id = ${user.id}`.execute(sut.platform.db);
    expect(rows.rows[0]!.n).toBe(1);
    // without a key (or with another) each submit is its own withdrawal, as before
    expect((await withdraw(token, body, `${retryKey}-2`)).json().data.id).not.toBe(a.json().data.id);
    expect(await real(token)).toBe(300);
    expect((await withdraw(token, body, 'bad key')).statusCode).toBe(400);
    expect(await checkLedger(sut.platform.db)).toMatchObject({ ok: true });
  });
});

describe('BeginWithdrawal under an operator block', () => {
  it('refuses with 403 WITHDRAWALS_BLOCKED and reserves nothing; lifted, it withdraws', async () => {
    const { user, token } = await createValidatedUser(sut.platform);
    await fundUser(sut.platform, user.id, 50_000);
    const key = (
      await sut.app.inject({
        method: 'POST',
        url: '/api/wallet/BankAccounts/PixBankAccounts',
        headers: auth(token),
        payload: { keyType: 'CPF', key: user.cpf! },
      })
    ).json().data;
    const admin = await tokenFor(sut.platform, { id: user.id + 1_000_000, roles: [1] });
    const block = (blocked: boolean) =>
      sut.app.inject({
        method: 'PUT',
        url: `/api/admin/account/users/${user.id}/WithdrawalBlock`,
        headers: auth(admin),
        payload: { blocked, reason: 'Análise de documentos em andamento' },
      });
    expect((await block(true)).statusCode).toBe(200);
    const refused = await withdraw(token, { amount: 100, pixKeyId: key.id }, `blocked-${user.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('WITHDRAWALS_BLOCKED');
    expect(await real(token)).toBe(500);
    expect((await block(false)).statusCode).toBe(200);
    expect((await withdraw(token, { amount: 100, pixKeyId: key.id }, `lifted-${user.id}`)).statusCode).toBe(
      200,
    );
    expect(await real(token)).toBe(400);
    expect(await checkLedger(sut.platform.db)).toMatchObject({ ok: true });
  });
});
