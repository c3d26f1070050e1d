import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, apiCall, baseURL, DESKTOP, launchBrowser, newPage, PHONE } from './support';

type LiveMatch = { id: string; sportId: string; status: number; time: unknown };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * A football match that kicks off now (the simulator's admin call), live with a running clock for the
 * next 10 minutes whatever the run order; football's in-play prices move with the clock, so an odds
 * change comes soon.
 */
async function liveMatchWithClock(): Promise<LiveMatch> {
  const created = await apiCall<{ data: { id: string } }>(
    'POST',
    '/api/admin/simulator/matches',
    { sport: 'futebol', durationSeconds: 600 },
    await adminToken(),
  );
  expect(created.status).toBe(201);
  const id = created.body.data.id;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const res = await apiCall<{ data: LiveMatch[] }>('GET', '/fb/live-matches?deviceType=Desktop');
    const m = res.body.data.find((x) => x.id === id && x.time !== null && x.status === 1);
    if (m) return m;
    if (Date.now() > deadline) throw new Error(`match ${id} not in the live list`);
    await new Promise((r) => setTimeout(r, 500));
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
              id: number;
              status: unknown;
              outcomes: Array<{ id: string; odds: number; active: boolean }>;
            }>;
          };
        };
        // the 1X2 (the event page's first card: the later ones render as they near the screen)
        const market = env.payload.markets.find(
          (m) => m.id === 1 && m.status === 1 && m.outcomes.some((o) => o.active),
        );
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

describe('sportsbook live', () => {
  it('/esportes shows live matches with ticking clocks', async () => {
    const match = await liveMatchWithClock();
    const page = await newPage(browser, PHONE);
    await page.goto('/esportes');
    const clock = page.locator(`[data-match="${match.id}"] [data-testid="match-clock"]`);
    await clock.waitFor({ timeout: 30_000 });
    const first = await clock.textContent();
    expect(first).toMatch(/^\d{2}:\d{2}$/);
    await page.waitForFunction(
      ({ id, before }) =>
        document.querySelector(`[data-match="${id}"] [data-testid="match-clock"]`)?.textContent !== before,
      { id: match.id, before: first },
      { timeout: 5_000 },
    );
    expect(await clock.textContent()).not.toBe(first);
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
});
