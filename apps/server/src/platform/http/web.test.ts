import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../module';
import { webRoutes } from './web';

describe('web routes', () => {
  const root = mkdtempSync(join(tmpdir(), 'placar-web-'));
  const app = Fastify() as unknown as App;
  beforeAll(async () => {
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Placar</title>');
    writeFileSync(join(root, 'assets', 'a-1.js'), 'console.log(1)');
    // what the build writes beside each text file
    const page = '<!doctype html><title>Placar</title>';
    writeFileSync(join(root, 'index.html.br'), brotliCompressSync(page));
    writeFileSync(join(root, 'index.html.gz'), gzipSync(page));
    writeFileSync(join(root, 'assets', 'c-3.js'), 'console.log(3)');
    writeFileSync(join(root, 'assets', 'c-3.js.br'), brotliCompressSync('console.log(3)'));
    await webRoutes(app, root);
    await app.ready();
  });
  afterAll(() => app.close());

  it('serves index.html for client routes and immutable assets, including files built after start', async () => {
    const home = await app.inject({ url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<title>Placar</title>');
    const page = await app.inject({ url: '/esportes/futebol' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Placar</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    writeFileSync(join(root, 'assets', 'b-2.js'), 'console.log(2)');
    const asset = await app.inject({ url: '/assets/b-2.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the compressed files the build wrote to a browser that accepts them', async () => {
    const asset = await app.inject({ url: '/assets/c-3.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe('console.log(3)');
    const plain = await app.inject({ url: '/assets/c-3.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(3)');
    // a client route gets index.html, compressed too, and never cached
    const page = await app.inject({ url: '/esportes', headers: { 'accept-encoding': 'gzip' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });

  it('answers JSON 404s for API paths and missing files', async () => {
    const api = await app.inject({ url: '/api/nao-existe' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('NOT_FOUND');
    const file = await app.inject({ url: '/assets/sumiu-3.js' });
    expect(file.statusCode).toBe(404);
    expect(file.json().error.code).toBe('NOT_FOUND');
    const post = await app.inject({ method: 'POST', url: '/esportes' });
    expect(post.statusCode).toBe(404);
  });
});
