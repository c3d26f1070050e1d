import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, DESKTOP, launchBrowser, newPage, PHONE, pinFor, snap } from './support';

/** A valid CPF (check digits of the Receita Federal rule). */
function cpf(): string {
  const base = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  const digit = (ds: number[]) => {
    const sum = ds.reduce((s, d, i) => s + d * (ds.length + 1 - i), 0);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = digit(base);
  return [...base, d1, digit([...base, d1])].join('');
}

/** A bettor with a verified e-mail and no identity verification (the casino refuses real play). */
async function unverifiedBettor(page: Page, tag: string) {
  const email = `saldo.${tag}.${Date.now().toString(36)}@example.com`;
  const password = 'Tr0ca-de-Passe!';
  const reg = await apiCall<{ data: { userId: number; token: string } }>('POST', '/api/Users/', {
    email,
    password,
    confirmPassword: password,
    cpf: cpf(),
    fullName: 'Renata Saldo Teste',
    birthDate: '1990-04-12',
    cellphone: '(11) 98765-4321',
    nationality: 'BR',
    acceptTerms: true,
    acceptResponsibleGaming: true,
    attribution: { deviceId: `did-e2e-saldo-${tag}` },
  });
  expect(reg.status).toBe(201);
  const pin = await apiCall(
    'POST',
    '/api/Users/Validate/PIN/',
    { userId: reg.body.data.userId, email, pin: await pinFor(email) },
    reg.body.data.token,
  );
  expect(pin.status).toBe(200);
  await page.goto('/login', { waitUntil: 'domcontentloaded', timeout: 110_000 });
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'), { waitUntil: 'commit' });
}

describe('casino real balance of an unverified bettor (issue 17 defect 6)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)('shows the real balance, not a permanent "…" (%s)', async (name, viewport) => {
    const page = await newPage(browser, viewport);
    await unverifiedBettor(page, name);
    await page.goto('/casino/game/dice', { waitUntil: 'domcontentloaded' });
    const balance = page.getByTestId('game-balance');
    await balance.getByText('R$ 0,00').waitFor({ timeout: 30_000 });
    expect(await balance.textContent()).not.toContain('…');
    await snap(page, `casino-balance-unverified-${name}`);
    await page.context().close();
  });
});
