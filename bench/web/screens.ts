/**
 * Screenshots of the sportsbook screens at phone (390x844) and desktop (1440x900) size, for looking at
 * them by hand: `node --import tsx bench/web/screens.ts <baseURL> [outDir]` (files sportsbook-*.png).
 */
import { mkdirSync } from 'node:fs';
import { sportById } from '@placar/domain/sportsbook/sports';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const out = process.argv[3] ?? '.screenshots';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const get = async <T>(path: string) => ((await (await fetch(`${base}${path}`)).json()) as { data: T }).data;
const live = await get<Array<{ id: string; sportId: string }>>('/fb/live-matches?deviceType=Desktop');
// a live match with a clock if there is one (football first), on its own sport's path
const event =
  live.find((m) => m.sportId === 'sr:sport:1') ??
  live.find((m) => ['sr:sport:2', 'sr:sport:4', 'sr:sport:16'].includes(m.sportId)) ??
  live[0];
const principal = await get<Array<{ tournamentId: string; sportId: string }>>(
  '/api/PrincipalTournaments/v1/GetEventsByPrincipalTournaments?tournamentToShow=5&forwardDays=7',
);
const top = principal.find((t) => t.sportId === 'sr:sport:1') ?? principal[0];
const slug = (sportId: string) => sportById(sportId)?.key ?? 'futebol';
const pages: Array<[string, string]> = [
  ['home', '/esportes'],
  ['futebol', '/esportes/futebol'],
  ['tenis-proximos', '/esportes/tenis/proximos-jogos'],
  ['formula-1', '/esportes/formula-1/proximos-jogos'],
  ['live-results', '/live-results'],
];
if (top) pages.push(['torneio', `/esportes/${slug(top.sportId)}/torneio/${top.tournamentId}`]);
if (event) pages.push(['evento-ao-vivo', `/esportes/${slug(event.sportId)}/evento/${event.id}`]);
for (const [name, size] of [
  ['390x844', { width: 390, height: 844 }],
  ['1440x900', { width: 1440, height: 900 }],
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
    await page.screenshot({ path: `${out}/sportsbook-${label}-${name}.png` });
  }
  await context.close();
}
await browser.close();
console.log(`screenshots in ${out}: ${pages.map(([l, p]) => `${l} (${p})`).join(', ')}`);
