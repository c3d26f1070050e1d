import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCpf } from '../../testing/cpf';
import { createTestUser } from '../../testing/factories';
import { createValidatedUser, markFullyValidated } from '../../testing/identity';
import { createTestApp, type TestApp, tokenFor } from '../../testing/platform';
import { checkLedger } from '../wallet';
import { auth, fundUser, writeCounts } from './payments.test-support';
import { sandboxPsp } from './provider';
import { deliverDueWebhooks } from './provider/webhook-outbox';

const KEYS = '/api/wallet/BankAccounts/PixBankAccounts';

describe('Pix keys and withdrawals', () => {
  let sut: TestApp;
  let admin: string;
  beforeAll(async () => {
    sut = await createTestApp();
    admin = await tokenFor(sut.platform, { id: 999_999, roles: [1] });
  });
  afterAll(() => sut.close());

  const balance = async (token: string) =>
    (await sut.app.inject({ url: '/api/Wallet/Total/Amount/ByAccountType', headers: auth(token) })).json()
      .data;
  const addKey = (token: string, payload: object) =>
    sut.app.inject({ method: 'POST', url: KEYS, headers: auth(token), payload });
  const withdraw = (token: string, payload: object) =>
    sut.app.inject({ method: 'POST', url: '/api/pix/BeginWithdrawal', headers: auth(token), payload });
  const settlePayouts = () => deliverDueWebhooks(sut.platform, { horizonMs: 60_000 });

  it('saves only valid keys that the DICT shows in the bettor’s own CPF', async () => {
    const { user, token } = await createValidatedUser(sut.platform);
    const before = await writeCounts(sut.platform);
    const badEmail = await addKey(token, { keyType: 'EMAIL', key: 'não-é-email' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error.message).toMatch(/'chave Pix'/);
    expect((await addKey(token, { keyType: 'CPF', key: '123.456.789-00' })).statusCode).toBe(400);
    expect((await addKey(token, { keyType: 'PHONE', key: '1234' })).statusCode).toBe(400);
    expect((await addKey(token, { keyType: 'PIX', key: 'x' })).statusCode).toBe(400);
    const someoneElse = await addKey(token, { keyType: 'CPF', key: generateCpf() });
    expect(someoneElse.statusCode).toBe(422);
    expect(someoneElse.json().error.code).toBe('PIX_KEY_NOT_OWNED');
    const unknownEvp = await addKey(token, { keyType: 'EVP', key: '6f0b3a2e-1c4d-4e5f-8a9b-0c1d2e3f4a5b' });
    expect(unknownEvp.json().error.code).toBe('PIX_KEY_NOT_FOUND');
    expect(await writeCounts(sut.platform)).toEqual(before);

    const cpfKey = await addKey(token, { keyType: 'CPF', key: user.cpf! });
    expect(cpfKey.statusCode).toBe(200);
    expect(cpfKey.json().data).toMatchObject({
      keyType: 'CPF',
      key: user.cpf,
      isDefault: true,
      isActive: true,
    });
    await sandboxPsp(sut.platform)!.registerKey({
      keyType: 'EMAIL',
      key: 'maria@example.com',
      ownerCpf: user.cpf!,
      ownerName: user.full_name,
    });
    const email = await addKey(token, { keyType: 'EMAIL', key: 'Maria@Example.com', isDefault: true });
    expect(email.json().data).toMatchObject({ key: 'maria@example.com', isDefault: true });
    const phone = await sut.app.inject({
      method: 'PUT',
      url: KEYS,
      headers: auth(token),
      payload: { id: email.json().data.id, keyType: 'CPF', key: user.cpf },
    });
    expect(phone.statusCode).toBe(409);
    const removed = await sut.app.inject({
      method: 'PATCH',
      url: `${KEYS}/${email.json().data.id}`,
      headers: auth(token),
      payload: { isActive: false },
    });
    expect(removed.json().data.isActive).toBe(false);
    const list = (await sut.app.inject({ url: KEYS, headers: auth(token) })).json().data;
    expect(list.map((k: { keyType: string }) => k.keyType)).toEqual(['CPF']);
  });

  it('reserves the amount at once, then pays it out when the PSP confirms', async () => {
    const { user, token } = await createValidatedUser(sut.platform);
    await fundUser(sut.platform, user.id, 10_000);
    const key = (await addKey(token, { keyType: 'CPF', key: user.cpf! })).json().data;
    const res = await withdraw(token, { amount: 20, pixKeyId: key.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      amount: 20,
      status: 2,
      statusLabel: 'Em progresso',
      pixKey: user.cpf,
    });
    expect(await balance(token)).toMatchObject({ real: 80, reservedForWithdrawal: 20 });
    const pending = (
      await sut.app.inject({ url: '/api/User/PendingWithdrawal', headers: auth(token) })
    ).json().data;
    expect(pending).toHaveLength(1);
    const legacy = (
      await sut.app.inject({ url: '/api/wallet/withdrawal/PendingWithdrawal', headers: auth(token) })
    ).json();
    expect(legacy.data).toEqual(pending);

    expect(await settlePayouts()).toBeGreaterThanOrEqual(1);
    expect(await balance(token)).toMatchObject({ real: 80, reservedForWithdrawal: 0 });
    const last = (
      await sut.app.inject({ url: '/api/user/LastWithdrawalDetail', headers: auth(token) })
    ).json().data;
    expect(last).toMatchObject({ status: 6, statusLabel: 'Pago' });
    expect(last.endToEndId).toMatch(/^E\d{8}/);
    expect((await checkLedger(sut.platform.db)).ok).toBe(true);
  });

  it('refuses amounts above the balance, bad amounts and foreign keys, writing nothing', async () => {
    const { user, token } = await createValidatedUser(sut.platform);
    const other = await createValidatedUser(sut.platform);
    await fundUser(sut.platform, user.id, 1_000);
    const key = (await addKey(token, { keyType: 'CPF', key: user.cpf! })).json().data;
    const otherKey = (await addKey(other.token, { keyType: 'CPF', key: other.user.cpf! })).json().data;
    const before = await writeCounts(sut.platform);
    const over = await withdraw(token, { amount: 10.01, pixKeyId: key.id });
    expect(over.statusCode).toBe(422);
    expect(over.json().error.code).toBe('INSUFFICIENT_FUNDS');
    for (const amount of [-5, 0, 1.234, 'dez']) {
      const bad = await withdraw(token, { amount, pixKeyId: key.id });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toMatch(/'valor'/);
    }
    expect((await withdraw(token, { amount: 5, pixKeyId: otherKey.id })).statusCode).toBe(404);
    expect((await withdraw(token, { amount: 5 })).json().error.message).toMatch(/'chave Pix'/);
    expect(await writeCounts(sut.platform)).toEqual(before);
    expect(await balance(token)).toMatchObject({ real: 10, reservedForWithdrawal: 0 });
  });

  it('refuses withdrawals before full identity validation (403, nothing written) but takes deposits', async () => {
    const { user, token } = await createTestUser(sut.platform);
    await fundUser(sut.platform, user.id, 5_000);
    const key = (await addKey(token, { keyType: 'CPF', key: user.cpf! })).json().data;
    const before = await writeCounts(sut.platform);
    const refused = await withdraw(token, { amount: 20, pixKeyId: key.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('USER_HAS_NOT_VALIDATED_DOCS');
    expect(await writeCounts(sut.platform)).toEqual(before);
    expect(await balance(token)).toMatchObject({ real: 50, reservedForWithdrawal: 0 });
    const deposit = await sut.app.inject({
      method: 'POST',
      url: '/api/pix/beginDeposit',
      headers: auth(token),
      payload: { amount: 10, providerId: 1 },
    });
    expect(deposit.statusCode).toBe(200);

    await markFullyValidated(sut.platform, user.id);
    expect((await withdraw(token, { amount: 20, pixKeyId: key.id })).statusCode).toBe(200);
  });

  it('holds large withdrawals for approval; a rejection returns the money, an approval pays', async () => {
    const { user, token } = await createValidatedUser(sut.platform);
    await fundUser(sut.platform, user.id, 3_000_000);
    const key = (await addKey(token, { keyType: 'CPF', key: user.cpf! })).json().data;
    const big = (await withdraw(token, { amount: 12_000, pixKeyId: key.id })).json().data;
    expect(big).toMatchObject({ status: 1, statusLabel: 'Em análise' });
    expect(await balance(token)).toMatchObject({ real: 18_000, reservedForWithdrawal: 12_000 });
    const queue = (await sut.app.inject({ url: '/api/admin/pix/withdrawals', headers: auth(admin) })).json()
      .data;
    expect(queue.some((w: { id: number }) => w.id === big.id)).toBe(true);
    expect(
      (
        await sut.app.inject({
          method: 'POST',
          url: `/api/admin/pix/withdrawals/${big.id}/reject`,
          headers: auth(token),
          payload: {},
        })
      ).statusCode,
    ).toBe(403);
    const rejected = await sut.app.inject({
      method: 'POST',
      url: `/api/admin/pix/withdrawals/${big.id}/reject`,
      headers: auth(admin),
      payload: { reason: 'Documentação pendente' },
    });
    expect(rejected.json().data).toMatchObject({ status: -2, reason: 'Documentação pendente' });
    expect(await balance(token)).toMatchObject({ real: 30_000, reservedForWithdrawal: 0 });

    const second = (await withdraw(token, { amount: 15_000, pixKeyId: key.id })).json().data;
    const approved = await sut.app.inject({
      method: 'POST',
      url: `/api/admin/pix/withdrawals/${second.id}/approve`,
      headers: auth(admin),
    });
    expect(approved.json().data.status).toBe(2);
    await settlePayouts();
    expect(await balance(token)).toMatchObject({ real: 15_000, reservedForWithdrawal: 0 });
  });

  it('returns the money when the payout fails, and lets self-excluded users withdraw but not deposit', async () => {
    const { user, token } = await createValidatedUser(sut.platform, { status: 'SelfExcluded' });
    await fundUser(sut.platform, user.id, 5_000);
    const psp = sandboxPsp(sut.platform)!;
    await psp.registerKey({
      keyType: 'PHONE',
      key: '+5511987654321',
      ownerCpf: user.cpf!,
      ownerName: user.full_name,
    });
    const key = (await addKey(token, { keyType: 'PHONE', key: '(11) 98765-4321' })).json().data;
    expect(key.key).toBe('+5511987654321');
    // The phone number moves to another person's account before the payout.
    await psp.registerKey({
      keyType: 'PHONE',
      key: '+5511987654321',
      ownerCpf: generateCpf(),
      ownerName: 'Outra Pessoa',
    });
    const w = (await withdraw(token, { amount: 30, pixKeyId: key.id })).json().data;
    await settlePayouts();
    const tx = (await sut.app.inject({ url: `/api/pix/Transaction/${w.id}`, headers: auth(token) })).json()
      .data;
    expect(tx.withdrawal).toMatchObject({ status: -4, statusLabel: 'Pagamento com erro' });
    expect(await balance(token)).toMatchObject({ real: 50, reservedForWithdrawal: 0 });
    const deposit = await sut.app.inject({
      method: 'POST',
      url: '/api/pix/beginDeposit',
      headers: auth(token),
      payload: { amount: 10, providerId: 1 },
    });
    expect(deposit.statusCode).toBe(403);
  });

  it('lists deposits and withdrawals with type and date filters, paging and pt-BR labels', async () => {
    const { user, token } = await createValidatedUser(sut.platform);
    await fundUser(sut.platform, user.id, 50_000);
    const key = (await addKey(token, { keyType: 'CPF', key: user.cpf! })).json().data;
    for (const amount of [10, 20, 30]) await withdraw(token, { amount, pixKeyId: key.id });
    await sut.app.inject({
      method: 'POST',
      url: '/api/pix/beginDeposit',
      headers: auth(token),
      payload: { amount: 100, providerId: 1 },
    });
    const list = (q: string) =>
      sut.app
        .inject({ url: `/api/Wallet/Transactions/ByUser?${q}`, headers: auth(token) })
        .then((r) => r.json());
    const all = await list('pageNumber=1&pageSize=3');
    expect(all.data).toMatchObject({ totalItems: 4, totalPages: 2, pageNumber: 1 });
    expect(all.data.items).toHaveLength(3);
    expect(all.data.items[0]).toMatchObject({
      transactionTypeWallet: 1,
      amount: 100,
      status: 2,
      statusLabel: 'Em progresso',
      paymentMethod: 8,
    });
    const page2 = await list('pageNumber=2&pageSize=3');
    expect(page2.data.items).toHaveLength(1);
    const withdrawals = await list('transactionTypeWallet=2');
    expect(withdrawals.data.totalItems).toBe(3);
    const today = new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 10);
    expect((await list(`initialDate=${today}&finalDate=${today}`)).data.totalItems).toBe(4);
    expect((await list('initialDate=2020-01-01&finalDate=2020-01-31')).data.totalItems).toBe(0);
    const bad = await list('transactionTypeWallet=3');
    expect(bad.error.message).toMatch(/'tipo de transação'/);
    expect((await list('initialDate=2026-02-10&finalDate=2026-02-01')).error.message).toMatch(/'data final'/);
  });
});
