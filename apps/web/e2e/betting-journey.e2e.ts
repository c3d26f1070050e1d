import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  apiCall,
  DESKTOP,
  headerBalance,
  launchBrowser,
  login,
  newPage,
  reais,
  snap,
  waitForBalance,
} from './support';

type Outcome = { id: string; active: boolean };
type Market = { id: number; status: unknown; outcomes: Outcome[] };
type LiveMatch = {
  id: string;
  status: number;
  time: { timeInSeconds: number } | null;
  mainMarket: Market | null;
  markets: Market[];
};

/**
 * Football matches that kick off now through the simulator's admin call, each lasting
 * `durationSeconds` of wall time (time-compressed), with the first open 1X2 outcome of each.
 */
async function liveMatchesToBet(durations: number[]): Promise<{ id: string; outcome: string }[]> {
  const token = await adminToken();
  const ids: string[] = [];
  for (const durationSeconds of durations) {
    const created = await apiCall<{ data: { id: string } }>(
      'POST',
      '/api/admin/simulator/matches',
      { sport: 'futebol', durationSeconds },
      token,
    );
    expect(created.status).toBe(201);
    ids.push(created.body.data.id);
  }
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await apiCall<{ data: LiveMatch[] }>('GET', '/fb/live-matches?deviceType=Desktop');
    const picks = ids.map((id) => {
      const m = res.body.data.find((x) => x.id === id && x.status === 1);
      const market = m && [m.mainMarket, ...m.markets].find((x) => x && x.id === 1 && x.status === 1);
      const outcome = market?.outcomes.find((o) => o.active);
      return outcome ? { id, outcome: outcome.id } : null;
    });
    if (picks.every((x) => x !== null)) return picks as { id: string; outcome: string }[];
    if (Date.now() > deadline) throw new Error('the new matches have no open 1X2');
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/**
 * Presses the slip's bet button until the ticket is accepted. Live odds move every second here (play
 * is time-compressed): the slip then asks to accept the new odds, a bet stop suspends a selection for
 * a while, and a ticket refused after the live delay is kept ('Manter seleções') and placed again.
 */
async function placeUntilAccepted(slip: Locator, button: RegExp): Promise<string> {
  const accept = slip.getByRole('button', { name: 'Aceitar novas cotações' });
  const place = slip.getByRole('button', { name: button });
  const result = slip.getByTestId('slip-result');
  const refusals: string[] = [];
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (await result.isVisible()) {
      const text = (await result.textContent()) ?? '';
      if ((await result.getAttribute('data-status')) === '2') {
        const ticket = text.match(/Bilhete nº (\d+)/)?.[1];
        if (!ticket) throw new Error(`accepted without a ticket number: ${text}`);
        return ticket;
      }
      refusals.push(text);
      await result.getByRole('button', { name: 'Manter seleções' }).click();
      continue;
    }
    if (await accept.isVisible()) await accept.click({ timeout: 2_000 }).catch(() => undefined);
    if (await place.isEnabled({ timeout: 500 }).catch(() => false)) {
      const pressed = await place.click({ timeout: 2_000 }).then(
        () => true,
        () => false,
      );
      if (pressed) await result.waitFor({ timeout: 30_000 }).catch(() => undefined);
    } else await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`ticket not accepted in 3 minutes; refusals: ${refusals.join(' | ')}`);
}

describe('betting journey', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('logs in, deposits by Pix, places a multiple, sees it settled and paid, and cashes out another bet', async () => {
    // two matches ending in 7 minutes for the multiple (shorter ones, at 4, left a loaded machine too
    // few moments with both selections open between their frequent bet stops), a long one for the cash-out
    const picks = await liveMatchesToBet([420, 420, 1800]);
    const page = await newPage(browser, DESKTOP);
    await login(page);
    await page.waitForURL(/\/esportes$/);
    await page.getByTestId('header-balance').getByText(/R\$/).waitFor();
    const before = await headerBalance(page);

    // a R$ 50 deposit by Pix, paid on the sandbox bank page
    await page.goto('/deposit');
    await page.getByRole('button', { name: 'R$ 50', exact: true }).click();
    await page.getByRole('button', { name: 'Gerar Pix' }).click();
    await page.getByRole('img', { name: /QR Code do Pix/ }).waitFor();
    const payUrl = await page.getByRole('link', { name: /banco sandbox/ }).getAttribute('href');
    const bank = await page.context().newPage();
    await bank.goto(payUrl ?? '');
    await bank.getByRole('button', { name: 'Pagar R$ 50,00' }).click();
    await bank.getByText('Pix enviado com sucesso.').waitFor();
    await bank.close();
    await page.getByText(/Depósito confirmado!/).waitFor({ timeout: 30_000 });
    await waitForBalance(page, before + 50, 'atLeast');
    const start = await headerBalance(page);

    // a multiple of the two short matches' 1X2
    const slip = page.locator('#boletim');
    for (const pick of picks.slice(0, 2)) {
      await page.goto(`/esportes/futebol/evento/${pick.id}`);
      const button = page.locator(`[data-outcome="${pick.outcome}"]`).first();
      await button.waitFor({ timeout: 30_000 });
      await button.click();
      await slip.locator(`[data-slip-item="${pick.outcome}"]`).waitFor();
    }
    const multiple = slip.getByRole('tab', { name: 'Múltipla' });
    await multiple.waitFor();
    expect(await multiple.getAttribute('aria-selected')).toBe('true');
    await slip.getByLabel('Valor da aposta múltipla').fill('10');
    await snap(page, 'betting-slip-desktop');
    const ticket = await placeUntilAccepted(slip, /Apostar R\$ 10,00/);
    await waitForBalance(page, start - 10, 'atMost');

    // a single on the long match, to cash out
    await slip.getByRole('button', { name: 'Limpar boletim' }).click();
    const third = picks[2] as { id: string; outcome: string };
    await page.goto(`/esportes/futebol/evento/${third.id}`);
    // any outcome open right now (a bet stop may hold the 1X2 for a while)
    await page.locator('button[data-outcome]:enabled').first().click({ timeout: 60_000 });
    await slip.getByLabel(/Valor da aposta em/).fill('5');
    const singleTicket = await placeUntilAccepted(slip, /Apostar R\$ 5,00/);

    // /bet-history: cash out the single
    await page.goto('/bet-history');
    await page.locator('[data-bet]').first().waitFor({ timeout: 30_000 });
    const single = page.locator(`article[data-bet="${singleTicket}"]`);
    await single.getByRole('button', { name: 'Encerrar aposta' }).click({ timeout: 30_000 });
    await single.getByRole('button', { name: 'Confirmar' }).click({ timeout: 30_000 });
    // the cashed-out bet leaves the open list; the page confirms the payment above it
    await page
      .getByTestId('cashout-notice')
      .getByText(new RegExp(`Aposta nº ${singleTicket} encerrada`))
      .waitFor({ timeout: 30_000 });
    await snap(page, 'bet-history-desktop');

    // the simulator ends the short matches: the multiple is settled in the history and the balance
    await page.getByRole('tab', { name: 'Todas' }).click();
    const card = page.locator(`[data-bet="${ticket}"]`);
    await card.waitFor({ timeout: 30_000 });
    await page.waitForFunction(
      (id) => {
        const s = document.querySelector(`[data-bet="${id}"]`)?.getAttribute('data-bet-status');
        return s !== null && s !== undefined && s !== '4' && s !== '0';
      },
      ticket,
      { timeout: 420_000, polling: 2000 },
    );
    const status = await card.getAttribute('data-bet-status');
    expect(['6', '7', '8', '9']).toContain(status);
    if (status === '6') {
      const won = reais(await card.getByTestId('bet-return').textContent());
      expect(won).toBeGreaterThan(10);
      await waitForBalance(page, start - 15 + won, 'atLeast');
    }
    await page.context().close();
  }, 780_000);
});
