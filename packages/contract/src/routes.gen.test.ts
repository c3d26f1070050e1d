import { readFileSync } from 'node:fs';
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
});
