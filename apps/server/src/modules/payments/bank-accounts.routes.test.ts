import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCpf } from '../../testing/cpf';
import { createTestUser } from '../../testing/factories';
import { createValidatedUser } from '../../testing/identity';
import { createTestApp, type TestApp, tokenFor } from '../../testing/platform';
import { checkLedger } from '../wallet';
import { auth, fundUser, writeCounts } from './payments.test-support';
import { sandboxPsp } from './provider';
import { deliverDueWebhooks } from './provider/webhook-outbox';

const MAIN_LIST = '/api/wallet/BankAccounts';
const MAIN_CREATE = '/api/wallet/bankaccounts';
const PAYMENTS_SAVE = '/api/wallet/BankAccounts';
const PIX_KEYS = '/api/wallet/BankAccounts/PixBankAccounts';

describe('wallet BankAccounts calls (seed 000 section 7) and restricted bettors', () => {
  let sut: TestApp;
  let admin: string;
  beforeAll(async () => {
    sut = await createTestApp();
    admin = await tokenFor(sut.platform, { id: 999_998, roles: [1] });
  });
  afterAll(() => sut.close());

  const post = (url: string, token: string, payload: object) =>
    sut.app.inject({ method: 'POST', url, headers: auth(token), payload });
  const list = async (url: string, token: string) =>
    (await sut.app.inject({ url, headers: auth(token) })).json().data as { id: number; key: string }[];

  it('answers the bettor’s Pix accounts: list, add on both paths, replace by id', async () => {
    const { user, token } = await createValidatedUser(sut.platform);
    const listed = await sut.app.inject({ url: MAIN_LIST, headers: auth(token) });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toEqual([]);

    const added = await post(MAIN_CREATE, token, { keyType: 'CPF', key: user.cpf! });
    expect(added.statusCode).toBe(200);
    expect(added.json().data).toMatchObject({ keyType: 'CPF', key: user.cpf, isDefault: true });

    await sandboxPsp(sut.platform)!.registerKey({
      keyType: 'EMAIL',
      key: 'conta.pix@example.com',
      ownerCpf: user.cpf!,
      ownerName: user.full_name,
    });
    const email = await post(PAYMENTS_SAVE, token, { keyType: 'EMAIL', key: 'Conta.Pix@example.com' });
    expect(email.statusCode).toBe(200);
    expect(email.json().data).toMatchObject({ keyType: 'EMAIL', key: 'conta.pix@example.com' });

    // with an id, the payments API call replaces that account
    await sandboxPsp(sut.platform)!.registerKey({
      keyType: 'PHONE',
      key: '+5521987654321',
      ownerCpf: user.cpf!,
      ownerName: user.full_name,
    });
    const replaced = await post(PAYMENTS_SAVE, token, {
      id: email.json().data.id,
      keyType: 'PHONE',
      key: '(21) 98765-4321',
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data).toMatchObject({ id: email.json().data.id, key: '+5521987654321' });

    const main = await list(MAIN_LIST, token);
    expect(main.map((k) => k.key)).toEqual([user.cpf, '+5521987654321']);
    expect(main).toEqual(await list(PIX_KEYS, token));
  });

  it('refuses without a token, bad bodies, foreign keys and others’ ids, writing nothing', async () => {
    const { user, token } = await createValidatedUser(sut.platform);
    const other = await createValidatedUser(sut.platform);
    const theirs = (await post(MAIN_CREATE, other.token, { keyType: 'CPF', key: other.user.cpf! })).json()
      .data;
    const before = await writeCounts(sut.platform);
    for (const url of [MAIN_CREATE, PAYMENTS_SAVE]) {
      const anonymous = await sut.app.inject({
        method: 'POST',
        url,
        payload: { keyType: 'CPF', key: user.cpf },
      });
      expect(anonymous.statusCode).toBe(401);
      const bad = await post(url, token, { keyType: 'BOLETO', key: 'x' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toMatch(/tipo de chave/);
      const foreign = await post(url, token, { keyType: 'CPF', key: generateCpf() });
      expect(foreign.statusCode).toBe(422);
      expect(foreign.json().error.code).toBe('PIX_KEY_NOT_OWNED');
    }
    expect((await sut.app.inject({ url: MAIN_LIST })).statusCode).toBe(401);
    const stolen = await post(PAYMENTS_SAVE, token, { id: theirs.id, keyType: 'CPF', key: user.cpf! });
    expect(stolen.statusCode).toBe(404);
    expect((await post(PAYMENTS_SAVE, token, { id: 0, keyType: 'CPF', key: user.cpf! })).statusCode).toBe(
      400,
    );
    expect(await writeCounts(sut.platform)).toEqual(before);
    expect(await list(MAIN_LIST, token)).toEqual([]);
  });

  it('lets an internally blocked bettor register a key and withdraw until paid, but not deposit', async () => {
    const { user } = await createValidatedUser(sut.platform);
    await fundUser(sut.platform, user.id, 6_000);
    const block = await sut.app.inject({
      method: 'PUT',
      url: `/api/admin/ResponsibleGame/users/${user.id}/InternalBlock`,
      headers: auth(admin),
      payload: { blocked: true, reason: 'análise de conta' },
    });
    expect(block.statusCode).toBe(200);
    // a token minted after the block carries the new Status, as a refreshed one would
    const token = await sut.platform.tokens.sign({
      id: user.id,
      sessionId: `test-session-blocked-${user.id}`,
      status: 'InternalBlocked',
      roles: user.roles,
    });
    const deposit = await post('/api/pix/beginDeposit', token, { amount: 10, providerId: 1 });
    expect(deposit.statusCode).toBe(403);
    expect(deposit.json().error.code).toBe('INTERNAL_BLOCKED');

    const key = await post(MAIN_CREATE, token, { keyType: 'CPF', key: user.cpf! });
    expect(key.statusCode).toBe(200);
    const w = await post('/api/pix/BeginWithdrawal', token, { amount: 45, pixKeyId: key.json().data.id });
    expect(w.statusCode).toBe(200);
    await deliverDueWebhooks(sut.platform, { horizonMs: 60_000 });
    const done = (
      await sut.app.inject({ url: `/api/pix/Transaction/${w.json().data.id}`, headers: auth(token) })
    ).json().data;
    expect(done.withdrawal).toMatchObject({ status: 6, statusLabel: 'Pago' });
    const totals = (
      await sut.app.inject({ url: '/api/Wallet/Total/Amount/ByAccountType', headers: auth(token) })
    ).json().data;
    expect(totals).toMatchObject({ real: 15, reservedForWithdrawal: 0 });
    const tx = (
      await sut.app.inject({
        url: '/api/Wallet/Transactions/ByUser?pageNumber=1&pageSize=10',
        headers: auth(token),
      })
    ).json().data;
    expect(tx.items[0]).toMatchObject({
      transactionTypeWallet: 2,
      paymentMethod: 8,
      amount: 45,
      statusLabel: 'Bem-sucedido',
    });
    expect((await checkLedger(sut.platform.db)).ok).toBe(true);
  });

  it('lets a self-excluded bettor who is not yet validated register a key (the withdrawal asks for validation)', async () => {
    const { user, token } = await createTestUser(sut.platform, { status: 'SelfExcluded' });
    const key = await post(PAYMENTS_SAVE, token, { keyType: 'CPF', key: user.cpf! });
    expect(key.statusCode).toBe(200);
    expect(await list(MAIN_LIST, token)).toHaveLength(1);
  });
});
