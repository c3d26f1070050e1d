import type { TStreamEnvelope } from '@placar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../../platform/context';
import { createTestPlatform } from '../../../testing/platform';
import { getMarketState, getMatchState, getOutcomeState } from '../feed.service';
import { fixtureChange, matchFixture, oddsChange, oneXTwo, total } from '../testing/feed-builders';
import { Ingestion } from './ingestion';

describe('feed ingestion in batches', () => {
  let platform: Platform;
  let ingestion: Ingestion;
  const published: { subject: string; data: TStreamEnvelope }[] = [];
  const T0 = 1_800_000_000_000;
  const ref = (matchId: string, marketId = 1, specifiers = '') => ({ matchId, marketId, specifiers });

  beforeAll(async () => {
    platform = await createTestPlatform();
    ingestion = new Ingestion(platform, async () => {});
    await ingestion.load();
    platform.bus.subscribe<TStreamEnvelope>('feed.>', (m) => published.push(m));
  });
  afterAll(() => platform.close());

  it('stores fixtures and odds of many events like one by one, and publishes each change', async () => {
    const live = {
      status: 1 as const,
      matchStatusDescription: '1º tempo',
      homeScore: 1,
      awayScore: 0,
      clock: null,
    };
    await ingestion.applyBatch([
      fixtureChange(matchFixture('sr:match:1'), T0 + 1),
      oddsChange('sr:match:1', T0 + 2, [oneXTwo([2.1, 3.3, 3.4]), total(2.5, 1.9, 1.9)]),
      fixtureChange(
        matchFixture('sr:match:2', { home: { id: 'sr:competitor:9', name: 'Bahia', abbreviation: 'BAH' } }),
        T0 + 3,
      ),
      { ...oddsChange('sr:match:2', T0 + 4, [oneXTwo([1.5, 4, 6])]), state: live },
      // a second odds change of the same event in the same batch applies after the first
      oddsChange('sr:match:1', T0 + 5, [oneXTwo([2.0, 3.4, 3.6])]),
      // a late one changes nothing
      oddsChange('sr:match:2', T0 + 3, [oneXTwo([9, 9, 9])]),
    ]);
    expect(await getMatchState(platform, 'sr:match:1')).toMatchObject({ homeName: 'Flamengo', status: 0 });
    expect(await getMatchState(platform, 'sr:match:2')).toMatchObject({
      homeName: 'Bahia',
      status: 1,
      homeScore: 1,
    });
    expect((await getOutcomeState(platform, { ...ref('sr:match:1'), outcomeId: '1' }))?.odds).toBe(2.0);
    expect((await getMarketState(platform, ref('sr:match:1', 18, 'total=2.5')))?.[0]?.odds).toBe(1.9);
    expect((await getOutcomeState(platform, { ...ref('sr:match:2'), outcomeId: '1' }))?.odds).toBe(1.5);

    const subjects = published.map((p) => p.subject);
    expect(subjects.filter((s) => s.startsWith('feed.fixture.'))).toEqual([
      'feed.fixture.sr:match:1',
      'feed.fixture.sr:match:2',
    ]);
    expect(subjects.filter((s) => s === 'feed.odds.sr:match:1')).toHaveLength(2);
    expect(subjects.filter((s) => s === 'feed.odds.sr:match:2')).toHaveLength(1);
    expect(subjects).toContain('feed.livetime.sr:match:2');
    const second = published.filter((p) => p.subject === 'feed.odds.sr:match:1')[1]!.data.payload as {
      markets: { id: number }[];
    };
    expect(second.markets.map((m) => m.id)).toEqual([1]); // only what changed
    expect(published.find((p) => p.subject === 'feed.odds.sr:match:2')?.data.mode).toBe(1);
  });
});
