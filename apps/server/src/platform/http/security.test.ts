import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { modules } from '../../modules';
import { createTestApp, type TestApp } from '../../testing/platform';
import type { PlacarModule } from '../module';

// A route naming a security scheme nobody declared (a slip in a module) must not break /api/docs.
const sloppy: PlacarModule = {
  name: 'sloppy',
  routes(app) {
    app.get(
      '/api/probe/secret',
      { schema: { security: [{ nope: [] }], response: { 200: z.object({ ok: z.boolean() }) } } },
      async () => ({ ok: true }),
    );
  },
};

describe('security headers, compression and API docs', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createTestApp({ modules: [...modules, sloppy] });
  });
  afterAll(() => sut.close());

  it('sends a strict CSP and the usual security headers', async () => {
    const res = await sut.app.inject({ url: '/flags/index.json' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('compresses large answers for clients that accept gzip', async () => {
    const res = await sut.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const doc = JSON.parse(gunzipSync(res.rawPayload).toString('utf8'));
    expect(doc.openapi).toMatch(/^3\./);
  });

  it('describes the routes at /api/docs/json and serves the docs page at /api/docs', async () => {
    const doc = (await sut.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/flags/{file}',
        '/api/admin/flags/{name}',
        '/api/MaintenanceMessage/GetActiveMessage',
      ]),
    );
    expect(doc.paths['/api/admin/flags/{name}']).toHaveProperty('put');
    expect(doc.paths['/healthz']).toBeUndefined();
    expect(doc.paths['/api/probe/secret']).toHaveProperty('get');
    const page = await sut.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});
