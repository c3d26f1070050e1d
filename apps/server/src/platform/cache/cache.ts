import { Redis } from 'ioredis';

/** Short-lived shared values: counters for attempt limits, throttles, small caches. */
export interface Cache {
  readonly kind: 'memory' | 'redis';
  get<T>(key: string): Promise<T | undefined>;
  set<T>(key: string, value: T, ttlMs: number): Promise<void>;
  del(key: string): Promise<void>;
  /** Increments a counter, starting its time window on the first increment; answers the new count. */
  incr(key: string, windowMs: number): Promise<number>;
  close(): Promise<void>;
}

export class MemoryCache implements Cache {
  readonly kind = 'memory' as const;
  #map = new Map<string, { value: unknown; expires: number }>();

  #live(key: string) {
    const e = this.#map.get(key);
    if (!e) return undefined;
    if (e.expires <= Date.now()) {
      this.#map.delete(key);
      return undefined;
    }
    return e;
  }
  async get<T>(key: string) {
    return this.#live(key)?.value as T | undefined;
  }
  async set<T>(key: string, value: T, ttlMs: number) {
    this.#map.set(key, { value, expires: Date.now() + ttlMs });
    if (this.#map.size > 100_000) this.#sweep();
  }
  async del(key: string) {
    this.#map.delete(key);
  }
  async incr(key: string, windowMs: number) {
    const e = this.#live(key);
    const next = ((e?.value as number | undefined) ?? 0) + 1;
    this.#map.set(key, { value: next, expires: e?.expires ?? Date.now() + windowMs });
    return next;
  }
  #sweep() {
    const now = Date.now();
    for (const [k, e] of this.#map) if (e.expires <= now) this.#map.delete(k);
  }
  async close() {
    this.#map.clear();
  }
}

export class RedisCache implements Cache {
  readonly kind = 'redis' as const;
  constructor(readonly redis: Redis) {}
  static connect(url: string) {
    return new RedisCache(new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false }));
  }
  async get<T>(key: string) {
    const v = await this.redis.get(key);
    return v === null ? undefined : (JSON.parse(v) as T);
  }
  async set<T>(key: string, value: T, ttlMs: number) {
    await this.redis.set(key, JSON.stringify(value), 'PX', ttlMs);
  }
  async del(key: string) {
    await this.redis.del(key);
  }
  async incr(key: string, windowMs: number) {
    const [[, count]] = (await this.redis.multi().incr(key).pexpire(key, windowMs, 'NX').exec()) as [
      [unknown, number],
    ];
    return count;
  }
  async close() {
    this.redis.disconnect();
  }
}

export function openCache(redisUrl?: string): Cache {
  return redisUrl ? RedisCache.connect(redisUrl) : new MemoryCache();
}
