import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../../server/src/modules/identity/test-files';
import { apiCall, baseURL, login, PHONE, registerByApi, snap } from './support';

/** A new bettor with a verified e-mail (registration and PIN through the API), signed in on the page. */
async function newVerifiedBettor(page: Page) {
  const email = `identidade.${Date.now().toString(36)}@example.com`;
  const password = 'Tr0ca-de-Passe!';
  await registerByApi({
    email,
    password,
    fullName: 'Larissa Identidade Teste',
    birthDate: '1992-08-09',
    more: { attribution: { deviceId: 'did-e2e-identity' } },
  });
  await login(page, { email, password });
  return email;
}

const file = (name: string, seed: number) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(png(480, 300, seed)),
});

async function uploadIdCard(page: Page) {
  await page.goto('/user-identification', { waitUntil: 'domcontentloaded' });
  await page.getByRole('link', { name: 'Enviar documento' }).click();
  await page.waitForURL(/\/user-identification\/identity-card$/, { waitUntil: 'commit' });
  await page.getByTestId('file-1').setInputFiles(file('RG.Frente.PNG', 1));
  await page.getByRole('button', { name: 'Enviar documento' }).click();
  // the back follows the front
  await page.getByRole('heading', { name: 'Verso do documento' }).waitFor();
  await page.getByTestId('file-3').setInputFiles(file('RG.Verso.PNG', 2));
  await page.getByRole('button', { name: 'Enviar documento' }).click();
  // back at the start, with the face verification modal open
  await page.waitForURL(/\/user-identification$/, { waitUntil: 'commit' });
  await page.getByRole('dialog', { name: 'Verificação facial' }).waitFor();
}

/** Reads local storage once the page has settled (the guard's redirect may still be loading). */
async function stored(page: Page, key: string): Promise<string | null> {
  await page.waitForLoadState('load');
  for (let i = 0; ; i++) {
    try {
      return await page.evaluate((k) => localStorage.getItem(k), key);
    } catch (error) {
      if (i >= 5 || !String(error).includes('Execution context was destroyed')) throw error;
      await page.waitForLoadState('load');
    }
  }
}
const token = async (page: Page) => JSON.parse((await stored(page, 'token')) ?? 'null') as string;

describe('identity verification in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      // a synthetic camera (a moving test pattern) that needs no permission prompt
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    });
  });
  afterAll(() => browser?.close());

  const newPage = async () => {
    const context = await browser.newContext({
      viewport: PHONE,
      locale: 'pt-BR',
      baseURL: baseURL(),
      permissions: ['camera'],
    });
    const page = await context.newPage();
    // a shared 2-core machine: generous waits, never timings in assertions
    page.setDefaultTimeout(60_000);
    page.setDefaultNavigationTimeout(90_000);
    return page;
  };

  it('a new bettor sends the ID front and back from files and passes the face check by camera', async () => {
    const page = await newPage();
    await newVerifiedBettor(page);
    // a step page entered from elsewhere goes back to the start
    await page.goto('/user-identification/identity-card', { waitUntil: 'domcontentloaded' });
    await page.waitForURL(/\/user-identification$/, { waitUntil: 'commit' });
    await uploadIdCard(page);
    const dialog = page.getByRole('dialog', { name: 'Verificação facial' });
    await dialog.getByRole('button', { name: 'Usar a câmera' }).click();
    for (let i = 0; i < 3; i++) {
      await dialog.getByText(`Passo ${i + 1} de 3`).waitFor();
      await page.waitForTimeout(400); // the fake camera's pattern moves between captures
      await dialog.getByRole('button', { name: 'Capturar' }).click();
    }
    await snap(page, 'identity-face-sent');
    // fully validated without a first deposit: the guard sends the bettor to the deposit page
    await page.waitForURL(/\/deposit$/, { timeout: 90_000 });
    const full = await apiCall<{ data: boolean }>(
      'GET',
      '/api/Users/Validate/HasFullValidation',
      undefined,
      await token(page),
    );
    expect(full.body.data).toBe(true);
    expect(await stored(page, 'user-full-validation')).toBe('true');
  }, 300_000);

  it('falls back to photos for the face check, and refuses a bad file with a clear message', async () => {
    const page = await newPage();
    await newVerifiedBettor(page);
    await page.goto('/user-identification', { waitUntil: 'domcontentloaded' });
    await page.getByRole('link', { name: 'Enviar documento' }).click();
    await page.getByTestId('file-1').setInputFiles({
      name: 'programa.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('MZ\x90\x00not a picture'),
    });
    await page.getByRole('button', { name: 'Enviar documento' }).click();
    await page
      .getByRole('alert')
      .getByText(/Formato de arquivo não aceito/)
      .waitFor();
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await page.getByTestId('file-1').setInputFiles(file('frente.png', 5));
    await page.getByRole('button', { name: 'Enviar documento' }).click();
    await page.getByRole('heading', { name: 'Verso do documento' }).waitFor();
    await page.getByTestId('file-3').setInputFiles(file('verso.png', 6));
    await page.getByRole('button', { name: 'Enviar documento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verificação facial' });
    await dialog.getByRole('button', { name: 'Enviar fotos' }).click();
    for (let i = 0; i < 3; i++)
      await dialog.getByTestId(`face-frame-${i}`).setInputFiles(file(`selfie-${i}.png`, 20 + i));
    await dialog.getByRole('button', { name: 'Enviar fotos' }).click();
    await page.waitForURL(/\/deposit$/, { timeout: 90_000 });
    const full = await apiCall<{ data: boolean }>(
      'GET',
      '/api/Users/Validate/HasFullValidation',
      undefined,
      await token(page),
    );
    expect(full.body.data).toBe(true);
  }, 300_000);
});
