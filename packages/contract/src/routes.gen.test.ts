import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderRouteTable, routeGroups } from '../scripts/route-table';

describe('routes.gen.ts, the web route table', () => {
  it('is what the declarations generate (run `npm run routes -w @placar/contract` after changing a route)', () => {
    const committed = readFileSync(new URL('./routes.gen.ts', import.meta.url), 'utf8');
    expect(committed).toBe(renderRouteTable());
  });

  it('lists every route group with its method and path', () => {
    const groups = Object.fromEntries(routeGroups());
    expect(groups.walletApi?.find(([name]) => name === 'totals')?.[1]).toMatchObject({
      method: 'GET',
      path: '/api/Wallet/Total/Amount/ByAccountType',
    });
  });

  it('holds no schema: the web loads no zod to call a route', () => {
    const committed = readFileSync(new URL('./routes.gen.ts', import.meta.url), 'utf8');
    expect(committed).not.toMatch(/from 'zod'|^import (?!type )/m);
  });

  it('is where the web takes its routes from, never the declarations themselves', () => {
    const groups = new Set(routeGroups().map(([name]) => name));
    const web = new URL('../../../apps/web/src/', import.meta.url).pathname;
    const offenders: string[] = [];
    for (const file of readdirSync(web, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file)) continue;
      const text = readFileSync(join(web, file), 'utf8');
      for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@placar\/contract'/g))
        for (const spec of m[1]!.split(','))
          if (!spec.trim().startsWith('type ') && groups.has(spec.trim().split(/\s+as\s+/)[0]!))
            offenders.push(`${file}: ${spec.trim()}`);
    }
    expect(offenders).toEqual([]);
  });
});
