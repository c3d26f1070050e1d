import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, DESKTOP, launchBrowser, newPage, PHONE, setFlag, snap } from './support';

describe('global maintenance', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await setFlag('maintenance-global', false).catch(() => undefined);
    await browser?.close();
  });

  it('shows the maintenance page when an admin switches maintenance-global on, and the site when off', async () => {
    const refused = await apiCall('PUT', '/api/admin/flags/maintenance-global', { value: true });
    expect(refused.status).toBe(401);

    await setFlag('maintenance-global', true);
    const page = await newPage(browser, PHONE);
    await page.goto('/faqs');
    const title = page.getByRole('heading', { name: 'Tempo esgotado!' });
    await title.waitFor();
    await expect(
      page
        .getByText('Estamos trabalhando para que você possa jogar no melhor site de apostas online.')
        .count(),
    ).resolves.toBe(1);
    await expect(
      page.getByText('Levará apenas alguns minutos, voltaremos o mais rápido possível.').count(),
    ).resolves.toBe(1);
    await snap(page, 'maintenance-phone');

    // Inside a casino game, the player is first sent to /casino.
    await page.goto('/casino/game/42');
    await page.waitForURL(/\/casino$/);
    await title.waitFor();

    await setFlag('maintenance-global', false);
    const after = await newPage(browser, DESKTOP);
    await after.goto('/rota-que-nao-existe');
    await after.getByRole('heading', { name: 'Página não encontrada' }).waitFor();
    await expect(after.getByRole('heading', { name: 'Tempo esgotado!' }).count()).resolves.toBe(0);
    await page.context().close();
    await after.context().close();
  });
});
