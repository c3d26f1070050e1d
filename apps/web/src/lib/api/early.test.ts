import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EarlyWindow } from '../../boot/early';
import { EARLY_MAX_AGE_MS, takeEarly } from './early';

const answer = (body: string) => Promise.resolve(new Response(body));

function win(entries: Record<string, { at: number; res: Promise<Response> }>) {
  return { __placarEarly: entries } as unknown as EarlyWindow;
}

afterEach(() => vi.unstubAllGlobals());

describe('takeEarly', () => {
  it('hands over an early GET once, whatever cache buster either side used', async () => {
    const w = win({ '/fb/live-matches?deviceType=Mobile&d=111': { at: 1_000, res: answer('cedo') } });
    const res = takeEarly('/fb/live-matches?deviceType=Mobile&d=222', { method: 'GET' }, w, 2_000);
    expect(await (await res)?.text()).toBe('cedo');
    expect(
      takeEarly('/fb/live-matches?deviceType=Mobile&d=333', { method: 'GET' }, w, 2_000),
    ).toBeUndefined();
  });

  it('does not mix different addresses, methods or bodies', () => {
    const w = win({
      '/fb/live-matches?deviceType=Mobile&d=1': { at: 0, res: answer('x') },
      '/flags/index.json': { at: 0, res: answer('x') },
    });
    expect(takeEarly('/fb/live-matches?deviceType=Desktop&d=2', { method: 'GET' }, w, 0)).toBeUndefined();
    expect(takeEarly('/flags/index.json', { method: 'POST' }, w, 0)).toBeUndefined();
    expect(takeEarly('/flags/index.json', { method: 'GET', body: '{}' }, w, 0)).toBeUndefined();
    expect(takeEarly('/flags/index.json', undefined, undefined, 0)).toBeUndefined();
  });

  it('drops an answer older than the limit (odds move): the app asks again', () => {
    const w = win({ '/flags/index.json': { at: 0, res: answer('velho') } });
    expect(takeEarly('/flags/index.json', { method: 'GET' }, w, EARLY_MAX_AGE_MS + 1)).toBeUndefined();
    expect(w.__placarEarly).toEqual({});
  });

  it('asks again when the early request failed on the way', async () => {
    const network = vi.fn(() => answer('de novo'));
    vi.stubGlobal('fetch', network);
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(() => undefined);
    const w = win({ '/fb/headbar': { at: 0, res: failed } });
    const res = await takeEarly('/fb/headbar', { method: 'GET' }, w, 10);
    expect(await res?.text()).toBe('de novo');
    expect(network).toHaveBeenCalledWith('/fb/headbar', { method: 'GET' });
  });
});
