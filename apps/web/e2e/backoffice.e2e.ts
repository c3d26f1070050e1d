import { createHmac } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage } from './support';

/** The demo staff the embedded start seeds (apps/server modules/staff/demo.ts), fixed TOTP secrets. */
const PASSWORD = 'Placar!Admin2026';
const ADMIN = { email: 'admin@demo.placar.bet.br', secret: 'VBSTYEME5CNWNBRZVUTMIRYG2LXI3L6U' };
const COMPLIANCE = { email: 'compliance@demo.placar.bet.br', secret: 'VEJ5NCLX56YFFLYL4NPOU5J2HTTASF5Y' };

/** The TOTP of RFC 6238 an authenticator app shows, for a base32 secret (30-second steps). */
function totp(secret: string, step = Math.floor(Date.now() / 30_000)): string {
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

/** Saves a 1440x900 screenshot into BACKOFFICE_SHOTS (a folder) when set, for looking at by hand. */
async function shot(page: Page, name: string) {
  const dir = process.env.BACKOFFICE_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png` });
}

const menu = (page: Page) =>
  page.getByRole('navigation', { name: 'Áreas' }).getByRole('link').allTextContents();

async function signIn(
  page: Page,
  who: { email: string; secret: string; password?: string },
  snapAs?: string,
) {
  await page.goto('/backoffice/', { waitUntil: 'domcontentloaded', timeout: 110_000 });
  await page.waitForURL('**/backoffice/entrar');
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Senha').fill(who.password ?? PASSWORD);
  if (snapAs) await shot(page, `${snapAs}-1-senha`);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('Código do autenticador').fill(totp(who.secret));
  if (snapAs) await shot(page, `${snapAs}-2-codigo`);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('button', { name: 'Sair' }).waitFor({ timeout: 30_000 });
}

describe('back office', () => {
  let browser: Browser;
  /** The member the admin creates; signs in for the first time in the last test. */
  const newcomer = { email: `bruno.${Date.now()}@demo.placar.bet.br`, password: '' };
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('serves its page with its own strict CSP', async () => {
    const page = await newPage(browser, DESKTOP);
    const res = await page.goto('/backoffice/entrar', { waitUntil: 'domcontentloaded', timeout: 110_000 });
    const csp = res?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    await page.context().close();
  });

  it('signs the demo admin in with the authenticator code; staff and audit screens work', async () => {
    const page = await newPage(browser, DESKTOP);
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('response', (r) => r.status() >= 400 && errors.push(`${r.status()} ${r.url()}`));
    await signIn(page, ADMIN, 'admin');
    expect(await menu(page)).toEqual(['Compliance', 'Equipe']);
    await expect
      .poll(() => page.getByTestId('staff-who').textContent(), { timeout: 15_000 })
      .toContain('Administrador');

    await page.getByRole('link', { name: 'Equipe' }).click();
    await page.getByRole('cell', { name: COMPLIANCE.email }).waitFor();
    await shot(page, 'equipe');
    await page.getByLabel('Perfil').selectOption('trader');
    await page.getByRole('cell', { name: 'trader@demo.placar.bet.br' }).waitFor();
    await expect.poll(() => page.getByRole('row').count(), { timeout: 15_000 }).toBe(2);
    await page.getByLabel('Perfil').selectOption('');

    // a new member: created with roles, credentials shown once
    await page.getByRole('button', { name: 'Novo membro' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nome').fill('Bruno Suporte Teste');
    await dialog.getByLabel('Atendimento').check();
    await shot(page, 'equipe-novo');
    await dialog.getByLabel('E-mail').fill(newcomer.email);
    await dialog.getByRole('button', { name: 'Criar membro' }).click();
    await dialog.getByText('Eles não serão mostrados de novo').waitFor();
    newcomer.password = (await dialog.getByTestId('temporary-password').textContent()) ?? '';
    await shot(page, 'equipe-credenciais');
    await dialog.getByRole('button', { name: 'Concluir' }).click();

    // roles changed with a reason
    const row = page.getByRole('row').filter({ hasText: 'Bruno Suporte Teste' });
    await row.getByRole('button', { name: 'Alterar' }).click();
    await dialog.getByLabel('Analista KYC').check();
    await dialog.getByLabel('Motivo (fica na auditoria)').fill('Passa a atender a fila de KYC');
    await shot(page, 'equipe-alterar');
    await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
    await row.getByText('Atendimento, Analista KYC').waitFor();

    await page.getByRole('link', { name: 'Compliance' }).click();
    await page.getByRole('heading', { name: 'Auditoria' }).waitFor();
    // the admin's own sign-in is on the log (the server's tests cover each action's entry)
    await page
      .getByRole('cell', { name: /Entrou no back office/ })
      .first()
      .waitFor();
    await shot(page, 'auditoria');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/^auditoria-\d{4}-\d\d-\d\d\.csv$/);

    await page.getByRole('button', { name: 'Sair' }).click();
    await page.getByText('Você saiu do back office.').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows compliance only its areas and refuses staff management', async () => {
    const page = await newPage(browser, DESKTOP);
    await signIn(page, COMPLIANCE);
    expect(await menu(page)).toEqual(['Compliance']);
    await page.goto('/backoffice/equipe');
    await page.getByRole('heading', { name: 'Você não tem permissão para esta área' }).waitFor();
    await shot(page, 'sem-permissao');
    await page.context().close();
  });

  it("sets up the authenticator on a new member's first sign-in", async () => {
    expect(newcomer.password).not.toBe('');
    const page = await newPage(browser, DESKTOP);
    await page.goto('/backoffice/entrar', { waitUntil: 'domcontentloaded', timeout: 110_000 });
    await page.getByLabel('E-mail').fill(newcomer.email);
    await page.getByLabel('Senha').fill(newcomer.password);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('heading', { name: 'Configure o autenticador' }).waitFor();
    await page.getByAltText('QR code para o aplicativo autenticador').waitFor();
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    await page.getByLabel('Código do autenticador').fill(totp(secret));
    await shot(page, 'primeiro-acesso');
    await page.getByRole('button', { name: 'Ativar e entrar' }).click();
    await page.getByRole('button', { name: 'Sair' }).waitFor({ timeout: 30_000 });
    // support and KYC: their areas are not built yet, so the menu is empty for now
    expect(await menu(page)).toEqual([]);
    await page.getByRole('heading', { name: 'Olá, Bruno Suporte Teste' }).waitFor();
    await shot(page, 'inicio-sem-areas');
    await page.context().close();
  });
});
