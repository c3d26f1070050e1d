import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, login, newPage, PHONE, reais, snap } from './support';

/** Rolls the dice once and answers the roll as shown ("42,17"). */
async function rollDice(page: Page) {
  const before = await page.getByTestId('dice-roll').textContent();
  await page.getByRole('button', { name: 'Rolar dados' }).click();
  await page.waitForFunction(
    (prev) => {
      const el = document.querySelector('[data-testid="dice-roll"]');
      return el && el.textContent !== '--,--' && el.textContent !== prev;
    },
    before,
    { timeout: 30_000 },
  );
  return (await page.getByTestId('dice-roll').textContent()) ?? '';
}

describe('casino', () => {
  let browser: Browser;
  let bettor: Page;
  let roll = '';
  beforeAll(async () => {
    browser = await launchBrowser();
    bettor = await newPage(browser, DESKTOP);
    bettor.setDefaultTimeout(45_000);
    await login(bettor);
  }, 240_000);
  afterAll(() => browser?.close());

  it('opens the lobby, finds a game by search and keeps it as a favourite', async () => {
    await bettor.goto('/casino');
    await bettor.getByTestId('game-tile-crash').first().waitFor();
    await expect(
      bettor.getByRole('heading', { name: /Jogos com resultado que você mesmo verifica/ }).count(),
    ).resolves.toBe(1);
    await snap(bettor, 'casino-lobby-desktop');

    await bettor.getByLabel('Buscar jogos').fill('Dados');
    await bettor.waitForURL(/\?busca=Dados$/);
    await bettor.getByRole('heading', { name: /^\d+ resultados? para “Dados”$/ }).waitFor();
    const tile = bettor.getByTestId('game-tile-dice');
    await expect(tile.getByText('RTP').count()).resolves.toBe(1);
    await tile.getByRole('button', { name: 'Adicionar Dados aos favoritos' }).click();
    await tile.getByRole('button', { name: 'Remover Dados dos favoritos' }).waitFor();

    // persisted through the API: a fresh load of the favourites tab shows it
    await bettor.goto('/cassino/favoritos');
    await bettor.getByRole('heading', { name: 'Favoritos' }).waitFor();
    await bettor.getByTestId('game-tile-dice').waitFor();
    await expect(bettor.getByTestId('game-tile-crash').count()).resolves.toBe(0);
  }, 240_000);

  it('plays a dice round with real balance and the balance follows', async () => {
    await bettor.goto('/casino/game/dice');
    await bettor.getByText('Saldo real').waitFor();
    await bettor
      .getByTestId('server-seed-hash')
      .getByText(/^[0-9a-f]{64}$/)
      .waitFor();
    const start = reais(await bettor.getByTestId('game-balance').textContent());
    expect(start).toBeGreaterThan(2);
    await bettor.getByTestId('bet-amount').fill('2,00');
    roll = await rollDice(bettor);
    expect(roll).toMatch(/^\d{1,2},\d\d$/);
    const won = reais(roll) < 50;
    const expected = Math.round((start - 2 + (won ? 3.96 : 0)) * 100) / 100;
    await bettor.waitForFunction(
      (want) =>
        Number(
          (document.querySelector('[data-testid="game-balance"]')?.textContent ?? '')
            .replace(/[^\d,]/g, '')
            .replace(',', '.'),
        ) === want,
      expected,
      { timeout: 15_000 },
    );
    await snap(bettor, 'casino-dice-desktop');
    // reveal the server seed of that round
    await bettor.getByRole('button', { name: 'Trocar par de sementes' }).click();
    await bettor
      .getByTestId('revealed-seed')
      .getByText(/^[0-9a-f]{64}$/)
      .waitFor();
  }, 240_000);

  it('shows the round in /casino-history and verifies it in the browser', async () => {
    await bettor.goto('/casino-history');
    await bettor.getByRole('heading', { name: 'Histórico do cassino' }).waitFor();
    const row = bettor.locator('button[data-testid^="round-"]').first();
    await row.getByText('Dados').waitFor();
    await expect(row.getByText('R$ 2,00').count()).resolves.toBe(1);
    await row.click();
    const recall = bettor.getByTestId('round-recall');
    await recall.getByText(`Número sorteado ${roll}`, { exact: false }).waitFor();
    await recall.getByRole('link', { name: 'Verificar esta rodada' }).click();
    await bettor.waitForURL(/\/cassino\/verificar\?/);
    const result = bettor.getByTestId('verify-result');
    await result.waitFor();
    await expect(result.getByText(`Número sorteado ${roll}`, { exact: false }).count()).resolves.toBe(1);
    await expect(bettor.getByTestId('verify-hash-match').textContent()).resolves.toMatch(/^✓ Confere/);
  }, 240_000);

  it('lets a visitor without an account play in Modo diversão', async () => {
    const guest = await newPage(browser, PHONE);
    guest.setDefaultTimeout(45_000);
    await guest.goto('/cassino/game/dice');
    await guest.getByText('Modo diversão', { exact: true }).first().waitFor();
    await guest.getByTestId('game-balance').getByText('R$ 1.000,00').waitFor();
    await rollDice(guest);
    await guest.waitForFunction(
      () => document.querySelector('[data-testid="game-balance"]')?.textContent !== 'R$ 1.000,00',
      undefined,
      { timeout: 15_000 },
    );
    await snap(guest, 'casino-dice-phone');
    await guest.goto('/casino');
    await guest.getByTestId('game-tile-crash').first().waitFor();
    await snap(guest, 'casino-lobby-phone');
    await guest.context().close();
  });
});
