import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/platform';
import { Ingestion } from './ingestion/ingestion';
import { feedModule } from './module';
import { fixtureChange, matchFixture, oddsChange, oneXTwo } from './testing/feed-builders';

/**
 * Odds freshness on a node that does not run the feed: the readiness check 'feed' and the gauge. The
 * clock is moved by hand (fake Date), so nothing waits.
 */
describe('feed freshness', () => {
  let sut: TestApp;
  let ingestion: Ingestion;
  let now = Date.UTC(2026, 10, 26, 12, 0);
  const at = (ms: number) => {
    now = ms;
    vi.setSystemTime(now);
  };
  const readyz = async () => {
    const r = await sut.app.inject({ url: '/readyz' });
    return { status: r.statusCode, feed: r.json().checks.feed as string };
  };
  const ageMetric = async () => {
    const text = (await sut.app.inject({ url: '/metrics' })).body;
    return Number(/^placar_feed_last_odds_age_seconds (\S+)$/m.exec(text)?.[1]);
  };

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at(now);
    sut = await createTestApp({
      modules: [feedModule],
      env: { SIMULATOR_ENABLED: 'true', FEED_STALE_AFTER_SECONDS: '30' },
    });
    // messages stored and published as a feed leader's ingestion does (on this node's bus)
    ingestion = new Ingestion(sut.platform, async () => {});
    await ingestion.load();
  });
  afterAll(async () => {
    await sut?.close();
    vi.useRealTimers();
  });

  it('stays ready with no live match however old the odds', async () => {
    at(now + 120_000);
    expect(await readyz()).toEqual({ status: 200, feed: 'ok' });
    expect(await ageMetric()).toBeGreaterThanOrEqual(120);
  });

  it('is not ready when the feed leader is alive but its odds stop reaching this node', async () => {
    const fixture = matchFixture('sr:match:7001', { status: 1, scheduledAt: now - 600_000 });
    await ingestion.apply(fixtureChange(fixture, now));
    await ingestion.apply(oddsChange(fixture.id, now + 1, [oneXTwo([2, 3.2, 3.6])], { producerId: 1 }));
    expect(await readyz()).toEqual({ status: 200, feed: 'ok' });
    expect(await ageMetric()).toBeLessThan(1);

    // 31 s without odds; the leader's alive message is stored 5 s ago
    at(now + 31_000);
    await ingestion.apply({ kind: 'alive', producerId: 1, ts: now - 5_000, subscribed: true });
    expect(await readyz()).toEqual({ status: 503, feed: 'stale' });
    expect(await ageMetric()).toBeGreaterThanOrEqual(31);

    // odds again: ready
    await ingestion.apply(oddsChange(fixture.id, now, [oneXTwo([2.1, 3.2, 3.4])], { producerId: 1 }));
    expect(await readyz()).toEqual({ status: 200, feed: 'ok' });
  });

  it('stays ready, with the detail, when no feed runs anywhere (every node sees the same silence)', async () => {
    // a minute later, nothing from the leader either (its last alive message is a minute old)
    at(now + 65_000);
    const r = await readyz();
    expect(r.status).toBe(200);
    expect(r.feed).toMatch(/^ok: stale 65 s on every node/);
  });
});
