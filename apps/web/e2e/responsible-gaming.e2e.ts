import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmEmailPin, fillRegistration, launchBrowser, newPage, PHONE, snap } from './support';

/** A new verified bettor, signed in on `page` (the registration form shows the risk warning). */
async function register(page: Page, email: string, password: string) {
  await page.goto('/register');
  await page.getByTestId('risk-warning').waitFor();
  await fillRegistration(page, { email, password, fullName: 'Carla Mendes Teste', birthDate: '02081991' });
  await page.waitForURL(/\/verify-email$/);
  await confirmEmailPin(page, email);
  await page.waitForURL(/\/onboard-success$/);
}

/** Opens `path` and answers where the guards left the page once it rendered (a heading is shown). */
async function landing(page: Page, path: string) {
  await page.goto(path);
  await page.locator('h1, h2').first().waitFor();
  return new URL(page.url()).pathname;
}

describe('responsible gaming in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('sets limits, self-excludes, is confined to withdrawal, and meets the self-exclusion screen at login', async () => {
    const page = await newPage(browser, PHONE);
    const email = `e2e.rg.${Date.now()}@example.com`;
    const password = 'Senha-Forte-Rg-7';
    await register(page, email, password);

    await page.goto('/responsable-game');
    await page.getByRole('heading', { name: 'Jogo responsável', exact: true }).waitFor();
    const daily = page.getByTestId('limit-deposit-daily');
    await daily.getByLabel(/novo limite/).fill('100');
    await daily.getByRole('button', { name: 'Salvar' }).click();
    await daily.getByText('Limite aplicado agora.').waitFor();
    await daily.getByLabel(/novo limite/).fill('250,50');
    await daily.getByRole('button', { name: 'Salvar' }).click();
    await daily.getByText(/Alteração agendada: vale a partir de/).waitFor();
    await daily.getByText(/Aumento para R\$ 250,50 vale a partir de/).waitFor();
    await page.getByRole('cell', { name: 'Alteração de limite agendada · Depósito diário' }).waitFor();
    await snap(page, 'responsible-game-phone');

    await page.getByRole('button', { name: '3 meses' }).click();
    await page.getByRole('button', { name: 'Autoexcluir por 3 meses' }).click();
    await page.getByRole('button', { name: 'Confirmar autoexclusão' }).click();
    await page.waitForURL(/\/withdrawal$/);
    await page.getByRole('heading', { name: 'Autoexclusão ativa' }).waitFor();

    // confinement: only withdrawal, transactions, terms and request-withdrawal
    for (const path of ['/esportes', '/casino/slots', '/deposit', '/responsable-game', '/user-account']) {
      expect([path, await landing(page, path)]).toEqual([path, '/withdrawal']);
    }
    for (const path of [
      '/transactions',
      '/terms-conditions',
      '/terms-conditions-cashout',
      '/financial-operations/withdrawalWindow',
      '/financial-operations/transactionsWindow',
      '/request-withdrawal/42',
    ]) {
      expect([path, await landing(page, path)]).toEqual([path, path]);
    }
    // the auto-exclusion modal is not shown on the terms pages, and sends to /withdrawal elsewhere
    await page.goto('/terms-conditions');
    await page.locator('h1').first().waitFor();
    await expect(page.getByRole('heading', { name: 'Autoexclusão ativa' }).count()).resolves.toBe(0);
    await page.goto('/transactions');
    await page.getByRole('button', { name: 'Sacar saldo' }).click();
    await page.waitForURL(/\/withdrawal$/);
    await page.context().close();

    // a new login: the self-exclusion screen of seed 001, 'Aceitar' logs out
    const again = await newPage(browser, PHONE);
    await again.goto('/login');
    await again.getByLabel('E-mail').fill(email);
    await again.getByLabel('Senha', { exact: true }).fill(password);
    await again.getByRole('button', { name: 'Entrar' }).click();
    await again.getByRole('heading', { name: 'Não é possível fazer login' }).waitFor();
    await again.getByText('Sua conta tem um período configurado').waitFor();
    await again.getByText('autoexclusão de 3 meses').waitFor();
    await again.getByText(/^Será ativada até \d{2}\/\d{2}\/\d{4}$/).waitFor();
    await again.getByText('Para mais informações, entre em contato com o suporte.').waitFor();
    await expect(again.evaluate(() => getComputedStyle(document.body).overflow)).resolves.toBe('hidden');
    // not fully validated: no 'Sacar saldo'
    await again.getByRole('button', { name: 'Aceitar' }).waitFor();
    await expect(again.getByRole('button', { name: 'Sacar saldo' }).count()).resolves.toBe(0);
    await snap(again, 'self-exclusion-screen-phone');
    await again.getByRole('button', { name: 'Aceitar' }).click();
    await again.waitForFunction(() => localStorage.getItem('token') === null);
    await again.context().close();
  }, 300_000);

  it('shows the risk warning on the login page', async () => {
    const page = await newPage(browser, PHONE);
    await page.goto('/login');
    await page.getByTestId('risk-warning').waitFor();
    await expect(page.getByTestId('risk-warning').textContent()).resolves.toContain('18+');
    await page.context().close();
  });
});
