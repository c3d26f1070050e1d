import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, headerBalance, launchBrowser, login, newPage, snap, waitForBalance } from './support';

describe('wallet and Pix', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('deposits R$ 50 paid on the sandbox bank page and withdraws R$ 20 to a CPF key', async () => {
    const page = await newPage(browser, DESKTOP);
    await login(page);
    await page.waitForURL(/\/esportes$/);
    await page.getByTestId('header-balance').getByText(/R\$/).waitFor();
    const start = await headerBalance(page);
    expect(start).toBeGreaterThan(0); // the demo bettor's seeded sandbox deposit

    // Deposit: preset, charge with QR and copia e cola, paid from the bettor's own CPF at the sandbox bank.
    await page.goto('/deposit');
    await page.getByRole('button', { name: 'R$ 50', exact: true }).click();
    await expect(page.getByLabel('Valor do depósito (R$)').inputValue()).resolves.toBe('50');
    await page.getByRole('button', { name: 'Gerar Pix' }).click();
    await page.getByRole('img', { name: /QR Code do Pix/ }).waitFor();
    const brCode = await page.getByLabel('Pix copia e cola').inputValue();
    expect(brCode).toMatch(/^000201.*br\.gov\.bcb\.pix.*540550\.00.*5802BR.*6304[0-9A-F]{4}$/);
    await page.getByRole('timer').waitFor();
    await snap(page, 'deposit-charge-desktop');
    const payUrl = await page.getByRole('link', { name: /banco sandbox/ }).getAttribute('href');
    const bank = await page.context().newPage();
    await bank.goto(payUrl!);
    await snap(bank, 'sandbox-bank-pay-desktop');
    await bank.getByRole('button', { name: 'Pagar R$ 50,00' }).click();
    await bank.getByText('Pix enviado com sucesso.').waitFor();
    await bank.close();
    await page.getByText(/Depósito confirmado!/).waitFor({ timeout: 30_000 });
    await waitForBalance(page, start + 50);

    // Withdrawal to the CPF key: pending, then paid; the balance drops at once.
    await page.goto('/withdrawal');
    await page.getByRole('radio', { name: /CPF: 529.982.247-25/ }).check();
    await page.getByLabel('Valor do saque (R$)').fill('20');
    await snap(page, 'withdrawal-form-desktop');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('button', { name: 'Confirmar saque' }).click();
    const status = page.getByTestId('withdrawal-status');
    await status.getByText('Em progresso', { exact: true }).waitFor();
    await waitForBalance(page, start + 30);
    await status.getByText('Pago', { exact: true }).waitFor({ timeout: 30_000 });
    await status.getByText(/Saque pago!/).waitFor();
    await snap(page, 'withdrawal-paid-desktop');

    // Both appear in the transactions list with the seeds' labels.
    await page.goto('/transactions');
    const list = page.getByRole('list', { name: 'Transações' });
    // .first(): the betting journey deposits R$ 50 for the same demo bettor
    await list.getByText('+ R$ 50,00').first().waitFor();
    await list.getByText('− R$ 20,00').first().waitFor();
    await expect(list.getByText('Bem-sucedido').count()).resolves.toBeGreaterThanOrEqual(2);
    await snap(page, 'transactions-desktop');
    await page.context().close();
  });
});
