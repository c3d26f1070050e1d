import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../../server/src/modules/identity/test-files';
import { baseURL, confirmEmailPin, DESKTOP, fillRegistration, PHONE, snap } from './support';

/** A CPF with valid check digits. */

const file = (name: string, seed: number) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(png(480, 300, seed)),
});

/** The same page at phone and desktop size (SCREENSHOTS=1), back to the phone afterwards. */
async function snapBoth(page: Page, name: string) {
  await snap(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
  await snap(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
}

/** The checklist's steps as { key: state }. */
async function checklist(page: Page) {
  const list = page.getByTestId('onboarding-checklist');
  await list.waitFor();
  return list
    .locator('li[data-step]')
    .evaluateAll((items) =>
      Object.fromEntries(items.map((li) => [li.getAttribute('data-step'), li.getAttribute('data-state')])),
    );
}

describe('onboarding that tells the truth', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
    });
  });
  afterAll(() => browser?.close());

  it('registers, confirms the PIN, walks documents and face check, and lands a validated bettor on /deposit', async () => {
    const context = await browser.newContext({ viewport: PHONE, locale: 'pt-BR', baseURL: baseURL() });
    const page = await context.newPage();
    // a shared 2-core machine: generous waits, never timings in assertions
    page.setDefaultTimeout(60_000);
    page.setDefaultNavigationTimeout(90_000);
    const email = `onboarding.${Date.now().toString(36)}@example.com`;
    const password = 'Senha-Forte-Onb-7';

    // registration
    await page.goto('/register');
    await fillRegistration(page, {
      email,
      password,
      fullName: 'Renata Onboarding Teste',
      birthDate: '21071991',
    });
    await page.waitForURL(/\/verify-email$/);

    // the PIN screen: the field's label on one line, not letter-spaced like the digits
    const label = page.getByText('Código de verificação', { exact: true });
    const spacing = await label.evaluate((el) => getComputedStyle(el).letterSpacing);
    expect(spacing === 'normal' || Number.parseFloat(spacing) < 1).toBe(true);
    const lines = await label.evaluate((el) => {
      const r = document.createRange();
      r.selectNodeContents(el);
      return new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size;
    });
    expect(lines).toBe(1);
    await snapBoth(page, 'onboarding-1-pin');
    await confirmEmailPin(page, email);

    // onboard-success: the real state, never "pronta" while verification is pending
    await page.waitForURL(/\/onboard-success$/);
    expect(await checklist(page)).toEqual({
      email: 'done',
      documents: 'todo',
      face: 'todo',
      deposit: 'todo',
    });
    const text = (await page.locator('main, body').first().textContent()) ?? '';
    expect(text).not.toMatch(/conta está pronta/i);
    await page
      .getByText(
        'Para apostar e jogar no cassino, ainda falta: documentos, verificação facial e primeiro depósito.',
      )
      .waitFor();
    await page.getByText('Para sacar, ainda falta: documentos e verificação facial.').waitFor();
    await snapBoth(page, 'onboarding-2-success');

    // the next step: the ID, front then back
    await page.getByTestId('onboarding-next').click();
    await page.waitForURL(/\/user-identification\/identity-card$/);
    await snapBoth(page, 'onboarding-3-identity-card');
    await page.getByTestId('file-1').setInputFiles(file('rg-frente.png', 31));
    await page.getByRole('button', { name: 'Enviar documento' }).click();
    await page.getByRole('heading', { name: 'Verso do documento' }).waitFor();
    await page.getByTestId('file-3').setInputFiles(file('rg-verso.png', 32));
    await page.getByRole('button', { name: 'Enviar documento' }).click();
    // then the face check, opened on the verification page
    await page.waitForURL(/\/user-identification$/, { waitUntil: 'commit' });
    const dialog = page.getByRole('dialog', { name: 'Verificação facial' });
    await dialog.waitFor();
    await snapBoth(page, 'onboarding-4-face');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await snapBoth(page, 'onboarding-5-verification-page');

    // a refusal caused by verification links to the step that lifts it (here the face check)
    await page.goto('/casino/game/dice');
    const banner = page.getByTestId('casino-error');
    await banner.waitFor();
    expect(await banner.getAttribute('data-code')).toBe('USER_HAS_NOT_VALIDATED_DOCS');
    expect(await banner.textContent()).not.toMatch(/endereço|residência/);
    const link = banner.getByTestId('verification-link');
    await expect(link.textContent()).resolves.toBe('Fazer a verificação facial');
    await snapBoth(page, 'onboarding-6-casino-refusal');
    await link.click();
    await page.waitForURL(/\/user-identification$/, { waitUntil: 'commit' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Enviar fotos' }).click();
    for (let i = 0; i < 3; i++)
      await dialog.getByTestId(`face-frame-${i}`).setInputFiles(file(`selfie-${i}.png`, 40 + i));
    await dialog.getByRole('button', { name: 'Enviar fotos' }).click();

    // fully validated, no first deposit: the document pages send the bettor to /deposit
    await page.waitForURL(/\/deposit$/, { timeout: 90_000 });
    await page.goto('/user-identification');
    await page.waitForURL(/\/deposit$/);
    await snapBoth(page, 'onboarding-7-deposit');

    // the checklist now asks only the first deposit, and says the withdrawal needs nothing more
    await page.goto('/onboard-success');
    expect(await checklist(page)).toEqual({
      email: 'done',
      documents: 'done',
      face: 'done',
      deposit: 'todo',
    });
    await expect(page.getByTestId('onboarding-next').getAttribute('href')).resolves.toBe('/deposit');
    expect(await page.getByText(/Para sacar, ainda falta/).count()).toBe(0);
    await snapBoth(page, 'onboarding-8-success-validated');
    await context.close();
  }, 400_000);
});
