import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  apiCall,
  confirmEmailPin,
  fillRegistration,
  launchBrowser,
  newPage,
  PHONE,
  setFlag,
  snap,
} from './support';

/** A CPF with valid check digits. */

/** Home sends to the preferred or last visited module: sportsbook or casino. */
const HOME = /\/(esportes|casino\/slots)$/;

/** Opens `path` and answers where the guards left the page once it rendered (a heading is shown). */
async function landing(page: Page, path: string) {
  await page.goto(path);
  await page.locator('h1, h2').first().waitFor();
  return new URL(page.url()).pathname;
}

async function login(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

describe('accounts in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('registers with a valid CPF, verifies the PIN from the dev mailbox, logs out and in, with every guard', async () => {
    const page = await newPage(browser, PHONE);
    const email = `e2e.${Date.now()}@example.com`;
    const password = 'Senha-Forte-E2e-9';

    // guest guards
    await page.goto('/user-account');
    await page.waitForURL(/\/casino\/slots$/);
    await page.goto('/verify-email');
    await page.waitForURL(HOME);
    await page.goto('/RestorePassword');
    await page.waitForURL(HOME);
    await page.goto('/steps-location');
    await page.waitForURL(HOME);

    // the form shows blur errors in Portuguese
    await page.goto('/register');
    await page.getByLabel('CPF').pressSequentially('52998224726');
    await page.getByLabel('Nome completo').click();
    await page.getByText('CPF inválido').waitFor();
    await expect(page.getByLabel('CPF').inputValue()).resolves.toBe('529.982.247-26');

    await page.goto('/register');
    await fillRegistration(page, { email, password, fullName: 'Beatriz Souza Teste', birthDate: '14021993' });
    await page.waitForURL(/\/verify-email$/);
    // step 1: confined to /verify-email
    await page.goto('/casino/slots');
    await page.waitForURL(/\/verify-email$/);
    await expect(page.getByRole('button', { name: /Reenviar código em \d+s/ }).isDisabled()).resolves.toBe(
      true,
    );

    await confirmEmailPin(page, email);
    await page.waitForURL(/\/onboard-success$/);
    await page.getByRole('heading', { name: 'Cadastro concluído!' }).waitFor();
    await snap(page, 'onboard-success-phone');

    // signed-in guards: verified users leave /verify-email, login goes to the module
    await page.goto('/verify-email');
    await page.waitForURL(HOME);
    await page.goto('/login');
    await page.waitForURL(HOME);
    await page.goto('/forgot-my-password');
    await page.waitForURL(HOME);
    await page.goto('/RestorePassword?Token=link-qualquer-123456');
    await page.waitForURL(HOME);
    await page.goto('/enable-location');
    await page.waitForURL(HOME);
    await page.goto('/');
    await page.waitForURL(HOME);

    // account page, then log out
    await page.goto('/user-account');
    await page.getByRole('heading', { name: 'Minha conta' }).waitFor();
    await page.getByText('Esta sessão').waitFor();
    await page.getByRole('button', { name: 'Sair da conta' }).click();
    await page.waitForURL(HOME);
    await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeNull();
    await page.goto('/user-account');
    await page.waitForURL(/\/casino\/slots$/);

    // wrong password, then the right one
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('Senha-Errada-1');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('E-mail ou senha incorretos.').waitFor();
    await page.getByLabel('Senha', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(HOME);
    await expect(page.evaluate(() => localStorage.getItem('refreshToken'))).resolves.not.toBeNull();
    await page.goto('/user-account');
    await page.getByRole('heading', { name: 'Minha conta' }).waitFor();

    // an internal block (read from the token at the next login) confines the user to withdrawal
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? 'null') as string);
    const me = await apiCall<{ data: { id: number } }>('GET', '/api/Users/', undefined, token);
    expect(me.status).toBe(200);
    const block = await apiCall(
      'PUT',
      `/api/admin/ResponsibleGame/users/${me.body.data.id}/InternalBlock`,
      { blocked: true, reason: 'bloqueio do teste e2e' },
      await adminToken(),
    );
    expect(block.status).toBe(200);
    await page.context().close();
    const blocked = await newPage(browser, PHONE);
    await login(blocked, email, password);
    await blocked.waitForURL(/\/withdrawal$/);
    for (const path of ['/esportes', '/casino/slots', '/user-account']) {
      expect([path, await landing(blocked, path)]).toEqual([path, '/withdrawal']);
    }
    for (const path of ['/transactions', '/terms-conditions']) {
      expect([path, await landing(blocked, path)]).toEqual([path, path]);
    }
    await blocked.context().close();
  });

  it('logs the demo bettor in; guests see register-options only while the Google flag is on; a dead reset link says so', async () => {
    const page = await newPage(browser, PHONE);
    await login(page, 'apostador@demo.placar.bet.br', 'Placar!Demo2026');
    await page.waitForURL(HOME);
    await page.context().close();

    const guest = await newPage(browser, PHONE);
    await guest.goto('/register-options');
    await guest.getByRole('heading', { name: 'Como você quer se cadastrar?' }).waitFor();
    await guest.goto('/RestorePassword?Token=link-que-nao-existe-123456');
    await guest.getByText(/link de recuperação é inválido/).waitFor();
    await guest.context().close();

    // with the Google registration flag off, both Google pages send guests to /register
    await setFlag('feature-google-registration', false);
    try {
      const off = await newPage(browser, PHONE);
      await off.goto('/register-options');
      await off.waitForURL(/\/register$/);
      await off.goto('/register-with-google');
      await off.waitForURL(/\/register$/);
      await off.context().close();
    } finally {
      await setFlag('feature-google-registration', true);
    }
  });
});
