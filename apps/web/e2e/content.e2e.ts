import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, PHONE, snap } from './support';

describe('content pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('renders the responsible gaming policy at phone size, readable without sideways scrolling', async () => {
    const page = await newPage(browser, PHONE);
    await page.goto('/responsable-game-policy');
    const heading = page.getByRole('heading', { level: 1, name: 'Política de jogo responsável' });
    await heading.waitFor();
    // the title is set by an effect after the heading renders
    const title = 'Política de jogo responsável | Placar';
    await page.waitForFunction((t) => document.title === t, title, { timeout: 5_000 }).catch(() => undefined);
    await expect(page.title()).resolves.toBe(title);
    await expect(
      page.getByText('Ligue 188 (CVV, gratuito, 24 horas)', { exact: false }).count(),
    ).resolves.toBe(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // The table of contents is folded on phones and jumps to a section.
    const toggle = page.getByRole('button', { name: 'Nesta página' });
    await toggle.click();
    await page.getByRole('link', { name: 'Autoexclusão' }).click();
    await expect(page.evaluate(() => location.hash)).resolves.toBe('#autoexclusao');
    await snap(page, 'content-rg-policy-phone');
    await page.context().close();
  });

  it('redirects /rules-sports to /rules-sports/global', async () => {
    const page = await newPage(browser, DESKTOP);
    await page.goto('/rules-sports');
    await page.waitForURL(/\/rules-sports\/global$/);
    await page.getByRole('heading', { level: 1, name: 'Regras de esportes: regras globais' }).waitFor();
    await snap(page, 'content-rules-global-desktop');
    await page.getByRole('link', { name: 'Tênis' }).click();
    await page.getByRole('heading', { level: 1, name: 'Regras de esportes: tênis' }).waitFor();
    await page.context().close();
  });

  it('shows the not-found page for an unknown sport', async () => {
    const page = await newPage(browser, PHONE);
    await page.goto('/rules-sports/criquete');
    await expect(page.getByRole('heading', { name: 'Página não encontrada' }).textContent()).resolves.toBe(
      'Página não encontrada',
    );
    await page.context().close();
  });
});
