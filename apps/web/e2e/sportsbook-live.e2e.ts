import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, baseURL, DESKTOP, launchBrowser, newPage, PHONE, setFlag } from './support';

type LiveMatch = { id: string; sportId: string; status: number; time: unknown };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A live match of the simulator with a running clock (the simulator starts a few at once). */
async function liveMatchWithClock(): Promise<LiveMatch> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await apiCall<{ data: LiveMatch[] }>('GET', '/fb/live-matches?deviceType=Desktop');
    // football: its in-play prices move with the clock, so an odds change comes soon
    const m = res.body.data.find((x) => x.time !== null && x.status === 1 && x.sportId === 'sr:sport:1');
    if (m) return m;
    if (Date.now() > deadline) throw new Error('no live match with a clock');
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** The first odds-update of a match on the stream gate, read from the test (not the page). */
async function nextOddsChange(matchId: string): Promise<{ uid: string; odds: number }> {
  const ctl = new AbortController();
  const res = await fetch(`${baseURL()}/stream/match/${encodeURIComponent(matchId)}`, { signal: ctl.signal });
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const deadline = Date.now() + 60_000;
  try {
    while (Date.now() < deadline) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let cut = buffer.indexOf('\n\n');
      while (cut !== -1) {
        const frame = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        cut = buffer.indexOf('\n\n');
        if (!frame.includes('event: odds-update')) continue;
        const data = frame.split('\n').find((l) => l.startsWith('data: '));
        const env = JSON.parse(data?.slice(6) ?? '{}') as {
          payload: {
            markets: Array<{
              status: unknown;
              outcomes: Array<{ id: string; odds: number; active: boolean }>;
            }>;
          };
        };
        const market = env.payload.markets.find((m) => m.status === 1 && m.outcomes.some((o) => o.active));
        const outcome = market?.outcomes.find((o) => o.active);
        if (outcome) return { uid: outcome.id, odds: outcome.odds };
      }
    }
  } finally {
    ctl.abort();
  }
  throw new Error('no odds change on the stream');
}

const oddsText = (odds: number) =>
  odds.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

async function clockText(page: Page) {
  return page.locator('[data-testid="match-clock"]').first().textContent();
}

describe('sportsbook', () => {
  it('/esportes shows live matches with ticking clocks', async () => {
    await liveMatchWithClock();
    const page = await newPage(browser, PHONE);
    await page.goto('/esportes');
    await page.locator('[data-match]').first().waitFor({ timeout: 30_000 });
    await page.locator('[data-testid="match-clock"]').first().waitFor({ timeout: 30_000 });
    const first = await clockText(page);
    await page.waitForFunction(
      (before) => document.querySelector('[data-testid="match-clock"]')?.textContent !== before,
      first,
      { timeout: 5_000 },
    );
    expect(await clockText(page)).not.toBe(first);
    await page.context().close();
  });

  it('an odds change pushed by the simulator appears on the event page within 2 seconds', async () => {
    const match = await liveMatchWithClock();
    const page = await newPage(browser, DESKTOP);
    await page.goto(`/esportes/futebol/evento/${match.id}`);
    await page.locator('[data-outcome]').first().waitFor({ timeout: 30_000 });
    const change = await nextOddsChange(match.id);
    const started = Date.now();
    await page
      .locator(`[data-outcome="${change.uid}"]`)
      .filter({ hasText: oddsText(change.odds) })
      .waitFor({ timeout: 2_000 });
    expect(Date.now() - started).toBeLessThanOrEqual(2_000);
    await page.context().close();
  });

  it("a suspended market's buttons cannot be pressed", async () => {
    const page = await newPage(browser, DESKTOP);
    await page.goto('/esportes');
    const suspended = page.locator('button[data-state="suspended"]').first();
    await suspended.waitFor({ timeout: 90_000 });
    expect(await suspended.isDisabled()).toBe(true);
    expect(await suspended.getAttribute('aria-label')).toMatch(/suspenso/);
    await suspended.click({ force: true, timeout: 2_000 }).catch(() => undefined);
    expect(await page.locator('button[aria-pressed="true"]').count()).toBe(0);
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
