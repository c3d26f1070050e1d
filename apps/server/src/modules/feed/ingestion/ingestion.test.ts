import type { TFeedSettlementPayload, TStreamEnvelope } from '@placar/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Platform } from '../../../platform/context';
import { createTestPlatform } from '../../../testing/platform';
import { getMarketState, getMatchState, getOutcomeState, subscribeSettlements } from '../feed.service';
import { fixtureChange, matchFixture, oddsChange, oneXTwo, total } from '../testing/feed-builders';
import { Ingestion } from './ingestion';
import { PRODUCER_SILENCE_MS } from './producers';

describe('feed ingestion', () => {
  let platform: Platform;
  let ingestion: Ingestion;
  let published: { subject: string; data: TStreamEnvelope }[] = [];
  const recoveries: { producerId: number; requestId: number }[] = [];
  const T0 = 1_800_000_000_000;

  beforeAll(async () => {
    platform = await createTestPlatform();
    ingestion = new Ingestion(platform, async (producerId, _since, requestId) => {
      recoveries.push({ producerId, requestId });
    });
    await ingestion.load();
    platform.bus.subscribe<TStreamEnvelope>('feed.>', (m) => published.push(m));
    // producers up: alive → recovery request → snapshot complete
    for (const producerId of [1, 3] as const) {
      await ingestion.apply({ kind: 'alive', producerId, ts: T0, subscribed: true });
      const req = recoveries.find((r) => r.producerId === producerId)!;
      await ingestion.apply({ kind: 'snapshot_complete', producerId, ts: T0, requestId: req.requestId });
    }
  });
  afterAll(() => platform.close());
  beforeEach(() => {
    published = [];
  });

  const ref = (matchId: string, marketId = 1, specifiers = '') => ({ matchId, marketId, specifiers });

  it('stores a new fixture and publishes it with routing fields', async () => {
    await ingestion.apply(fixtureChange(matchFixture('sr:match:1'), T0 + 1));
    const state = await getMatchState(platform, 'sr:match:1');
    expect(state).toMatchObject({ homeName: 'Flamengo', status: 0, providerId: 1, isLive: false });
    const fixture = published.find((p) => p.subject === 'feed.fixture.sr:match:1');
    expect(fixture?.data).toMatchObject({
      event: 'fixture',
      matchId: 'sr:match:1',
      sportId: 'sr:sport:1',
      tournamentId: 'sr:tournament:325',
      mode: 0,
      ts: T0 + 1,
      payload: { change: 'new', status: 0 },
    });
  });

  it('applies odds, then ignores a duplicate and a late message for the same market', async () => {
    await ingestion.apply(
      oddsChange('sr:match:1', T0 + 100, [oneXTwo([2.1, 3.3, 3.4]), total(2.5, 1.9, 1.9)]),
    );
    expect(published.filter((p) => p.subject === 'feed.odds.sr:match:1')).toHaveLength(1);
    const payload = published[0]!.data.payload as {
      markets: { id: number; name: string; outcomes: unknown[] }[];
    };
    expect(payload.markets.map((m) => m.id).sort()).toEqual([1, 18]);
    expect(payload.markets.find((m) => m.id === 1)!.outcomes).toHaveLength(3);

    published = [];
    await ingestion.apply(oddsChange('sr:match:1', T0 + 100, [oneXTwo([9, 9, 9])])); // duplicate ts
    await ingestion.apply(oddsChange('sr:match:1', T0 + 50, [oneXTwo([8, 8, 8])])); // late
    expect(published).toHaveLength(0);
    expect((await getOutcomeState(platform, { ...ref('sr:match:1'), outcomeId: '1' }))?.odds).toBe(2.1);

    await ingestion.apply(oddsChange('sr:match:1', T0 + 200, [oneXTwo([2.0, 3.4, 3.6])]));
    expect((await getOutcomeState(platform, { ...ref('sr:match:1'), outcomeId: '1' }))?.odds).toBe(2.0);
    // only the market that changed is published
    const odds = published.find((p) => p.subject === 'feed.odds.sr:match:1')!.data.payload as {
      markets: { id: number }[];
    };
    expect(odds.markets.map((m) => m.id)).toEqual([1]);
  });

  it('bet stop suspends active markets only, and newer odds reopen them', async () => {
    await ingestion.apply(fixtureChange(matchFixture('sr:match:2'), T0 + 1));
    await ingestion.apply(
      oddsChange('sr:match:2', T0 + 100, [oneXTwo([2, 3, 4]), total(2.5, 1.8, 2.0, 0)]), // total inactive
    );
    published = [];
    await ingestion.apply({ kind: 'bet_stop', producerId: 1, eventId: 'sr:match:2', ts: T0 + 300 });
    const stop = published.find((p) => p.subject === 'feed.betstop.sr:match:2');
    expect(stop?.data.payload).toMatchObject({ marketIds: [1], reason: 'bet-stop' });
    expect((await getMarketState(platform, ref('sr:match:2')))![0]).toMatchObject({
      marketStatus: -1,
      active: false,
    });
    expect((await getMarketState(platform, ref('sr:match:2', 18, 'total=2.5')))![0]!.marketStatus).toBe(0);

    // an odds change older than the bet stop cannot reopen the market
    await ingestion.apply(oddsChange('sr:match:2', T0 + 250, [oneXTwo([2, 3, 4])]));
    expect((await getMarketState(platform, ref('sr:match:2')))![0]!.marketStatus).toBe(-1);
    await ingestion.apply(oddsChange('sr:match:2', T0 + 400, [oneXTwo([2.1, 3, 3.8])]));
    expect((await getMarketState(platform, ref('sr:match:2')))![0]).toMatchObject({
      marketStatus: 1,
      active: true,
    });

    // a second bet stop of the same time is a no-op: nothing left active to stop at that ts
    published = [];
    await ingestion.apply({ kind: 'bet_stop', producerId: 1, eventId: 'sr:match:2', ts: T0 + 350 });
    expect(published).toHaveLength(0);
  });

  it('suspends the markets of a silent producer and reopens them when it recovers', async () => {
    await ingestion.apply(fixtureChange(matchFixture('sr:match:3'), T0 + 1));
    await ingestion.apply(oddsChange('sr:match:3', T0 + 100, [oneXTwo([2, 3, 4])]));
    published = [];
    await ingestion.checkProducers(T0 + PRODUCER_SILENCE_MS - 1);
    expect(published).toHaveLength(0);
    await ingestion.checkProducers(T0 + PRODUCER_SILENCE_MS + 1);
    expect(published.find((p) => p.subject === 'feed.status.3')?.data.payload).toMatchObject({ up: false });
    expect(published.find((p) => p.subject === 'feed.betstop.sr:match:3')?.data.payload).toMatchObject({
      reason: 'producer-down',
    });
    expect(await getOutcomeState(platform, { ...ref('sr:match:3'), outcomeId: '1' })).toMatchObject({
      marketStatus: -1,
      active: false,
    });

    // alive again → recovery requested; up only after that request's snapshot completes
    recoveries.length = 0;
    const back = T0 + PRODUCER_SILENCE_MS + 5000;
    await ingestion.apply({ kind: 'alive', producerId: 3, ts: back, subscribed: true });
    expect(recoveries).toHaveLength(1);
    expect((await getOutcomeState(platform, { ...ref('sr:match:3'), outcomeId: '1' }))?.active).toBe(false);
    await ingestion.apply({ kind: 'snapshot_complete', producerId: 3, ts: back, requestId: 999 });
    expect(ingestion.producers.isDown(3)).toBe(true);
    await ingestion.apply({
      kind: 'snapshot_complete',
      producerId: 3,
      ts: back,
      requestId: recoveries[0]!.requestId,
    });
    expect(ingestion.producers.isDown(3)).toBe(false);
    expect((await getOutcomeState(platform, { ...ref('sr:match:3'), outcomeId: '1' }))?.active).toBe(true);
    await ingestion.apply({ kind: 'alive', producerId: 1, ts: back, subscribed: true });
  });

  it('applies fixture changes: new start time, postponement suspends, stale fixture ignored', async () => {
    const f = matchFixture('sr:match:4');
    await ingestion.apply(fixtureChange(f, T0 + 1));
    await ingestion.apply(oddsChange('sr:match:4', T0 + 100, [oneXTwo([2, 3, 4])]));
    const later = f.scheduledAt + 3_600_000;
    await ingestion.apply(fixtureChange({ ...f, scheduledAt: later, status: 6 }, T0 + 200, 'start-time'));
    expect(await getMatchState(platform, 'sr:match:4')).toMatchObject({ scheduledAt: later, status: 6 });
    await ingestion.apply(fixtureChange({ ...f, scheduledAt: f.scheduledAt }, T0 + 150, 'start-time')); // stale
    expect((await getMatchState(platform, 'sr:match:4'))?.scheduledAt).toBe(later);
    published = [];
    await ingestion.apply(fixtureChange({ ...f, scheduledAt: later, status: 8 }, T0 + 300, 'status'));
    expect((await getMatchState(platform, 'sr:match:4'))?.status).toBe(8);
    expect(published.map((p) => p.subject)).toEqual(['feed.fixture.sr:match:4', 'feed.betstop.sr:match:4']);
    expect((await getMarketState(platform, ref('sr:match:4')))![0]!.marketStatus).toBe(-1);
  });

  it('stores settlements once, publishes them for betting, and applies rollbacks and cancels', async () => {
    await ingestion.apply(fixtureChange(matchFixture('sr:match:5'), T0 + 1));
    await ingestion.apply(oddsChange('sr:match:5', T0 + 100, [oneXTwo([2, 3, 4])]));
    const received: TFeedSettlementPayload[] = [];
    const stop = subscribeSettlements(platform, (p) => received.push(p));
    const settle = {
      kind: 'bet_settlement' as const,
      producerId: 1 as const,
      eventId: 'sr:match:5',
      ts: T0 + 9000,
      certainty: 2 as const,
      homeScore: 2,
      awayScore: 1,
      markets: [
        {
          marketId: 1,
          specifiers: '',
          outcomes: [
            { outcomeId: '1', result: 1 as const, voidFactor: 0, deadHeatFactor: 1 },
            { outcomeId: '2', result: 0 as const, voidFactor: 0, deadHeatFactor: 1 },
            { outcomeId: '3', result: 0 as const, voidFactor: 0, deadHeatFactor: 1 },
          ],
        },
      ],
    };
    await ingestion.apply(settle);
    await ingestion.apply(settle); // duplicate
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ kind: 'settle', matchId: 'sr:match:5', homeScore: 2, awayScore: 1 });
    expect(published.filter((p) => p.subject === 'feed.settlement.sr:match:5')).toHaveLength(1);
    const settled = await getMarketState(platform, ref('sr:match:5'));
    expect(settled!.map((o) => o.outcomeStatus)).toEqual([-3, -3, -3]);
    expect(settled![0]!.marketStatus).toBe(3);
    // a late odds change cannot reopen a settled market
    await ingestion.apply(oddsChange('sr:match:5', T0 + 9500, [oneXTwo([2, 3, 4])]));
    expect((await getMarketState(platform, ref('sr:match:5')))![0]!.marketStatus).toBe(3);

    await ingestion.apply({
      kind: 'rollback_bet_settlement',
      producerId: 1,
      eventId: 'sr:match:5',
      ts: T0 + 9600,
      markets: [{ marketId: 1, specifiers: '' }],
    });
    expect((await getMarketState(platform, ref('sr:match:5')))![0]).toMatchObject({
      marketStatus: -1,
      outcomeStatus: -1,
    });
    await ingestion.apply({
      kind: 'bet_cancel',
      producerId: 1,
      eventId: 'sr:match:5',
      ts: T0 + 9700,
      startTime: null,
      endTime: null,
      markets: [],
    });
    expect((await getMarketState(platform, ref('sr:match:5')))![0]).toMatchObject({
      marketStatus: 3,
      outcomeStatus: -4,
    });
    expect(received.map((r) => r.kind)).toEqual(['settle', 'rollback-settle', 'cancel']);
    expect(published.some((p) => p.subject === 'feed.cancel.sr:match:5')).toBe(true);
    stop();
  });

  it('publishes live time when an odds change carries a newer match state', async () => {
    await ingestion.apply(fixtureChange(matchFixture('sr:match:6'), T0 + 1));
    published = [];
    const state = {
      status: 1 as const,
      matchStatusDescription: '1º tempo',
      homeScore: 1,
      awayScore: 0,
      clock: { timeInSeconds: 1200, stopped: false, timerType: 'up' as const },
    };
    await ingestion.apply(
      oddsChange('sr:match:6', T0 + 500, [oneXTwo([1.5, 4, 6])], { producerId: 1, state }),
    );
    await ingestion.apply(
      oddsChange('sr:match:6', T0 + 400, [], { producerId: 1, state: { ...state, homeScore: 0 } }),
    );
    const live = published.filter((p) => p.subject === 'feed.livetime.sr:match:6');
    expect(live).toHaveLength(1);
    expect(live[0]!.data).toMatchObject({
      mode: 1,
      payload: { homeScore: 1, time: { timeInSeconds: 1200 } },
    });
    expect(await getMatchState(platform, 'sr:match:6')).toMatchObject({
      isLive: true,
      producerId: 1,
      homeScore: 1,
    });
  });
});
