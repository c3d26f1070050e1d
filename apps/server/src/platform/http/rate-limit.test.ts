import { randomInt } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flagsModule } from '../../modules/flags';
import { createTestApp, type TestApp } from '../../testing/platform';
import type { PlacarModule } from '../module';
import { clientAddressKey, rateLimitClass } from './rate-limit';

// With REDIS_URL set (CI's services suite) the same test runs with the counters in the real Redis.
const redisUrl = process.env.REDIS_URL;
const variants: [string, Record<string, string>][] = [['in-process', {}]];
if (redisUrl) variants.push(['redis', { REDIS_URL: redisUrl }]);

// A fresh address per test: Redis keeps counters between runs of the suite.
const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** A built web client (files of every kind a page loads) and a write route beside the flags. */
function webAndWrites(): PlacarModule {
  const root = mkdtempSync(join(tmpdir(), 'placar-rl-web-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Placar</title>');
  for (const f of [
    'assets/index-1.js',
    'assets/index-1.css',
    'assets/font-1.woff2',
    'sw.js',
    'manifest.webmanifest',
  ])
    writeFileSync(join(root, f), 'x');
  return {
    name: 'web-and-writes',
    async routes(app) {
      app.post('/api/probe/write', async () => ({ data: 'ok' }));
      app.get('/api/casino/provider/:slug/balance', async () => ({ data: 'ok' }));
      // the file serving of web.ts (its page fallback is the app's not-found handler, never limited)
      await app.register(fastifyStatic, { root, wildcard: true, preCompressed: true });
    },
  };
}

describe.each(variants)('rate limit (%s)', (name, env) => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createTestApp({
      modules: [flagsModule, webAndWrites()],
      env: { ...env, RATE_LIMIT_PER_MINUTE: '3' },
    });
  });
  afterAll(() => sut.close());

  it('answers 429 TOO_MANY_REQUESTS once the reads per minute are spent, per client address', async () => {
    expect(sut.platform.cache.kind).toBe(name === 'redis' ? 'redis' : 'memory');
    const ip = freshIp();
    const hit = () => sut.app.inject({ url: '/flags/index.json', remoteAddress: ip });
    // reads: twice the base budget
    for (let i = 0; i < 6; i++) expect((await hit()).statusCode).toBe(200);
    const res = await hit();
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      error: {
        code: 'TOO_MANY_REQUESTS',
        message: expect.stringMatching(/^Muitas requisições\. Tente novamente em \d+ s\.$/),
        context: { retryAfterSeconds: expect.any(Number) },
      },
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    const other = await sut.app.inject({ url: '/flags/index.json', remoteAddress: '192.0.2.1' });
    expect(other.statusCode).toBe(200);
    // Health checks are never limited.
    expect((await sut.app.inject({ url: '/healthz', remoteAddress: ip })).statusCode).toBe(200);
  });

  it('counts writes apart from reads, so polling never blocks a bet and bets never block reads', async () => {
    const ip = freshIp();
    const write = () => sut.app.inject({ method: 'POST', url: '/api/probe/write', remoteAddress: ip });
    const read = () => sut.app.inject({ url: '/flags/index.json', remoteAddress: ip });
    for (let i = 0; i < 6; i++) expect((await read()).statusCode).toBe(200);
    expect((await read()).statusCode).toBe(429);
    for (let i = 0; i < 3; i++) expect((await write()).statusCode).toBe(200);
    expect((await write()).statusCode).toBe(429);
  });

  it('never counts the web client: bundle, styles, fonts, service worker, manifest and pages', async () => {
    const ip = freshIp();
    const files = [
      '/assets/index-1.js',
      '/assets/index-1.css',
      '/assets/font-1.woff2',
      '/sw.js',
      '/manifest.webmanifest',
    ];
    for (let load = 0; load < 10; load++) {
      for (const url of files) {
        expect((await sut.app.inject({ url, remoteAddress: ip })).statusCode).toBe(200);
      }
      // a client route (index.html in production, the not-found answer here)
      expect((await sut.app.inject({ url: '/esportes/futebol', remoteAddress: ip })).statusCode).not.toBe(
        429,
      );
    }
    // the API budget of that address is whole
    for (let i = 0; i < 6; i++)
      expect((await sut.app.inject({ url: '/flags/index.json', remoteAddress: ip })).statusCode).toBe(200);
    expect((await sut.app.inject({ url: '/flags/index.json', remoteAddress: ip })).statusCode).toBe(429);
  });

  it('keeps the casino aggregators’ signed wallet calls out of the per-address limit', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      const res = await sut.app.inject({ url: '/api/casino/provider/acme/balance', remoteAddress: ip });
      expect(res.statusCode).toBe(200);
    }
  });

  it('keeps liveness, readiness and metrics out of the limit an address has spent', async () => {
    // A load balancer or Prometheus polls from one address (and with Redis, for every node at once).
    const ip = freshIp();
    const probes = ['/healthz', '/readyz', '/metrics', '/readyz?full=1', '/metrics?name[]=x'];
    for (let i = 0; i < 4; i++) {
      for (const url of probes)
        expect((await sut.app.inject({ url, remoteAddress: ip })).statusCode).toBe(200);
    }
    // Probing spent nothing: the API budget of that address is whole, and then spent as before.
    for (let i = 0; i < 6; i++) {
      expect((await sut.app.inject({ url: '/flags/index.json', remoteAddress: ip })).statusCode).toBe(200);
    }
    expect((await sut.app.inject({ url: '/flags/index.json', remoteAddress: ip })).statusCode).toBe(429);
    for (const url of probes) expect((await sut.app.inject({ url, remoteAddress: ip })).statusCode).toBe(200);
  });
});

describe('rate limit classes', () => {
  it.each([
    ['GET', '/assets/index-abc.js', 'none'],
    ['GET', '/esportes/futebol?x=1', 'none'],
    ['GET', '/sw.js', 'none'],
    ['GET', '/stream/odds', 'none'],
    ['GET', '/healthz', 'none'],
    ['POST', '/api/casino/provider/acme/debit', 'none'],
    ['POST', '/api/Casino/Provider/acme/debit', 'none'],
    ['GET', '/api/Wallet/Total/Amount/ByAccountType', 'read'],
    ['HEAD', '/fb/events', 'read'],
    ['GET', '/flags/index.json', 'read'],
    ['POST', '/api/bets/place', 'write'],
    ['DELETE', '/api/Casino/Favorites', 'write'],
    ['POST', '/anything-else', 'write'],
  ])('%s %s → %s', (method, url, expected) => {
    expect(rateLimitClass(method, url)).toBe(expected);
  });

  it('counts an IPv6 client by its /64 and a mapped IPv4 as the IPv4', () => {
    expect(clientAddressKey('2001:db8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64');
    expect(clientAddressKey('2001:db8:0:1:bbbb:cccc:dddd:eeee')).toBe('2001:db8:0:1::/64');
    expect(clientAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('::ffff:192.0.2.5')).toBe('192.0.2.5');
    expect(clientAddressKey('192.0.2.5')).toBe('192.0.2.5');
  });
});

describe('rate limit with Redis unreachable', () => {
  let sut: TestApp;
  const ping: PlacarModule = {
    name: 'ping',
    routes(app) {
      app.get('/api/probe/ping', async () => ({ data: 'pong' }));
    },
  };
  beforeAll(async () => {
    // Nothing listens on port 1: every rate-limit counter call fails.
    sut = await createTestApp({
      modules: [ping],
      env: { REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_PER_MINUTE: '3' },
    });
  });
  afterAll(() => sut.close());

  it('lets requests through instead of failing every one of them while Redis is down', async () => {
    expect(sut.platform.cache.kind).toBe('redis');
    for (let i = 0; i < 2; i++) {
      const res = await sut.app.inject({ url: '/api/probe/ping', remoteAddress: '192.0.2.7' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: 'pong' });
    }
  });
});
