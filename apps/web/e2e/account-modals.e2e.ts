import { randomInt } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  apiCall,
  DESKTOP,
  launchBrowser,
  login,
  newPage,
  PHONE,
  registerByApi,
  snap,
} from './support';

/** The app shell's modals by account state (seed 002 section 2), each with a bettor put in that state. */

type Bettor = { email: string; password: string; userId: number; token: string };

/** A new bettor with a verified e-mail, made through the API as the registration form would. */
async function newBettor(tag: string): Promise<Bettor> {
  const email = `e2e.modals.${tag}.${Date.now()}.${randomInt(1000)}@example.com`;
  const password = 'Senha-Forte-Modal-7';
  const captcha = await apiCall<{ data: { devToken: string | null } }>('GET', '/api/Session/CaptchaConfig');
  const { userId, token } = await registerByApi({
    email,
    password,
    fullName: 'Bruna Modal Teste',
    birthDate: '1990-04-12',
    more: {
      cellphone: '11987654321',
      nationality: undefined,
      ...(captcha.body.data.devToken ? { tokenCaptcha: captcha.body.data.devToken } : {}),
    },
  });
  return { email, password, userId, token };
}

async function admin(method: string, path: string, body: unknown) {
  const res = await apiCall<{ data: unknown }>(method, path, body, await adminToken());
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

describe('account-state modals in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('a deactivated bettor sees the reactivation modal and really reactivates', async () => {
    const bettor = await newBettor('reativar');
    await admin('PUT', `/api/admin/account/users/${bettor.userId}/Deactivation`, {
      deactivated: true,
      reason: 'Pedido do titular (teste)',
    });
    for (const [name, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const page = await newPage(browser, viewport);
      await login(page, bettor);
      await page.goto('/esportes');
      await dialog(page, 'Sua conta está desativada').waitFor();
      await snap(page, `modal-reactivate-${name}`);
      if (name === 'desktop') {
        await page.getByRole('button', { name: 'Reativar minha conta' }).click();
        await dialog(page, 'Sua conta está desativada').waitFor({ state: 'detached' });
        const state = (await admin('GET', `/api/admin/account/users/${bettor.userId}/state`, undefined)) as {
          isDeactivated: boolean;
        };
        expect(state.isDeactivated).toBe(false);
      }
      await page.context().close();
    }
  }, 240_000);

  it('a bettor whose withdrawals are blocked sees it at login, once per login', async () => {
    const bettor = await newBettor('saque');
    await admin('PUT', `/api/admin/account/users/${bettor.userId}/WithdrawalBlock`, {
      blocked: true,
      reason: 'Análise de segurança da conta',
    });
    for (const [name, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const page = await newPage(browser, viewport);
      await login(page, bettor);
      await page.goto('/esportes');
      const modal = dialog(page, 'Saques bloqueados');
      await modal.waitFor();
      await modal.getByText('Análise de segurança da conta').waitFor();
      await snap(page, `modal-blocked-withdrawal-${name}`);
      await modal.getByRole('button', { name: 'Entendi' }).click();
      await modal.waitFor({ state: 'detached' });
      // the same login: not shown again on the next page
      await page.goto('/casino/slots');
      await page.locator('h1, h2').first().waitFor();
      await expect(dialog(page, 'Saques bloqueados').count()).resolves.toBe(0);
      await page.context().close();
    }
  }, 240_000);

  it('a bettor whose face check was rejected is asked for a new one on any page', async () => {
    const bettor = await newBettor('rosto');
    await admin('POST', `/api/admin/identity/users/${bettor.userId}/face/review`, {
      decision: 'reject',
      reason: 'Rosto não confere (teste)',
    });
    for (const [name, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const page = await newPage(browser, viewport);
      await login(page, bettor);
      await page.goto('/esportes');
      const modal = dialog(page, 'Verificação facial');
      await modal.waitFor();
      await modal.getByText(/Não conseguimos confirmar o seu rosto/).waitFor();
      await snap(page, `modal-face-${name}`);
      await modal.getByRole('button', { name: 'Agora não' }).click();
      await modal.waitFor({ state: 'detached' });
      await page.context().close();
    }
  }, 240_000);

  it('a bettor on a pause sees the break-time modal with its end', async () => {
    const bettor = await newBettor('pausa');
    const pause = await apiCall('POST', '/api/ResponsibleGame/Break', { hours: 24 }, bettor.token);
    expect(pause.status).toBe(200);
    for (const [name, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const page = await newPage(browser, viewport);
      await login(page, bettor);
      await page.goto('/esportes');
      const modal = dialog(page, 'Você está em uma pausa');
      await modal.waitFor();
      await modal.getByText(/bloqueados até \d{2}\/\d{2}\/\d{4}/).waitFor();
      await snap(page, `modal-break-${name}`);
      await page.context().close();
    }
  }, 240_000);

  it('a visitor from outside the allowed region sees the restricted-region modal', async () => {
    for (const [name, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const page = await newPage(browser, viewport);
      // the server under test sees every browser at 127.0.0.1 (a local address, allowed): the region
      // check answers as it does for an address abroad
      await page.route('**/api/RegionCheck/Validate', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ data: false }),
        }),
      );
      await page.goto('/esportes');
      const modal = dialog(page, 'Região não permitida');
      await modal.waitFor();
      await snap(page, `modal-region-${name}`);
      await modal.getByRole('button', { name: 'Entendi' }).click();
      await modal.waitFor({ state: 'detached' });
      await page.context().close();
    }
  }, 240_000);
});
