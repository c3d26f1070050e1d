import type { TStreamEnvelope } from '@placar/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Platform } from '../../../platform/context';
import { createTestPlatform } from '../../../testing/platform';
import { getMarketState, getMatchState, getOutcomeState } from '../feed.service';
import { fixtureChange, matchFixture, oddsChange, oneXTwo, total } from '../testing/feed-builders';
import { Ingestion } from './ingestion';
import { PRODUCER_SILENCE_MS } from './producers';

/** Ingestion edge cases of issue 5: per-producer silence, targeted and late bet stops, fixture changes, batches. */
describe('feed ingestion: edge cases', () => {
  let platform: Platform;
  let ingestion: Ingestion;
  let published: { subject: string; data: TStreamEnvelope }[] = [];
  const recoveries: { producerId: number; requestId: number }[] = [];
  const T0 = 1_800_000_000_000;
  const ref = (matchId: string, marketId = 1, specifiers = '') => ({ matchId, marketId, specifiers });
  const subjects = () => published.map((p) => p.subject);

  async function producersUp(ts: number) {
    for (const producerId of [1, 3] as const) {
      recoveries.length = 0;
      await ingestion.apply({ kind: 'alive', producerId, ts, subscribed: false });
      const requestId = recoveries.find((r) => r.producerId === producerId)!.requestId;
      await ingestion.apply({ kind: 'snapshot_complete', producerId, ts, requestId });
    }
  }

  beforeAll(async () => {
    platform = await createTestPlatform();
    ingestion = new Ingestion(platform, async (producerId, _since, requestId) => {
      recoveries.push({ producerId, requestId });
    });
    await ingestion.load();
    platform.bus.subscribe<TStreamEnvelope>('feed.>', (m) => published.push(m));
  });
  afterAll(() => platform.close());
  beforeEach(() => {
    published = [];
  });

  it('a silent live producer suspends only its own markets until its recovery completes', async () => {
    await producersUp(T0);
    await ingestion.apply(fixtureChange(matchFixture('sr:match:21'), T0 + 1));
    await ingestion.apply(oddsChange('sr:match:21', T0 + 100, [oneXTwo([2, 3, 4])])); // prematch (3)
    await ingestion.apply(fixtureChange(matchFixture('sr:match:22'), T0 + 1));
    await ingestion.apply(oddsChange('sr:match:22', T0 + 100, [oneXTwo([2, 3, 4])], { producerId: 1 }));
    await ingestion.apply({ kind: 'alive', producerId: 3, ts: T0 + 15_000, subscribed: true });
    published = [];

    await ingestion.checkProducers(T0 + PRODUCER_SILENCE_MS + 1);
    expect(ingestion.producers.isDown(1)).toBe(true);
    expect(ingestion.producers.isDown(3)).toBe(false);
    expect(subjects()).toEqual(['feed.status.1', 'feed.betstop.sr:match:22']);
    expect(published[1]!.data.payload).toMatchObject({ producerId: 1, reason: 'producer-down' });
    const live = { ...ref('sr:match:22'), outcomeId: '1' };
    expect(await getOutcomeState(platform, live)).toMatchObject({ marketStatus: -1, active: false });
    expect(await getOutcomeState(platform, { ...ref('sr:match:21'), outcomeId: '1' })).toMatchObject({
      marketStatus: 1,
      active: true,
    });

    // back: alive asks for a recovery; only that request's snapshot brings the producer up
    recoveries.length = 0;
    const back = T0 + PRODUCER_SILENCE_MS + 3000;
    await ingestion.apply({ kind: 'alive', producerId: 1, ts: back, subscribed: true });
    expect(recoveries).toEqual([{ producerId: 1, requestId: expect.any(Number) }]);
    await ingestion.apply({ kind: 'alive', producerId: 1, ts: back + 1000, subscribed: true });
    expect(recoveries).toHaveLength(1); // one request at a time
    expect((await getOutcomeState(platform, live))?.active).toBe(false);
    await ingestion.apply({
      kind: 'snapshot_complete',
      producerId: 1,
      ts: back + 2000,
      requestId: recoveries[0]!.requestId,
    });
    expect(ingestion.producers.isDown(1)).toBe(false);
    expect(await getOutcomeState(platform, live)).toMatchObject({ marketStatus: 1, active: true });
    const status = published.filter((p) => p.subject === 'feed.status.1');
    expect(status.map((p) => (p.data.payload as { up: boolean }).up)).toEqual([false, true]);
  });

  it('a bet stop naming markets stops only those that are active; a late one changes nothing', async () => {
    await ingestion.apply(fixtureChange(matchFixture('sr:match:23'), T0 + 1));
    await ingestion.apply(
      oddsChange('sr:match:23', T0 + 100, [
        oneXTwo([2, 3, 4]),
        total(2.5, 1.9, 1.9),
        total(3.5, 2.8, 1.4, 0),
      ]),
    );
    published = [];
    await ingestion.apply({
      kind: 'bet_stop',
      producerId: 3,
      eventId: 'sr:match:23',
      ts: T0 + 50,
      marketIds: [1],
    });
    expect(published).toHaveLength(0); // older than the markets: late
    expect((await getMarketState(platform, ref('sr:match:23')))![0]!.marketStatus).toBe(1);

    await ingestion.apply({
      kind: 'bet_stop',
      producerId: 3,
      eventId: 'sr:match:23',
      ts: T0 + 200,
      marketIds: [18],
    });
    expect(published.map((p) => p.data.payload)).toEqual([
      { matchId: 'sr:match:23', producerId: 3, marketIds: [18], reason: 'bet-stop' },
    ]);
    expect((await getMarketState(platform, ref('sr:match:23', 18, 'total=2.5')))![0]).toMatchObject({
      marketStatus: -1,
      outcomeStatus: -1,
    });
    expect((await getMarketState(platform, ref('sr:match:23', 18, 'total=3.5')))![0]!.marketStatus).toBe(0);
    expect((await getMarketState(platform, ref('sr:match:23')))![0]).toMatchObject({
      marketStatus: 1,
      active: true,
    });
  });

  it('fixture changes: a delay keeps markets open, a cancellation suspends them, duplicates change nothing', async () => {
    const f = matchFixture('sr:match:24');
    await ingestion.apply(fixtureChange(f, T0 + 1));
    await ingestion.apply(oddsChange('sr:match:24', T0 + 100, [oneXTwo([2, 3, 4])]));
    const later = f.scheduledAt + 45 * 60_000;
    published = [];
    const delay = fixtureChange({ ...f, scheduledAt: later, status: 6 }, T0 + 200, 'start-time');
    await ingestion.apply(delay);
    expect(subjects()).toEqual(['feed.fixture.sr:match:24']);
    expect(published[0]!.data.payload).toMatchObject({ change: 'start-time', status: 6 });
    expect(await getMatchState(platform, 'sr:match:24')).toMatchObject({ status: 6, scheduledAt: later });
    expect((await getMarketState(platform, ref('sr:match:24')))![0]!.marketStatus).toBe(1);

    published = [];
    await ingestion.apply(delay); // the same message again
    await ingestion.applyBatch([delay]);
    expect(published).toHaveLength(0);

    await ingestion.apply(fixtureChange({ ...f, scheduledAt: later, status: 5 }, T0 + 300, 'cancelled'));
    expect(subjects()).toEqual(['feed.fixture.sr:match:24', 'feed.betstop.sr:match:24']);
    expect(published[1]!.data.payload).toMatchObject({ marketIds: [1], reason: 'fixture' });
    expect((await getMatchState(platform, 'sr:match:24'))?.status).toBe(5);
    expect((await getMarketState(platform, ref('sr:match:24')))![0]).toMatchObject({
      marketStatus: -1,
      active: false,
    });
  });

  it('late and duplicate odds in one batch: the newest message wins, published once', async () => {
    await ingestion.apply(fixtureChange(matchFixture('sr:match:25'), T0 + 1));
    published = [];
    const newest = oddsChange('sr:match:25', T0 + 300, [oneXTwo([1.8, 3.5, 4.5])]);
    await ingestion.applyBatch([
      newest,
      oddsChange('sr:match:25', T0 + 200, [oneXTwo([9, 9, 9])]), // late
      newest, // duplicate
    ]);
    expect(subjects()).toEqual(['feed.odds.sr:match:25']);
    expect((await getOutcomeState(platform, { ...ref('sr:match:25'), outcomeId: '1' }))?.odds).toBe(1.8);
  });
});
