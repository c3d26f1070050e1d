/**
 * First-load JavaScript of a route: every script the page fetches until its first content shows
 * (entry, modulepreloads and the route's lazy chunks), summed gzipped.
 * Standalone: `node --import tsx bench/web/first-load.ts <dist> [path]` prints the breakdown, served by
 * the bench-only publisher of serve.ts (no API server needed).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { serve } from './serve';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export type FirstLoad = { kb: number; files: Array<{ path: string; kb: number }> };

export async function firstLoadJs(base: string, dist: string, path = '/esportes'): Promise<FirstLoad> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const scripts = new Set<string>();
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.add(new URL(r.url()).pathname);
    });
    await page.goto(`${base}${path}`, { waitUntil: 'load' });
    await page.locator('[data-match], [data-empty]').first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1000);
    const files = [...scripts].map((p) => ({
      path: p,
      kb: gzipSync(readFileSync(join(dist, p))).length / 1024,
    }));
    files.sort((a, b) => b.kb - a.kb);
    return { kb: files.reduce((s, f) => s + f.kb, 0), files };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.argv[2] ?? 'apps/web/dist';
  const site = await serve({ dist, mock: { matches: 20, updatesPerSecond: 1 } });
  try {
    const r = await firstLoadJs(site.url, dist, process.argv[3] ?? '/esportes');
    for (const f of r.files) console.log(`${f.kb.toFixed(1).padStart(7)} KB  ${f.path}`);
    console.log(`${r.kb.toFixed(1).padStart(7)} KB  total gzipped in ${r.files.length} files`);
  } finally {
    await site.close();
  }
}
