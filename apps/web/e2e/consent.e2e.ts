import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, DESKTOP, launchBrowser, login, newPage, PHONE, snap } from './support';

/** Issue 17, trust and consent: the LGPD banner, its gating, its server copy, and the footer's authorisation. */

const MARKETING_COOKIES = [
  'placar_qs',
  'placar_utm',
  'placar_click_ids',
  'placar_ad_click_ids',
  'placar_app_source',
  'placar_ref',
  'placar_landing',
  '_fbc',
];
const LANDING = '/esportes?utm_source=google&utm_campaign=brasileirao&fbclid=fb123&gclid=g1&landing=r-AMIGO';
type Consent = { analytics: boolean; marketing: boolean; version: number; decidedAt: string } | null;

const banner = (page: Page) => page.getByRole('region', { name: 'Sua privacidade' });
const marketingCookies = async (page: Page) =>
  (await page.context().cookies()).map((c) => c.name).filter((n) => MARKETING_COOKIES.includes(n));
const deviceConsent = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cookie-consent') ?? 'null') as Consent);

/** The signed-in page's consent as the server keeps it, once the sync has written one. */
async function serverConsent(page: Page): Promise<Consent> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? 'null') as string);
  for (let i = 0; i < 100; i++) {
    const res = await apiCall<{ data: Consent }>('GET', '/api/account/consent', undefined, token);
    if (res.status !== 200) throw new Error(`GET /api/account/consent: ${res.status}`);
    if (res.body.data) return res.body.data;
    await page.waitForTimeout(200);
  }
  return null;
}

describe('cookie and data consent (LGPD)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('asks on the first visit, runs no marketing before a choice, keeps the refusal and sends it up after sign-in', async () => {
    const page = await newPage(browser, PHONE);
    await page.goto(LANDING);
    await banner(page).waitFor();
    await page.getByTestId('footer-authorization').waitFor();
    await page.getByRole('link', { name: 'Política de privacidade' }).first().waitFor();
    expect(await marketingCookies(page)).toEqual([]);
    await snap(page, 'consent-banner-phone');

    await page.getByRole('button', { name: 'Personalizar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Preferências de cookies' });
    await dialog.waitFor();
    await expect(dialog.getByRole('switch', { name: /Necessários/ }).isChecked()).resolves.toBe(true);
    await expect(dialog.getByRole('switch', { name: /Necessários/ }).isDisabled()).resolves.toBe(true);
    await expect(dialog.getByRole('switch', { name: /Marketing/ }).isChecked()).resolves.toBe(false);
    await snap(page, 'consent-customise-phone');
    await dialog.getByRole('button', { name: 'Rejeitar opcionais' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(banner(page).count()).resolves.toBe(0);
    expect(await marketingCookies(page)).toEqual([]);
    expect(await deviceConsent(page)).toMatchObject({ analytics: false, marketing: false, version: 1 });

    await page.reload();
    const authorization = page.getByTestId('footer-authorization');
    await authorization.waitFor();
    await expect(banner(page).count()).resolves.toBe(0);
    expect(await marketingCookies(page)).toEqual([]);
    await authorization.scrollIntoViewIfNeeded();
    await snap(page, 'consent-footer-phone');

    await login(page);
    expect(await serverConsent(page)).toMatchObject({ analytics: false, marketing: false, version: 1 });
    await page.context().close();
  }, 180_000);

  it('takes the server copy on a new device after sign-in; the footer shows the authorisation and reopens the choice', async () => {
    const page = await newPage(browser, DESKTOP);
    await page.goto(LANDING);
    await banner(page).waitFor();
    await page.getByTestId('footer-authorization').waitFor();
    await snap(page, 'consent-banner-desktop');
    await page.getByRole('button', { name: 'Aceitar todos' }).click();
    await expect(banner(page).count()).resolves.toBe(0);
    // marketing accepted: the landing's attribution held back in memory is stored now
    expect(await marketingCookies(page)).toEqual(
      expect.arrayContaining(['_fbc', 'placar_utm', 'placar_ref']),
    );

    // the demo bettor refused on the phone: signing in here brings that choice and drops the cookies
    await login(page);
    await page.waitForFunction(
      () => JSON.parse(localStorage.getItem('cookie-consent') ?? 'null')?.marketing === false,
    );
    expect(await deviceConsent(page)).toMatchObject({ analytics: false, marketing: false });
    expect(await marketingCookies(page)).toEqual([]);

    const authorization = page.getByTestId('footer-authorization');
    await authorization.scrollIntoViewIfNeeded();
    const text = await authorization.textContent();
    expect(text).toMatch(/Portaria SPA\/MF nº [\d.]+/);
    expect(text).toMatch(/Domínio certificado: [a-z0-9-]+\.bet\.br/);
    const footer = page.getByRole('contentinfo');
    await footer.getByText(/Proibido para menores de 18 anos/).waitFor();
    await expect(
      footer.getByRole('link', { name: 'Jogue com responsabilidade' }).getAttribute('href'),
    ).resolves.toBe('/responsable-game');
    await snap(page, 'consent-footer-desktop');

    await footer.getByRole('button', { name: 'Preferências de cookies' }).click();
    const dialog = page.getByRole('dialog', { name: 'Preferências de cookies' });
    await dialog.waitFor();
    await expect(dialog.getByRole('switch', { name: /Marketing/ }).isChecked()).resolves.toBe(false);
    await dialog.getByRole('switch', { name: /Análise/ }).check();
    await snap(page, 'consent-customise-desktop');
    await dialog.getByRole('button', { name: 'Salvar preferências' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(async () => {
      const token = JSON.parse(localStorage.getItem('token') ?? 'null');
      const res = await fetch('/api/account/consent', { headers: { authorization: `Bearer ${token}` } });
      return (await res.json()).data?.analytics === true;
    });
    expect(await serverConsent(page)).toMatchObject({ analytics: true, marketing: false });
    await page.context().close();
  }, 180_000);
});
