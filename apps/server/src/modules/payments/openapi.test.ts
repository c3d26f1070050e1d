import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/platform';

describe('payments in the OpenAPI description', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createTestApp();
  });
  afterAll(() => sut.close());

  it('documents the wallet and Pix routes of the seeds', async () => {
    const res = await sut.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of [
      '/api/Wallet/Total/Amount/ByAccountType',
      '/api/Wallet/Transactions/ByUser',
      '/api/pix/beginDeposit',
      '/api/pix/BeginWithdrawal',
      '/api/pix/Transaction/{id}',
      '/api/user/LastDepositDetail',
      '/api/user/LastWithdrawalDetail',
      '/api/User/PendingWithdrawal',
      '/api/wallet/withdrawal/PendingWithdrawal',
      '/api/wallet/BankAccounts/PixBankAccounts',
      '/api/wallet/BankAccounts/PixBankAccounts/{id}',
      '/api/wallet/BankAccounts',
      '/api/wallet/bankaccounts',
      '/api/pix/webhook',
    ])
      expect(paths).toContain(p);
  });
});
