import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, PHONE, snap } from './support';

describe('app shell', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('sends home to the sportsbook by default, and to the casino when it was the last module', async () => {
    const page = await newPage(browser, PHONE);
    await page.goto('/');
    await page.waitForURL(/\/esportes$/);
    // the sportsbook records itself once the flags are in: only then is the casino set as the last one
    await page.waitForFunction(
      () => localStorage.getItem('last-visited-module') === JSON.stringify('sports'),
    );
    await page.evaluate(() => localStorage.setItem('last-visited-module', JSON.stringify('casino')));
    await page.goto('/');
    await page.waitForURL(/\/casino\/slots$/);
    await page.context().close();
  });

  it('shows the not-found page for an unknown route', async () => {
    const page = await newPage(browser, DESKTOP);
    await page.goto('/rota-que-nao-existe');
    await expect(page.getByRole('heading', { name: 'Página não encontrada' }).textContent()).resolves.toBe(
      'Página não encontrada',
    );
    await snap(page, 'not-found-desktop');
    await page.context().close();
  });
});
