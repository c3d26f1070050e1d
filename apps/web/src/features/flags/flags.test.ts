import { defaultFlags } from '@placar/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FLAGS_EVENT_THROTTLE_MS, FLAGS_POLL_MS, startFlagsRefresher } from './flags-refresher';
import { clearFlagOverrides, getFlagOverrides, mergeFlags, setFlagOverride } from './overrides';
import { fetchFlags } from './use-flags';

describe('flags merge and overrides', () => {
  it('puts remote values over the defaults and local overrides over both, ignoring unknown names', () => {
    const merged = mergeFlags(
      defaultFlags(),
      { 'maintenance-global': true, 'max-deposit-limit': 1000, 'not-a-flag': true, 'feature-casino': 'yes' },
      { 'max-deposit-limit': 20 },
    );
    expect(merged['maintenance-global']).toBe(true);
    expect(merged['max-deposit-limit']).toBe(20);
    expect(merged['feature-casino']).toBe(defaultFlags()['feature-casino']);
    expect(merged).not.toHaveProperty('not-a-flag');
  });

  it('keeps overrides in local storage, dropping values of the wrong type', () => {
    setFlagOverride('maintenance-casino', true);
    setFlagOverride('max-wallet-balance', 500);
    localStorage.setItem(
      'feature-flags-overrides',
      JSON.stringify({
        ...JSON.parse(localStorage.getItem('feature-flags-overrides')!),
        'feature-casino': 3,
      }),
    );
    expect(getFlagOverrides()).toEqual({ 'maintenance-casino': true, 'max-wallet-balance': 500 });
    setFlagOverride('maintenance-casino', undefined);
    expect(getFlagOverrides()).toEqual({ 'max-wallet-balance': 500 });
    clearFlagOverrides();
    expect(getFlagOverrides()).toEqual({});
  });

  it('fetches /flags/index.json, merges overrides and stores the result', async () => {
    setFlagOverride('maintenance-sportsbook', true);
    const fetchMock = vi.fn(async (_url: string) => Response.json({ value: { 'maintenance-global': true } }));
    vi.stubGlobal('fetch', fetchMock);
    const flags = await fetchFlags().finally(() => vi.unstubAllGlobals());
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/flags/index.json');
    expect(flags['maintenance-global']).toBe(true);
    expect(flags['maintenance-sportsbook']).toBe(true);
    expect(JSON.parse(localStorage.getItem('feature-flags')!)['maintenance-global']).toBe(true);
  });
});

describe('flags refresher', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refreshes every 2 minutes', () => {
    const refresh = vi.fn();
    const r = startFlagsRefresher(refresh);
    vi.advanceTimersByTime(FLAGS_POLL_MS - 1);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(FLAGS_POLL_MS * 2);
    expect(refresh).toHaveBeenCalledTimes(3);
    r.stop();
    vi.advanceTimersByTime(FLAGS_POLL_MS * 5);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('refreshes on route change and tab return at most once per 30 s', () => {
    const refresh = vi.fn();
    const r = startFlagsRefresher(refresh);
    r.onRouteChange();
    expect(refresh).not.toHaveBeenCalled(); // the first load just happened
    vi.advanceTimersByTime(FLAGS_EVENT_THROTTLE_MS);
    r.onRouteChange();
    r.onVisible();
    r.onRouteChange();
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(FLAGS_EVENT_THROTTLE_MS - 1);
    r.onVisible();
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    r.onVisible();
    expect(refresh).toHaveBeenCalledTimes(2);
    r.stop();
  });

  it('does not poll from a hidden tab, and catches up when it becomes visible', () => {
    const refresh = vi.fn();
    let hidden = true;
    const r = startFlagsRefresher(refresh, { hidden: () => hidden });
    vi.advanceTimersByTime(FLAGS_POLL_MS * 3);
    expect(refresh).not.toHaveBeenCalled();
    hidden = false;
    r.onVisible();
    expect(refresh).toHaveBeenCalledTimes(1);
    r.stop();
  });

  it('counts a poll for the throttle', () => {
    const refresh = vi.fn();
    const r = startFlagsRefresher(refresh);
    vi.advanceTimersByTime(FLAGS_POLL_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
    r.onRouteChange();
    expect(refresh).toHaveBeenCalledTimes(1);
    r.stop();
  });
});
