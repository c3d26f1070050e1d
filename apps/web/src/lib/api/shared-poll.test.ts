import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type PollEnv, type PollNews, sharePoll, type TabChannel } from './shared-poll';

const KEY = ['wallet', 'totals'];
const EVERY = 20_000;

/** A page whose visibility the test sets; timers are vitest's fake ones. */
function page() {
  let hidden = false;
  const visible = new Set<() => void>();
  const env: PollEnv = {
    now: () => Date.now(),
    hidden: () => hidden,
    setInterval: (fn, ms) => setInterval(fn, ms),
    clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval>),
    onVisible(fn) {
      visible.add(fn);
      return () => visible.delete(fn);
    },
  };
  return {
    env,
    hide: () => {
      hidden = true;
    },
    show: () => {
      hidden = false;
      for (const fn of visible) fn();
    },
  };
}

describe('sharePoll', () => {
  let client: QueryClient;
  let fetches: number;
  const observers: (() => void)[] = [];

  beforeEach(async () => {
    vi.useFakeTimers();
    fetches = 0;
    client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 5_000 } } });
    // five components showing the balance: five observers of one query
    for (let i = 0; i < 5; i++) {
      const observer = new QueryObserver(client, {
        queryKey: KEY,
        queryFn: async () => ++fetches,
        staleTime: 5_000,
      });
      observers.push(observer.subscribe(() => {}));
    }
    await vi.advanceTimersByTimeAsync(0);
    expect(fetches).toBe(1);
  });
  afterEach(() => {
    for (const off of observers.splice(0)) off();
    client.clear();
    vi.useRealTimers();
  });

  it('fetches once per period however many components subscribe', async () => {
    const { env } = page();
    const offs = Array.from({ length: 5 }, () => sharePoll(client, KEY, EVERY, env));
    await vi.advanceTimersByTimeAsync(EVERY * 3);
    expect(fetches).toBe(1 + 3);
    for (const off of offs) off();
    await vi.advanceTimersByTimeAsync(EVERY * 3);
    expect(fetches).toBe(4);
  });

  it('keeps polling until the last subscriber leaves', async () => {
    const { env } = page();
    const first = sharePoll(client, KEY, EVERY, env);
    const second = sharePoll(client, KEY, EVERY, env);
    first();
    first(); // twice is once
    await vi.advanceTimersByTimeAsync(EVERY);
    expect(fetches).toBe(2);
    second();
    await vi.advanceTimersByTimeAsync(EVERY * 2);
    expect(fetches).toBe(2);
  });

  it('does not poll from a hidden tab and catches up when the tab is visible again', async () => {
    const p = page();
    const off = sharePoll(client, KEY, EVERY, p.env);
    p.hide();
    await vi.advanceTimersByTimeAsync(EVERY * 5);
    expect(fetches).toBe(1);
    p.show();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetches).toBe(2);
    off();
  });

  it('skips a tick when something else refreshed the query meanwhile', async () => {
    const { env } = page();
    const off = sharePoll(client, KEY, EVERY, env);
    await vi.advanceTimersByTimeAsync(EVERY - 2_000);
    await client.invalidateQueries({ queryKey: KEY }); // a bet was placed
    expect(fetches).toBe(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(fetches).toBe(2);
    await vi.advanceTimersByTimeAsync(EVERY);
    expect(fetches).toBe(3);
    off();
  });

  it('shares each answer with the other tabs, so two visible tabs fetch about once per period', async () => {
    // a second tab: its own query cache, the same channel between them
    const listeners = new Set<(n: PollNews) => void>();
    const channel = (): TabChannel => {
      let mine: ((n: PollNews) => void) | null = null;
      return {
        post: (news) => {
          for (const fn of listeners) if (fn !== mine) fn(structuredClone(news));
        },
        listen(fn) {
          mine = fn;
          listeners.add(fn);
          return () => listeners.delete(fn);
        },
      };
    };
    let otherFetches = 0;
    const other = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 5_000 } } });
    const otherOff = new QueryObserver(other, {
      queryKey: KEY,
      queryFn: async () => ++otherFetches,
      staleTime: 5_000,
    }).subscribe(() => {});
    await vi.advanceTimersByTimeAsync(0);
    const offA = sharePoll(client, KEY, EVERY, { ...page().env, tabs: channel() });
    await vi.advanceTimersByTimeAsync(5_000); // the second tab opened a little later
    const offB = sharePoll(other, KEY, EVERY, { ...page().env, tabs: channel() });
    await vi.advanceTimersByTimeAsync(EVERY * 6);
    // without sharing: 6 fetches in each tab
    expect(fetches - 1 + otherFetches - 1).toBeLessThanOrEqual(7);
    expect(other.getQueryData(KEY)).toBeGreaterThan(1);
    offA();
    offB();
    otherOff();
    other.clear();
  });
});
