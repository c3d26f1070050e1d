import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flagsModule } from '../../modules/flags';
import { createTestApp, type TestApp } from '../../testing/platform';
import type { PlacarModule } from '../module';

// With REDIS_URL set (CI's services suite) the same test runs with the counters in the real Redis.
const redisUrl = process.env.REDIS_URL;
const variants: [string, Record<string, string>][] = [['in-process', {}]];
if (redisUrl) variants.push(['redis', { REDIS_URL: redisUrl }]);

describe.each(variants)('rate limit (%s)', (name, env) => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createTestApp({ modules: [flagsModule], env: { ...env, RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(() => sut.close());

  it('answers 429 TOO_MANY_REQUESTS once the limit per minute is spent, per client address', async () => {
    expect(sut.platform.cache.kind).toBe(name === 'redis' ? 'redis' : 'memory');
    // A fresh address per run: Redis keeps counters between runs of the suite.
    const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const hit = () => sut.app.inject({ url: '/flags/index.json', remoteAddress: ip });
    for (let i = 0; i < 3; i++) expect((await hit()).statusCode).toBe(200);
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

  it('keeps liveness, readiness and metrics out of the limit an address has spent', async () => {
    // A load balancer or Prometheus polls from one address (and with Redis, for every node at once).
    const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const probes = ['/healthz', '/readyz', '/metrics', '/readyz?full=1', '/metrics?name[]=x'];
    for (let i = 0; i < 4; i++) {
      for (const url of probes)
        expect((await sut.app.inject({ url, remoteAddress: ip })).statusCode).toBe(200);
    }
    // Probing spent nothing: the API budget of that address is whole, and then spent as before.
    for (let i = 0; i < 3; i++) {
      expect((await sut.app.inject({ url: '/flags/index.json', remoteAddress: ip })).statusCode).toBe(200);
    }
    expect((await sut.app.inject({ url: '/flags/index.json', remoteAddress: ip })).statusCode).toBe(429);
    for (const url of probes) expect((await sut.app.inject({ url, remoteAddress: ip })).statusCode).toBe(200);
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
