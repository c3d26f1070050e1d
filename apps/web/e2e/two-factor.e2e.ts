import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, PHONE, registerByApi, setFlag, snap } from './support';

/** A CPF with valid check digits. */

/** The TOTP of RFC 6238 an authenticator app shows, for a base32 secret and a 30-second step. */
function totp(secret: string, step: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const ch of secret.replace(/\s/g, '')) bits += alphabet.indexOf(ch).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => Number.parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 15;
  return ((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).toString().padStart(6, '0');
}
const nowStep = () => Math.floor(Date.now() / 30_000);

/** A new bettor with a verified e-mail, made through the API (what the registration form sends). */
async function newBettor(email: string, password: string) {
  await registerByApi({ email, password, fullName: 'Helena Duarte Teste', birthDate: '1991-07-12' });
}

async function snapFull(page: Page, name: string) {
  if (process.env.SCREENSHOTS === '1')
    await page.screenshot({
      path: join(import.meta.dirname, '..', '..', '..', '.screenshots', `${name}.png`),
      fullPage: true,
    });
}

async function passwordStep(page: Page, email: string, password: string) {
  // the first page of a run can wait for the server's first build of the bundle
  await page.goto('/login', { waitUntil: 'domcontentloaded', timeout: 110_000 });
  await page.getByLabel('E-mail').waitFor({ timeout: 110_000 });
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

const signedIn = (page: Page) => page.waitForURL((url) => !url.pathname.startsWith('/login'));

async function logOut(page: Page) {
  await page.goto('/user-account');
  await page.getByRole('button', { name: 'Sair da conta' }).click();
  await page.waitForFunction(() => localStorage.getItem('token') === null);
}

describe('two-factor sign-in (flag tfa) in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    await setFlag('feature-tfa', true);
  });
  afterAll(async () => {
    await setFlag('feature-tfa', false);
    await browser?.close();
  });

  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`enrols an app, then signs in with its code and with a recovery code (${name})`, async () => {
      const email = `dois.fatores.${name}.${Date.now().toString(36)}@example.com`;
      const password = 'Dois-Fatores-2026!';
      await newBettor(email, password);

      const page = await newPage(browser, viewport);
      await passwordStep(page, email, password);
      await signedIn(page);

      // enrol: QR code and manual key, the first code, the recovery codes shown once
      await page.goto('/user-account#seguranca');
      const section = page.getByTestId('two-factor');
      await section.getByRole('heading', { name: 'Verificação em duas etapas' }).waitFor();
      await section.getByRole('button', { name: 'Usar aplicativo autenticador' }).click();
      await section.getByRole('img', { name: /QR code/ }).waitFor();
      const secret = ((await section.getByTestId('tfa-secret').textContent()) ?? '').replace(/\s/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await section.scrollIntoViewIfNeeded();
      await snap(page, `tfa-${name}-enrol`);
      const enrolStep = nowStep();
      await section.getByLabel('Código de verificação').fill(totp(secret, enrolStep));
      await section.getByRole('button', { name: 'Ativar' }).click();
      const list = section.getByRole('list', { name: 'Códigos de recuperação' });
      await list.waitFor();
      const codes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
      expect(codes).toHaveLength(10);
      await section.scrollIntoViewIfNeeded();
      await snap(page, `tfa-${name}-recovery-codes`);
      const download = page.waitForEvent('download');
      await section.getByRole('button', { name: 'Baixar códigos (.txt)' }).click();
      expect((await download).suggestedFilename()).toBe('placar-codigos-de-recuperacao.txt');
      await section.getByRole('button', { name: 'Já guardei os códigos' }).click();
      await section.getByText(/Ativa.*aplicativo autenticador/).waitFor();
      await section.getByText('Códigos de recuperação restantes: 10', { exact: false }).waitFor();
      await snapFull(page, `tfa-${name}-enabled`);

      // log out; the password alone no longer signs in: the second step asks for the app's code
      await logOut(page);
      await passwordStep(page, email, password);
      await page.getByRole('heading', { name: 'Verificação em duas etapas' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      await snap(page, `tfa-${name}-login-step`);
      // the code that turned it on is spent (a replay is refused)
      await page.getByLabel('Código de verificação').fill(totp(secret, enrolStep));
      await page.getByRole('button', { name: 'Confirmar' }).click();
      await page.getByText('Código incorreto ou já usado').waitFor();
      await page.getByLabel('Código de verificação').fill(totp(secret, Math.max(nowStep(), enrolStep + 1)));
      await page.getByRole('button', { name: 'Confirmar' }).click();
      await signedIn(page);
      expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();

      // this device passed: the password alone signs in here again (trusted for 30 days)
      await logOut(page);
      await passwordStep(page, email, password);
      await signedIn(page);
      await page.context().close();

      // a new device asks again; a recovery code finishes the sign-in
      const other = await newPage(browser, viewport);
      await passwordStep(other, email, password);
      await other.getByRole('heading', { name: 'Verificação em duas etapas' }).waitFor();
      await other.getByRole('button', { name: 'Usar um código de recuperação' }).click();
      await other.getByLabel('Código de recuperação').fill(codes[0] ?? '');
      await snap(other, `tfa-${name}-login-recovery`);
      await other.getByRole('button', { name: 'Confirmar' }).click();
      await signedIn(other);
      await other.goto('/user-account#seguranca');
      await other
        .getByTestId('two-factor')
        .getByText('Códigos de recuperação restantes: 9', { exact: false })
        .waitFor();
      await other.context().close();
    });
  }
});
