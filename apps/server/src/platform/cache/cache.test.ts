import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { flagsModule } from '../../modules/flags';
import { createTestApp } from '../../testing/platform';
import { type Cache, MemoryCache, openCache, type RedisCache } from './cache';

describe('memory cache', () => {
  it('counts in a window and forgets on del', async () => {
    const c = new MemoryCache();
    expect(await c.incr('k', 60_000)).toBe(1);
    expect(await c.incr('k', 60_000)).toBe(2);
    await c.del('k');
    expect(await c.get('k')).toBeUndefined();
  });
});

// With REDIS_URL set (CI's services suite): the deployment prefix on the real Redis.
const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('Redis cache: deployment prefix', () => {
  const run = randomBytes(4).toString('hex');
  const opened: Cache[] = [];
  const open = (prefix: string) => {
    const c = openCache(redisUrl, prefix) as RedisCache;
    opened.push(c);
    return c;
  };
  afterAll(async () => {
    const c = opened[0] as RedisCache | undefined;
    if (c) {
      const keys = await c.redis.keys(`*${run}*`);
      if (keys.length > 0) await c.redis.del(...keys);
    }
    await Promise.all(opened.map((x) => x.close()));
  });

  it('keeps every key under <DEPLOYMENT_ID>: and shares values only within one deployment', async () => {
    const a1 = open(`dep-a-${run}`);
    const a2 = open(`dep-a-${run}`);
    const b = open(`dep-b-${run}`);
    expect(a1.kind).toBe('redis');
    expect(await a1.incr('account:reset-mail:1', 60_000)).toBe(1);
    expect(await a2.incr('account:reset-mail:1', 60_000)).toBe(2);
    expect(await b.incr('account:reset-mail:1', 60_000)).toBe(1);
    await a1.set('offer:1', { x: 1 }, 60_000);
    expect(await a2.get('offer:1')).toEqual({ x: 1 });
    expect(await b.get('offer:1')).toBeUndefined();
    expect(await a1.redis.get(`dep-a-${run}:account:reset-mail:1`)).toBe('2');
    expect(await a1.redis.exists('account:reset-mail:1', 'offer:1')).toBe(0);
    await a2.del('offer:1');
    expect(await a1.get('offer:1')).toBeUndefined();
  });

  it("keeps the rate limiter's counters under the prefix too", async () => {
    const prefix = `dep-rl-${run}`;
    const sut = await createTestApp({
      modules: [flagsModule],
      env: { REDIS_URL: redisUrl!, DEPLOYMENT_ID: prefix },
    });
    try {
      expect(sut.platform.cache.kind).toBe('redis');
      const res = await sut.app.inject({ url: '/flags/index.json', remoteAddress: '10.9.8.7' });
      expect(res.statusCode).toBe(200);
      const redis = (sut.platform.cache as RedisCache).redis;
      expect(await redis.keys(`${prefix}:rl:*`)).not.toHaveLength(0);
      const stray = (await redis.keys('*10.9.8.7*')).filter(
        (k) => !k.startsWith(`${prefix}:`) && k.includes(run),
      );
      expect(stray).toEqual([]);
    } finally {
      const redis = (sut.platform.cache as RedisCache).redis;
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      await sut.close();
    }
  });
});
