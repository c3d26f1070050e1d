import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, login, newPage, PHONE, registerByApi, snap } from './support';

/** A bettor with a verified e-mail and no identity verification (the casino refuses real play). */
async function unverifiedBettor(page: Page, tag: string) {
  const email = `saldo.${tag}.${Date.now().toString(36)}@example.com`;
  const password = 'Tr0ca-de-Passe!';
  await registerByApi({
    email,
    password,
    fullName: 'Renata Saldo Teste',
    birthDate: '1990-04-12',
    more: { attribution: { deviceId: `did-e2e-saldo-${tag}` } },
  });
  await login(page, { email, password });
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
