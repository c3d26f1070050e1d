import { randomInt } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../../server/src/modules/identity/test-files';
import {
  adminToken,
  apiCall,
  baseURL,
  cpf,
  DESKTOP,
  launchBrowser,
  login,
  newPage,
  PHONE,
  reais,
  registerByApi,
  snap,
} from './support';

/** A valid CPF (check digits of the Receita Federal rule). */
const formatCpf = (c: string) => c.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4');

/** A multipart call of the identity API (documents, face check). */
async function multipart(path: string, token: string, form: FormData) {
  const res = await fetch(`${baseURL()}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = await res.text();
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${body}`);
  return JSON.parse(body) as { data: unknown };
}
const picture = (seed: number) => new Blob([Buffer.from(png(480, 300, seed))], { type: 'image/png' });

/**
 * A new bettor through the API: registration, e-mail PIN, ID front and back, face check by photos
 * (the same calls the verification pages make). Fully validated, so they may withdraw and see
 * 'Sacar saldo' on the self-exclusion screen.
 */
async function newValidatedBettor(tag: string) {
  const email = `e2e.${tag}.${Date.now().toString(36)}@example.com`;
  const password = 'Saque-Seguro-2026';
  const ownCpf = cpf();
  const { userId, token } = await registerByApi({
    email,
    password,
    fullName: 'Renata Saque Teste',
    birthDate: '1988-03-14',
    more: { cpf: ownCpf, attribution: { deviceId: `did-e2e-${tag}` } },
  });
  // distinct pictures per bettor: the verifier refuses a document or face seen on another account
  const seed = randomInt(1_000, 1_000_000);
  for (const [i, type] of [1, 3].entries()) {
    const form = new FormData();
    form.append('userTypeDocument', String(type));
    form.append('file', picture(seed + i), `rg-${type}.png`);
    await multipart('/api/UserDocument/UploadDocument', token, form);
  }
  const challenge = await apiCall<{ data: { challengeId: string; steps: unknown[] } }>(
    'POST',
    '/api/UserDocument/FaceCheck/Challenge',
    undefined,
    token,
  );
  expect(challenge.status).toBe(200);
  const face = new FormData();
  face.append('challengeId', challenge.body.data.challengeId);
  face.append('source', 'upload');
  challenge.body.data.steps.forEach((_, i) => {
    face.append('frames', picture(seed + 10 + i), `selfie-${i}.png`);
  });
  await multipart('/api/UserDocument/FaceCheck', token, face);
  for (let i = 0; ; i++) {
    const full = await apiCall<{ data: boolean }>(
      'GET',
      '/api/Users/Validate/HasFullValidation',
      undefined,
      token,
    );
    if (full.body.data === true) break;
    if (i >= 120) throw new Error('the bettor never became fully validated');
    await new Promise((r) => setTimeout(r, 500));
  }
  return { email, password, cpf: ownCpf, userId };
}

/** The stored access token of the page's session. */
const tokenOf = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? 'null') as string);

/** The cookie notice sits in the page's flow; choose once so it stays out of the screenshots. */
async function settleConsent(page: Page) {
  const reject = page.getByTestId('consent-banner').getByRole('button', { name: 'Rejeitar opcionais' });
  if ((await reject.count()) > 0) await reject.click();
}

/** A R$ 50 Pix deposit paid on the sandbox bank page, as wallet.e2e.ts does. */
async function depositFifty(page: Page) {
  await page.goto('/deposit');
  await settleConsent(page);
  await page.getByRole('button', { name: 'R$ 50', exact: true }).click();
  await page.getByRole('button', { name: 'Gerar Pix' }).click();
  await page.getByRole('img', { name: /QR Code do Pix/ }).waitFor();
  const payUrl = await page.getByRole('link', { name: /banco sandbox/ }).getAttribute('href');
  const bank = await page.context().newPage();
  await bank.goto(payUrl!);
  await bank.getByRole('button', { name: 'Pagar R$ 50,00' }).click();
  await bank.getByText('Pix enviado com sucesso.').waitFor();
  await bank.close();
  await page.getByText(/Depósito confirmado!/).waitFor({ timeout: 30_000 });
}

/** Opens `path` and answers where the guards left the page once it rendered. */
async function landing(page: Page, path: string) {
  await page.goto(path);
  await page.locator('h1').first().waitFor();
  return new URL(page.url()).pathname;
}

/** Nothing on the page is wider than the screen (no sideways scrolling). */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/**
 * On /withdrawal, confined: the own-CPF key is registered inline (the confinement keeps
 * /bank-accounts out of reach), then R$ 30 are withdrawn and paid by the sandbox PSP.
 */
async function registerKeyAndWithdraw(page: Page, ownCpf: string, shot: string) {
  await page.waitForURL(/\/withdrawal$/);
  await page.getByText('Para sacar, cadastre uma chave Pix no seu CPF.', { exact: false }).waitFor();
  const keyForm = page.getByRole('form', { name: 'Cadastrar chave Pix' });
  // the key field is filled in once the profile has loaded, the balance once the wallet has: wait for both
  const key = keyForm.getByRole('textbox', { name: 'Chave' });
  await expect.poll(() => key.inputValue(), { timeout: 15_000 }).toBe(formatCpf(ownCpf));
  await expect
    .poll(() => page.getByTestId('withdrawable').textContent(), { timeout: 15_000 })
    .toBe('R$ 50,00');
  expect(await overflowsSideways(page)).toBe(false);
  await snap(page, `${shot}-key-form`);
  await keyForm.getByRole('button', { name: 'Cadastrar chave' }).click();

  const radio = page.getByRole('radio', {
    name: new RegExp(`CPF: ${formatCpf(ownCpf).replace(/\./g, '\\.')}`),
  });
  await radio.waitFor();
  await expect(radio.isChecked()).resolves.toBe(true);
  // the confinement has no /bank-accounts: further keys are added here too
  await expect(page.getByRole('link', { name: 'Gerenciar chaves Pix' }).count()).resolves.toBe(0);
  await page.getByRole('button', { name: 'Cadastrar outra chave Pix' }).waitFor();
  await page.getByLabel('Valor do saque (R$)').fill('30');
  await snap(page, `${shot}-form`);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Confirmar saque' }).click();
  const status = page.getByTestId('withdrawal-status');
  await status.getByText('Pago', { exact: true }).waitFor({ timeout: 30_000 });
  await status.getByText(/Saque pago!/).waitFor();
  await snap(page, `${shot}-paid`);
}

/** /transactions lists the deposit and the paid withdrawal, 'Bem-sucedido', by Pix; the balance dropped. */
async function expectPaidInTransactions(page: Page, shot: string) {
  await page.goto('/transactions');
  const list = page.getByRole('list', { name: 'Transações' });
  const withdrawal = list.getByRole('listitem').filter({ hasText: '− R$ 30,00' });
  await withdrawal.getByText('Bem-sucedido').waitFor({ timeout: 30_000 });
  await expect(withdrawal.getByTestId('payment-method').textContent()).resolves.toBe('Pix');
  await list.getByRole('listitem').filter({ hasText: '+ R$ 50,00' }).getByText('Bem-sucedido').waitFor();
  expect(await overflowsSideways(page)).toBe(false);
  await snap(page, `${shot}-transactions`);
  // a narrower phone too: the date filters once pushed the page wider than 360 px
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: 780 });
  expect(await overflowsSideways(page)).toBe(false);
  await page.setViewportSize(size);
  const totals = await apiCall<{ data: { real: number; reservedForWithdrawal: number } }>(
    'GET',
    '/api/Wallet/Total/Amount/ByAccountType',
    undefined,
    await tokenOf(page),
  );
  expect(totals.body.data).toMatchObject({ real: 20, reservedForWithdrawal: 0 });
  await page.goto('/withdrawal');
  expect(reais(await page.getByTestId('withdrawable').textContent())).toBe(20);
}

describe('a self-excluded or blocked bettor leaves with their money', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("self-excludes, then 'Sacar saldo' ends in a paid withdrawal to the own-CPF key", async () => {
    const bettor = await newValidatedBettor('autoexclusao');
    const page = await newPage(browser, PHONE);
    page.setDefaultTimeout(60_000);
    await login(page, bettor);
    await depositFifty(page);

    await page.goto('/responsable-game');
    await page.getByRole('button', { name: '3 meses' }).click();
    await page.getByRole('button', { name: 'Autoexcluir por 3 meses' }).click();
    await page.getByRole('button', { name: 'Confirmar autoexclusão' }).click();
    await page.waitForURL(/\/withdrawal$/);
    await page.context().close();

    // the next login meets the self-exclusion screen; 'Sacar saldo' leads into the confinement
    const again = await newPage(browser, PHONE);
    again.setDefaultTimeout(60_000);
    await login(again, bettor);
    await again.getByRole('heading', { name: 'Não é possível fazer login' }).waitFor();
    await settleConsent(again);
    await snap(again, 'self-excluded-screen-phone');
    await again.getByRole('button', { name: 'Sacar saldo' }).click();
    await again.waitForURL(/\/withdrawal$/);
    // still confined: the Pix keys page and the deposit page send back to /withdrawal
    for (const path of ['/bank-accounts', '/deposit', '/esportes']) {
      expect([path, await landing(again, path)]).toEqual([path, '/withdrawal']);
    }
    await registerKeyAndWithdraw(again, bettor.cpf, 'self-excluded-withdrawal-phone');
    await expectPaidInTransactions(again, 'self-excluded-phone');
    await again.context().close();
  }, 360_000);

  it('an internally blocked bettor registers the key inside the confinement and is paid', async () => {
    const bettor = await newValidatedBettor('bloqueio');
    const page = await newPage(browser, DESKTOP);
    page.setDefaultTimeout(60_000);
    await login(page, bettor);
    await depositFifty(page);
    await page.context().close();
    const block = await apiCall(
      'PUT',
      `/api/admin/ResponsibleGame/users/${bettor.userId}/InternalBlock`,
      { blocked: true, reason: 'bloqueio do teste de saque' },
      await adminToken(),
    );
    expect(block.status).toBe(200);

    const blocked = await newPage(browser, DESKTOP);
    blocked.setDefaultTimeout(60_000);
    await login(blocked, bettor);
    await blocked.waitForURL(/\/withdrawal$/);
    await settleConsent(blocked);
    expect(['/bank-accounts', await landing(blocked, '/bank-accounts')]).toEqual([
      '/bank-accounts',
      '/withdrawal',
    ]);
    await registerKeyAndWithdraw(blocked, bettor.cpf, 'blocked-withdrawal-desktop');
    await expectPaidInTransactions(blocked, 'blocked-desktop');
    // deposits stay closed to the blocked bettor
    const deposit = await apiCall(
      'POST',
      '/api/pix/beginDeposit',
      { amount: 10, providerId: 1 },
      await tokenOf(blocked),
    );
    expect(deposit.status).toBe(403);
    await blocked.context().close();
  }, 360_000);
});
