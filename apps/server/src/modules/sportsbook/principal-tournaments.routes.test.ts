import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/platform';
import { Ingestion } from '../feed/ingestion/ingestion';
import { fixtureChange, matchFixture, oddsChange, oneXTwo, total } from '../feed/testing/feed-builders';

/** Issue 17 defect 2: /esportes (desktop) showed "—" in the "Total de gols" column of every row. */
describe('GetEventsByPrincipalTournaments carries the markets of the list columns', () => {
  let sut: TestApp;
  const now = Date.now();

  beforeAll(async () => {
    sut = await createTestApp();
    const requests: number[] = [];
    const ingestion = new Ingestion(sut.platform, async (_p, _s, r) => {
      requests.push(r);
    });
    await ingestion.load();
    for (const p of [1, 3] as const) {
      await ingestion.apply({ kind: 'alive', producerId: p, ts: now, subscribed: true });
      await ingestion.apply({
        kind: 'snapshot_complete',
        producerId: p,
        ts: now,
        requestId: requests.at(-1)!,
      });
    }
    await ingestion.apply(fixtureChange(matchFixture('sr:match:21', { scheduledAt: now + 86_400_000 }), now));
    await ingestion.apply(
      oddsChange('sr:match:21', now + 1, [oneXTwo([1.9, 3.4, 4.2]), total(2.5, 1.85, 1.95)]),
    );
  });
  afterAll(() => sut.close());

  it('a soccer match has its 1x2 and its total of goals (market 18, outcomes 12 and 13)', async () => {
    const res = await sut.app.inject({
      method: 'GET',
      url: '/api/PrincipalTournaments/v1/GetEventsByPrincipalTournaments?tournamentToShow=5&forwardDays=3',
    });
    expect(res.statusCode).toBe(200);
    const event = res
      .json()
      .data.flatMap((t: { events: unknown[] }) => t.events)
      .find((e: { id: string }) => e.id === 'sr:match:21');
    expect(event.mainMarket.id).toBe(1);
    const totals = event.markets.find((m: { id: number }) => m.id === 18);
    expect(totals?.specifiers).toBe('total=2.5');
    expect(totals?.outcomes.map((o: { outcomeId: string; odds: number }) => [o.outcomeId, o.odds])).toEqual([
      ['12', 1.85],
      ['13', 1.95],
    ]);
  });
});
