import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmEmailPin,
  DESKTOP,
  fillRegistration,
  launchBrowser,
  login,
  newPage,
  PHONE,
  snap,
} from './support';

/** A CPF with valid check digits. */

/** A new bettor through the registration form and the e-mail PIN, signed in on `page`. */
async function register(page: Page, email: string, password: string) {
  await page.goto('/register');
  await fillRegistration(page, {
    email,
    password,
    fullName: 'Rafaela Cristina Albuquerque Teste',
    birthDate: '09031990',
  });
  await page.waitForURL(/\/verify-email$/);
  await confirmEmailPin(page, email);
  await page.waitForURL((url) => url.pathname !== '/verify-email');
}

/** A whole-page screenshot beside snap()'s when SCREENSHOTS=1. */
async function snapFull(page: Page, name: string) {
  if (process.env.SCREENSHOTS === '1')
    await page.screenshot({
      path: join(import.meta.dirname, '..', '..', '..', '.screenshots', `${name}.png`),
      fullPage: true,
    });
}

const HOME = /\/(esportes|casino\/slots)$/;

/** Every entry of the account menu, where it leads and what that page really shows. */
const DESTINATIONS: { link: RegExp; path: string; check: (page: Page) => Promise<unknown> }[] = [
  {
    link: /^Sacar$/,
    path: '/withdrawal',
    check: (p) => p.getByRole('heading', { level: 1, name: 'Sacar com Pix' }).waitFor(),
  },
  {
    link: /^Depositar$/,
    path: '/deposit',
    check: (p) => p.getByRole('heading', { level: 1, name: 'Depositar com Pix' }).waitFor(),
  },
  {
    link: /^Chaves Pix$/,
    path: '/bank-accounts',
    check: async (p) => {
      await p.getByRole('heading', { level: 1, name: 'Chaves Pix' }).waitFor();
      await p.getByText('Os saques vão para uma destas chaves').waitFor();
    },
  },
  {
    link: /^Transações$/,
    path: '/transactions',
    check: (p) => p.getByRole('heading', { level: 1, name: 'Transações' }).waitFor(),
  },
  {
    link: /^Verificação de identidade/,
    path: '/user-identification',
    check: async (p) => {
      await p.getByRole('heading', { level: 1, name: 'Verificação de identidade' }).waitFor();
      await p.getByText('Lei 14.790/2023').waitFor();
    },
  },
  {
    link: /^Minhas apostas$/,
    path: '/bet-history',
    check: (p) => p.getByRole('heading', { level: 1, name: 'Minhas apostas' }).waitFor(),
  },
  {
    link: /^Histórico do cassino$/,
    path: '/casino-history',
    check: (p) => p.getByRole('heading', { level: 1, name: 'Histórico do cassino' }).waitFor(),
  },
  {
    link: /^Jogo responsável$/,
    path: '/responsable-game',
    check: (p) => p.getByRole('heading', { level: 1, name: 'Jogo responsável', exact: true }).waitFor(),
  },
  {
    link: /^Dados da conta$/,
    path: '/user-account',
    check: async (p) => {
      await p.getByRole('heading', { level: 2, name: 'Dados da conta' }).waitFor();
      await p.locator('#dados').getByText('CPF', { exact: true }).waitFor();
      await expect.poll(() => inView(p, '#dados')).toBe(true);
    },
  },
  {
    link: /^Segurança$/,
    path: '/user-account',
    check: async (p) => {
      await p.getByRole('heading', { level: 2, name: 'Segurança' }).waitFor();
      await p.locator('#seguranca').getByText('Esta sessão').waitFor();
      await expect.poll(() => inView(p, '#seguranca')).toBe(true);
    },
  },
];

const inView = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const r = document.querySelector(s)?.getBoundingClientRect();
    return Boolean(r && r.top < window.innerHeight && r.bottom > 0);
  }, selector);

/** A walk opens a dozen pages: room for a loaded machine (the default is 120 s). */
const WALK_TIMEOUT = 300_000;

const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu da conta' });

/** Opens the account menu: the avatar on a desktop, "Conta" in the bottom bar on a phone. */
async function openMenu(page: Page, phone: boolean) {
  if (phone)
    await page
      .getByRole('navigation', { name: 'Navegação inferior' })
      .getByRole('button', { name: 'Conta' })
      .click();
  else await page.getByRole('button', { name: 'Minha conta' }).click();
  await menu(page).waitFor();
}

/** Walks every destination of the menu, then Sair; answers the verification state the menu showed. */
async function walkMenu(page: Page, phone: boolean, shot: string) {
  await page.goto('/esportes');
  await openMenu(page, phone);
  const state = await menu(page).getByTestId('verification-state').textContent();
  await menu(page).getByTestId('balance-real').getByText(/R\$/).waitFor();
  await snap(page, `${shot}-menu`);
  if (!phone) {
    // the dropdown hangs under the header, even with a banner above it
    const [top, headerBottom] = await page.evaluate(() => [
      document.getElementById('account-menu')?.getBoundingClientRect().top ?? -1,
      document.querySelector('[data-app-header]')?.getBoundingClientRect().bottom ?? 0,
    ]);
    expect(top).toBeGreaterThanOrEqual(headerBottom);
  }
  // Escape closes the menu and focus goes back to the control that opened it
  await page.keyboard.press('Escape');
  await menu(page).waitFor({ state: 'detached' });
  await expect(page.evaluate(() => document.activeElement?.textContent ?? '')).resolves.toMatch(
    phone ? /Conta/ : /\S/,
  );
  for (const d of DESTINATIONS) {
    await openMenu(page, phone);
    await menu(page).getByRole('link', { name: d.link }).click();
    await page.waitForURL((url) => url.pathname === d.path);
    await d.check(page);
    // a new page closes the menu
    await menu(page).waitFor({ state: 'detached' });
  }
  await openMenu(page, phone);
  await menu(page).getByRole('button', { name: 'Sair' }).click();
  await page.waitForURL(HOME);
  await page.getByRole('link', { name: 'Entrar' }).waitFor();
  await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeNull();
  return state;
}

/** /withdrawal in two taps from a page: the header balance, then Sacar. */
async function twoTapsToWithdrawal(page: Page, from: string) {
  await page.goto(from);
  await page.getByTestId('header-balance').click();
  await menu(page).getByRole('link', { name: 'Sacar', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/withdrawal');
  await page.getByRole('heading', { level: 1, name: 'Sacar com Pix' }).waitFor();
}

/** The /user-account hub: its cards lead where the menu does, and nothing overflows sideways. */
async function checkHub(page: Page, shot: string) {
  await page.goto('/user-account');
  await page.getByRole('heading', { level: 1, name: 'Minha conta' }).waitFor();
  await page.getByText('Esta sessão').waitFor();
  const hub = page.getByRole('navigation', { name: 'Áreas da conta' });
  for (const name of [
    'Chaves Pix',
    'Transações',
    'Verificação de identidade',
    'Minhas apostas',
    'Histórico do cassino',
    'Jogo responsável',
  ])
    await hub.getByRole('link', { name: new RegExp(`^${name}`) }).waitFor();
  await expect(
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).resolves.toBeLessThanOrEqual(0);
  await snapFull(page, `${shot}-user-account`);
  await hub.getByRole('link', { name: /^Chaves Pix/ }).click();
  await page.getByRole('heading', { level: 1, name: 'Chaves Pix' }).waitFor();
}

describe('the account hub in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    const phone = label === 'phone';

    it(
      `demo bettor on a ${label}: /withdrawal in two taps, the hub, every menu destination`,
      async () => {
        const page = await newPage(browser, viewport);
        await login(page);
        for (const from of ['/esportes', '/casino/slots', '/bet-history', '/user-account'])
          await twoTapsToWithdrawal(page, from);
        await checkHub(page, `hub-demo-${label}`);
        await expect(walkMenu(page, phone, `hub-demo-${label}`)).resolves.toBe('Verificada');
        await page.context().close();
      },
      WALK_TIMEOUT,
    );

    it(
      `a freshly registered bettor on a ${label}: the hub with a long e-mail, every menu destination`,
      async () => {
        const page = await newPage(browser, viewport);
        const email = `rafaela.cristina.albuquerque.${label}.${Date.now()}@exemplo-de-dominio-comprido.com.br`;
        await register(page, email, 'Senha-Forte-Hub-4');
        await twoTapsToWithdrawal(page, '/esportes');
        await checkHub(page, `hub-new-${label}`);
        await expect(walkMenu(page, phone, `hub-new-${label}`)).resolves.toBe('Pendente');
        await page.context().close();
      },
      WALK_TIMEOUT,
    );
  }

  it(
    '/atm, /authorize and the window routes behave as the seeds say',
    async () => {
      const page = await newPage(browser, DESKTOP);
      // guests: /atm is for signed-in bettors, /authorize goes to the default path
      await page.goto('/atm');
      await page.waitForURL(/\/login$/);
      await page.goto('/authorize');
      await page.waitForURL(HOME);

      await login(page);
      await page.goto('/authorize');
      await page.waitForURL(HOME);
      await page.goto('/atm');
      await page.getByRole('heading', { level: 1, name: 'Caixa' }).waitFor();
      await page.getByText(/Saldo real: R\$/).waitFor();
      await snap(page, 'hub-atm-desktop');
      await page.getByRole('link', { name: /^Sacar com Pix/ }).click();
      await page.getByRole('heading', { level: 1, name: 'Sacar com Pix' }).waitFor();
      await page.goto('/atm');
      await page.getByRole('link', { name: /^Depositar com Pix/ }).click();
      await page.getByRole('heading', { level: 1, name: 'Depositar com Pix' }).waitFor();

      for (const [path, title] of [
        ['depositWindow', 'Depositar com Pix'],
        ['withdrawalWindow', 'Sacar com Pix'],
        ['transactionsWindow', 'Transações'],
        ['responsableGameWindow', 'Jogo responsável'],
      ] as const) {
        await page.goto(`/${path}`);
        await page.waitForURL((url) => url.pathname === `/financial-operations/${path}`);
        await page.getByRole('dialog').getByRole('heading', { name: title, exact: true }).waitFor();
        await snap(page, `hub-window-${path}`);
      }
      await page
        .getByRole('dialog')
        .getByText(/limite/i)
        .first()
        .waitFor();
      await page.context().close();
    },
    WALK_TIMEOUT,
  );
});
