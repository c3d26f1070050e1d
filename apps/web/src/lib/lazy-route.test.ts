import { describe, expect, it, vi } from 'vitest';
import { lazyRoute } from './lazy-route';
import { isChunkLoadError, RELOAD_WINDOW_MS, reloadOnce } from './reload-once';

function memoryStore(): Storage {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
    clear: () => m.clear(),
    key: () => null,
    get length() {
      return m.size;
    },
  };
}

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: /assets/Deposit-1a2b.js');
const Page = () => null;

describe('reloadOnce', () => {
  it('reloads at most once per 5 minutes', () => {
    const store = memoryStore();
    const reload = vi.fn();
    expect(reloadOnce({ store, reload, now: 1_000 })).toBe(true);
    expect(reloadOnce({ store, reload, now: 1_000 + RELOAD_WINDOW_MS - 1 })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnce({ store, reload, now: 1_000 + RELOAD_WINDOW_MS })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('recognises chunk, module script and stylesheet preload failures only', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});

describe('lazyRoute', () => {
  it('answers the named component, or the default export, or the module itself', async () => {
    expect(await lazyRoute(async () => ({ DepositPage: Page }), 'DepositPage')()).toEqual({
      Component: Page,
    });
    expect(await lazyRoute(async () => ({ default: Page }))()).toEqual({ Component: Page });
    const mod = { Component: Page, handle: { noProgress: true } };
    expect(await lazyRoute(async () => mod)()).toBe(mod);
  });

  it('reloads the page when the chunk fails to load, then lets the error through within 5 minutes', async () => {
    const store = memoryStore();
    const reload = vi.fn();
    const failing = () => Promise.reject(chunkError());
    const first = lazyRoute(failing, undefined, { store, reload, now: 10 })();
    let settled = false;
    void first.then(
      () => (settled = true),
      () => (settled = true),
    );
    await new Promise((r) => setTimeout(r, 0));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(settled).toBe(false);
    await expect(lazyRoute(failing, undefined, { store, reload, now: 20 })()).rejects.toThrow(
      /dynamically imported/,
    );
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads for other errors', async () => {
    const reload = vi.fn();
    const boom = lazyRoute(() => Promise.reject(new Error('bug')), undefined, {
      store: memoryStore(),
      reload,
    });
    await expect(boom()).rejects.toThrow('bug');
    expect(reload).not.toHaveBeenCalled();
  });
});
