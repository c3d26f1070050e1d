import type { RouteDef } from '@placar/contract';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { readyAndSeed } from './boot';
import { modules } from './modules';
import type { Platform } from './platform/context';
import { CONTRACT_CONFIG_KEY } from './platform/http/route';
import type { App } from './platform/module';
import { createTestPlatform } from './testing/platform';

type OpenApi = { openapi: string; paths: Record<string, Record<string, unknown>> };

/** `/api/x/:id` as OpenAPI writes it: `/api/x/{id}` (and a trailing wildcard `{*}`). */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}');

/** The docs' own routes (the web's files are not served here: serveWeb is off). */
const notApi = (url: string) => url.startsWith('/api/docs');

describe('the OpenAPI description', () => {
  let platform: Platform;
  let app: App;
  const routes: RouteOptions[] = [];

  beforeAll(async () => {
    // As `npm start` does on a fresh database: demo data seeded, which calls the app (sandbox webhooks).
    platform = await createTestPlatform({ SEED_DEMO: 'true' });
    app = await buildApp(platform, { modules, serveWeb: false, onRoute: (r) => routes.push(r) });
    await readyAndSeed(app, platform, modules);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await platform?.close();
  });

  const document = async () => {
    const res = await app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    return res.json() as OpenApi;
  };

  it('is served after the demo data was seeded, and is a valid OpenAPI 3 document', async () => {
    const doc = await document();
    const result = await new Validator().validate(doc as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    const page = await app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
  });

  it('describes every route the server registers, with its method', async () => {
    const doc = await document();
    const missing = routes
      .filter((r) => !notApi(r.url) && r.method !== 'HEAD')
      .filter((r) => !(r.config as Record<string, RouteDef> | undefined)?.[CONTRACT_CONFIG_KEY]?.hidden)
      .flatMap((r) => (Array.isArray(r.method) ? r.method : [r.method]).map((m) => `${m} ${r.url}`))
      .filter((key) => {
        const [method, url] = key.split(' ') as [string, string];
        return !doc.paths[openApiPath(url)]?.[method.toLowerCase()];
      });
    expect(missing).toEqual([]);
    // a contract route's error answers come from the catalogue
    const totals = doc.paths['/api/Wallet/Total/Amount/ByAccountType']?.get as {
      responses: Record<string, { description: string }>;
    };
    expect(totals.responses['401']?.description).toContain('UNAUTHORIZED: Faça login para continuar.');
  });

  it('has every route declared once in the contract (registered through platform/http/route.ts)', () => {
    const undeclared = routes
      .filter((r) => !notApi(r.url) && r.method !== 'HEAD')
      .filter((r) => !(r.config as Record<string, unknown> | undefined)?.[CONTRACT_CONFIG_KEY])
      .map((r) => `${String(r.method)} ${r.url}`);
    expect(undeclared).toEqual([]);
  });
});
