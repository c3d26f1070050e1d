import { describe, expect, it } from 'vitest';
import { LABEL_CACHE_SIZE, LabelCache, LruCache, type RenderedLabel } from './labels-cache';

/** A renderer that counts its calls per key. */
function counter() {
  const calls = new Map<string, number>();
  const render = (name: string) => async (): Promise<RenderedLabel> => {
    calls.set(name, (calls.get(name) ?? 0) + 1);
    return { text: name, missing: [] };
  };
  return { calls, render, count: (name: string) => calls.get(name) ?? 0 };
}

describe('LabelCache', () => {
  it('holds the seed size: 100 labels', () => {
    expect(LABEL_CACHE_SIZE).toBe(100);
  });

  it('answers a hit without rendering again, and keeps different specifiers apart', async () => {
    const cache = new LabelCache();
    const c = counter();
    expect((await cache.get(['pt', 18, 'total=2.5'], null, c.render('a'))).text).toBe('a');
    expect((await cache.get(['pt', 18, 'total=2.5'], null, c.render('a'))).text).toBe('a');
    expect(c.count('a')).toBe(1);
    expect((await cache.get(['pt', 18, 'total=3.5'], null, c.render('b'))).text).toBe('b');
    expect((await cache.get(['es', 18, 'total=2.5'], null, c.render('c'))).text).toBe('c');
    expect(c.count('b')).toBe(1);
    expect(c.count('c')).toBe(1);
    expect(cache.size).toBe(3);
  });

  it('renders simultaneous misses once', async () => {
    const cache = new LabelCache();
    const c = counter();
    const both = await Promise.all([
      cache.get(['pt', 1, ''], 'sr:match:1', c.render('x')),
      cache.get(['pt', 1, ''], 'sr:match:1', c.render('x')),
    ]);
    expect(both.map((l) => l.text)).toEqual(['x', 'x']);
    expect(c.count('x')).toBe(1);
  });

  it('drops the least recently used label when the 101st comes in', async () => {
    const cache = new LabelCache();
    const c = counter();
    for (let i = 0; i < 100; i++) await cache.get(['pt', 18, `total=${i}.5`], null, c.render(`t${i}`));
    expect(cache.size).toBe(100);
    // t0 is read again, so t1 is now the least recently used
    await cache.get(['pt', 18, 'total=0.5'], null, c.render('t0'));
    await cache.get(['pt', 18, 'total=100.5'], null, c.render('t100'));
    expect(cache.size).toBe(100);
    await cache.get(['pt', 18, 'total=0.5'], null, c.render('t0'));
    expect(c.count('t0')).toBe(1);
    await cache.get(['pt', 18, 'total=1.5'], null, c.render('t1'));
    expect(c.count('t1')).toBe(2);
    // t1 came back in, pushing out the next oldest (t2); t99 stayed
    await cache.get(['pt', 18, 'total=99.5'], null, c.render('t99'));
    expect(c.count('t99')).toBe(1);
    await cache.get(['pt', 18, 'total=2.5'], null, c.render('t2'));
    expect(c.count('t2')).toBe(2);
  });

  it("drops an event's labels only, when its fixture changes", async () => {
    const cache = new LabelCache();
    const c = counter();
    await cache.get(['pt', 1, '', '1'], 'sr:match:1', c.render('Flamengo'));
    await cache.get(['pt', 1, '', '2'], 'sr:match:1', c.render('Palmeiras'));
    await cache.get(['pt', 1, '', '1'], 'sr:match:2', c.render('Corinthians'));
    await cache.get(['pt', 18, 'total=2.5', '12'], null, c.render('Mais de 2.5'));
    expect(cache.invalidateEvent('sr:match:1')).toBe(2);
    expect(cache.size).toBe(2);
    await cache.get(['pt', 1, '', '1'], 'sr:match:1', c.render('Flamengo'));
    await cache.get(['pt', 1, '', '1'], 'sr:match:2', c.render('Corinthians'));
    await cache.get(['pt', 18, 'total=2.5', '12'], null, c.render('Mais de 2.5'));
    expect(c.count('Flamengo')).toBe(2);
    expect(c.count('Corinthians')).toBe(1);
    expect(c.count('Mais de 2.5')).toBe(1);
    expect(cache.invalidateEvent('sr:match:3')).toBe(0);
  });

  it('does not keep a failed rendering', async () => {
    const cache = new LabelCache();
    await expect(
      cache.get(['pt', 1, ''], 'sr:match:1', () => Promise.reject(new Error('database down'))),
    ).rejects.toThrow('database down');
    const c = counter();
    expect((await cache.get(['pt', 1, ''], 'sr:match:1', c.render('ok'))).text).toBe('ok');
    expect(c.count('ok')).toBe(1);
  });
});

describe('LruCache', () => {
  it('refuses a size below 1', () => {
    expect(() => new LruCache(0)).toThrow(RangeError);
  });

  it('peek leaves the order alone; get and set make an entry the newest', () => {
    const lru = new LruCache<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.peek('a')).toBe(1);
    lru.set('c', 3); // a was only peeked: it goes
    expect(lru.keys()).toEqual(['b', 'c']);
    expect(lru.get('b')).toBe(2);
    lru.set('d', 4); // b was read: c goes
    expect(lru.keys()).toEqual(['b', 'd']);
    lru.set('b', 5); // overwriting refreshes too: d goes next
    lru.set('e', 6);
    expect(lru.keys()).toEqual(['b', 'e']);
    expect(lru.get('b')).toBe(5);
    expect(lru.get('zzz')).toBeUndefined();
    expect(lru.delete('e')).toBe(true);
    expect(lru.size).toBe(1);
  });
});
