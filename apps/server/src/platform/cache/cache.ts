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

/**
 * Redis, shared by every node of the deployment. Modules use logical keys; every key on the server
 * starts with `keyPrefix` (`<DEPLOYMENT_ID>:`), so deployments sharing one Redis never meet. Whoever
 * hands `redis` to a library (the rate limiter) gives it a namespace under `keyPrefix` too.
 */
export class RedisCache implements Cache {
  readonly kind = 'redis' as const;
  readonly keyPrefix: string;
  constructor(
    readonly redis: Redis,
    prefix = 'placar',
  ) {
    this.keyPrefix = `${prefix}:`;
  }
  static connect(url: string, prefix = 'placar') {
    return new RedisCache(new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false }), prefix);
  }
  async get<T>(key: string) {
    const v = await this.redis.get(this.keyPrefix + key);
    return v === null ? undefined : (JSON.parse(v) as T);
  }
  async set<T>(key: string, value: T, ttlMs: number) {
    await this.redis.set(this.keyPrefix + key, JSON.stringify(value), 'PX', ttlMs);
  }
  async del(key: string) {
    await this.redis.del(this.keyPrefix + key);
  }
  async incr(key: string, windowMs: number) {
    const k = this.keyPrefix + key;
    const [[, count]] = (await this.redis.multi().incr(k).pexpire(k, windowMs, 'NX').exec()) as [
      [unknown, number],
    ];
    return count;
  }
  async close() {
    this.redis.disconnect();
  }
}

/** Redis when `redisUrl` is set (keys under `<prefix>:`, the deployment id), else in process. */
export function openCache(redisUrl?: string, prefix = 'placar'): Cache {
  return redisUrl ? RedisCache.connect(redisUrl, prefix) : new MemoryCache();
}
