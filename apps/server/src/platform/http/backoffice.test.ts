import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../module';
import { BACKOFFICE_CSP, backofficeRoutes } from './backoffice';
import { webRoutes } from './web';

const PAGE = '<!doctype html><title>Back office</title>';

describe('back office routes', () => {
  const web = mkdtempSync(join(tmpdir(), 'placar-web-'));
  const root = mkdtempSync(join(tmpdir(), 'placar-backoffice-'));
  const app = Fastify() as unknown as App;
  beforeAll(async () => {
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>Placar</title>');
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), PAGE);
    writeFileSync(join(root, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(join(root, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1)'));
    // the site's own CSP, as helmet sets it on every answer
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('content-security-policy', "default-src 'self'; style-src 'self' 'unsafe-inline'");
    });
    await backofficeRoutes(app, root);
    await webRoutes(app, web);
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers its page for client routes, with its own strict CSP and never cached', async () => {
    for (const url of ['/backoffice/', '/backoffice/equipe', '/backoffice/compliance/auditoria?page=2']) {
      const res = await app.inject({ url });
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      expect(res.body).toBe(PAGE);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toBe(BACKOFFICE_CSP);
    }
    expect(BACKOFFICE_CSP).toContain("frame-ancestors 'none'");
    expect(BACKOFFICE_CSP).toContain("connect-src 'self'");
    expect(BACKOFFICE_CSP).not.toContain('unsafe-inline');
  });

  it('serves hashed assets immutable, compressed as built, under the same CSP', async () => {
    const res = await app.inject({
      url: '/backoffice/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe('console.log(1)');
    expect(res.headers['content-security-policy']).toBe(BACKOFFICE_CSP);
  });

  it('answers 404 for a missing asset and leaves the site and its CSP alone', async () => {
    const missing = await app.inject({ url: '/backoffice/assets/sumiu-1.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
    const post = await app.inject({ method: 'POST', url: '/backoffice/equipe' });
    expect(post.statusCode).toBe(404);
    const site = await app.inject({ url: '/esportes' });
    expect(site.statusCode).toBe(200);
    expect(site.body).toContain('<title>Placar</title>');
    expect(site.headers['content-security-policy']).not.toBe(BACKOFFICE_CSP);
  });
});
