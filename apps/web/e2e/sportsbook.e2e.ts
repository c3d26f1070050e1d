import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, apiCall, DESKTOP, launchBrowser, newPage, PHONE, setFlag } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('sportsbook', () => {
  it("a suspended market's buttons cannot be pressed", async () => {
    // a football match kicking off now (the simulator's admin call): its dangerous moments bring bet
    // stops soon, whatever else the simulator has live at this hour
    const created = await apiCall(
      'POST',
      '/api/admin/simulator/matches',
      { sport: 'futebol', durationSeconds: 600 },
      await adminToken(),
    );
    expect(created.status).toBe(201);
    const page = await newPage(browser, DESKTOP);
    await page.goto('/esportes');
    const suspended = page.locator('button[data-state="suspended"]').first();
    await suspended.waitFor({ timeout: 90_000 });
    expect(await suspended.isDisabled()).toBe(true);
    expect(await suspended.getAttribute('aria-label')).toMatch(/suspenso/);
    // live odds may reopen the market at any moment: check it is still suspended and press it in one
    // turn of the page's event loop, so the press is one a suspended button really got
    const handle = await suspended.elementHandle();
    const pressed = await handle!.evaluate((b: HTMLButtonElement) => {
      const wasDisabled = b.disabled;
      b.click();
      return wasDisabled;
    });
    expect(pressed).toBe(true);
    await page.waitForTimeout(300);
    expect(await handle!.getAttribute('aria-pressed')).not.toBe('true');
    expect(await page.locator('button[aria-pressed="true"][data-state]').count()).toBe(0);
    await page.context().close();
  });

  it('a legacy path redirects to the new form', async () => {
    const page = await newPage(browser, PHONE);
    await page.goto('/sport/1?live');
    await page.waitForURL('**/esportes/futebol/ao-vivo', { timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/esportes/futebol/ao-vivo');
    await page.context().close();
  });

  it('the sportsbook-off flag sends to /casino/slots', async () => {
    await setFlag('feature-sportsbook', false);
    try {
      const page = await newPage(browser, PHONE);
      await page.goto('/esportes');
      await page.waitForURL('**/casino/slots', { timeout: 15_000 });
      expect(new URL(page.url()).pathname).toBe('/casino/slots');
      await page.context().close();
    } finally {
      await setFlag('feature-sportsbook', true);
    }
  });
});
