/**
 * Screenshots of the sportsbook screens at phone (390x844) and desktop (1440x900) size, for looking at
 * them by hand: `node --import tsx bench/web/screens.ts <baseURL> [outDir]`.
 */
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const out = process.argv[3] ?? '.screenshots';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const live = (await (await fetch(`${base}/fb/live-matches?deviceType=Desktop`)).json()) as {
  data: Array<{ id: string; sportId: string }>;
};
const soccer = live.data.find((m) => m.sportId === 'sr:sport:1') ?? live.data[0];
const pages: Array<[string, string]> = [
  ['home', '/esportes'],
  ['futebol', '/esportes/futebol'],
  ['tenis-proximos', '/esportes/tenis/proximos-jogos'],
  ['formula-1', '/esportes/formula-1/proximos-jogos'],
  ['live-results', '/live-results'],
  ...(soccer ? ([['evento', `/esportes/futebol/evento/${soccer.id}`]] as Array<[string, string]>) : []),
];
for (const [name, size] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1440, height: 900 }],
] as const) {
  const context = await browser.newContext({
    viewport: size,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  const page = await context.newPage();
  for (const [label, path] of pages) {
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' }).catch(() => undefined);
    await page.waitForTimeout(3000);
    await page.screenshot({ path: `${out}/${label}-${name}.png` });
  }
  await context.close();
}
await browser.close();
console.log(`screenshots in ${out}`);
