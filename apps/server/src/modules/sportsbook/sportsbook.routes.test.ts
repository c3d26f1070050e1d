import { ZMatch } from '@placar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, tokenFor } from '../../testing/platform';
import { Ingestion } from '../feed/ingestion/ingestion';
import { fixtureChange, matchFixture, oddsChange, oneXTwo, total } from '../feed/testing/feed-builders';

describe('sportsbook calls', () => {
  let sut: TestApp;
  let admin: string;
  let bettor: string;
  const now = Date.now();
  const live = {
    status: 1 as const,
    matchStatusDescription: '2º tempo',
    homeScore: 1,
    awayScore: 1,
    clock: { timeInSeconds: 3600, stopped: false, timerType: 'up' as const },
  };

  beforeAll(async () => {
    sut = await createTestApp();
    admin = await tokenFor(sut.platform, { id: 1, roles: [1] });
    bettor = await tokenFor(sut.platform, { id: 2 });
    const requests: { p: 1 | 3; r: number }[] = [];
    const ingestion = new Ingestion(sut.platform, async (p, _s, r) => {
      requests.push({ p, r });
    });
    await ingestion.load();
    for (const p of [1, 3] as const) {
      await ingestion.apply({ kind: 'alive', producerId: p, ts: now, subscribed: true });
      await ingestion.apply({
        kind: 'snapshot_complete',
        producerId: p,
        ts: now,
        requestId: requests.at(-1)!.r,
      });
    }
    await ingestion.apply(fixtureChange(matchFixture('sr:match:10', { scheduledAt: now - 3_600_000 }), now));
    await ingestion.apply(
      oddsChange('sr:match:10', now + 1, [oneXTwo([2.5, 3.1, 2.9]), total(2.5, 1.8, 2.0)], {
        producerId: 1,
        state: live,
      }),
    );
    await ingestion.apply(fixtureChange(matchFixture('sr:match:11', { scheduledAt: now + 86_400_000 }), now));
    await ingestion.apply(oddsChange('sr:match:11', now + 1, [oneXTwo([1.9, 3.4, 4.2])]));
    const u20 = matchFixture('sr:match:12', {
      scheduledAt: now + 86_400_000,
      tournament: {
        id: 'sr:tournament:1432',
        name: 'Brasileirão Sub-20',
        isPrincipal: false,
        priority: 0,
        earlyPayout: false,
      },
      hasStreaming: false,
    });
    await ingestion.apply(fixtureChange(u20, now));
    await ingestion.apply(oddsChange('sr:match:12', now + 1, [oneXTwo([2, 3, 4])]));
  });
  afterAll(() => sut.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    sut.app.inject({ method: 'GET', url, headers });

  it('answers live events and the fixture detail with the seed field names', async () => {
    const res = await get('/api/EventFixture/v1/GetLiveEvents');
    expect(res.statusCode).toBe(200);
    const [match] = res.json().data;
    expect(ZMatch.parse(match)).toBeTruthy();
    expect(match).toMatchObject({
      id: 'sr:match:10',
      homeCompetitorName: 'Flamengo',
      homeScore: 1,
      producerId: 1,
      providerId: 1,
      status: 1,
      time: { stopped: false, timerType: 'up' },
      mainMarket: { id: 1, name: 'Resultado final' },
    });
    expect(match.time.timeInSeconds).toBeGreaterThanOrEqual(3600);
    expect(match.mainMarket.outcomes.map((o: { name: string }) => o.name)).toEqual([
      'Flamengo',
      'Empate',
      'Palmeiras',
    ]);
    expect(match.mainMarket.outcomes[0]).toMatchObject({
      outcomeId: '1',
      odds: 2.5,
      oddsUS: 150,
      active: true,
      homeOrAwayTeam: 0,
    });

    const detail = await get('/api/EventFixture/v1/GetFixtureDetail/sr:match:10');
    expect(detail.json().data.markets.map((m: { id: number }) => m.id)).toEqual([1, 18]);
    const fb = await get('/fb/live-matches?deviceType=Mobile&d=123');
    expect(fb.json().data[0].markets).toHaveLength(1);
  });

  it('answers 404 for unknown events, quiet empty lists for markets and outcomes, 400 for bad ids', async () => {
    expect((await get('/api/EventFixture/v1/GetFixtureDetail/sr:match:999')).statusCode).toBe(404);
    expect((await get('/api/EventFixture/v1/markets/sr:match:999')).json()).toEqual({ data: [] });
    expect((await get('/api/EventFixture/v1/outcomes/sr:match:999')).json()).toEqual({ data: [] });
    const bad = await get('/api/EventFixture/v1/GetFixtureDetail/banana');
    expect(bad.statusCode).toBe(400);
    const streaming = await get('/fb/streaming/sr:match:12');
    expect(streaming.statusCode).toBe(404);
    expect(streaming.json().error.context.reason).toBe('Streaming not available');
    expect((await get('/fb/streaming/sr:match:10')).json().data.kind).toBe('match-tracker');
    const outcomes = await get(
      '/api/EventFixture/v1/outcomes/sr:match:10?marketId=18&specifiers=total%3D2.5',
    );
    expect(outcomes.json().data.map((o: { name: string }) => o.name)).toEqual([
      'Mais de 2.5',
      'Menos de 2.5',
    ]);
  });

  it('hides under-age tournaments on the Brazil brands only', async () => {
    const br = await get('/fb/prematch/sr:sport:1');
    expect(br.json().data.map((m: { id: string }) => m.id)).toEqual(['sr:match:11']);
    const mx = await get('/fb/prematch/sr:sport:1', { 'x-brand': 'mx' });
    expect(
      mx
        .json()
        .data.map((m: { id: string }) => m.id)
        .sort(),
    ).toEqual(['sr:match:11', 'sr:match:12']);
    const sport = await get('/api/SportBook/v1/catalog/sports/sr:sport:1');
    const names = sport
      .json()
      .data.categories.flatMap((c: { tournaments: { name: string }[] }) => c.tournaments.map((t) => t.name));
    expect(names).not.toContain('Brasileirão Sub-20');
  });

  it('lets only role 1 change the feed switch; hidden events show in admin mode only', async () => {
    const body = { EventId: 'sr:match:11', Show: false };
    expect(
      (await sut.app.inject({ method: 'POST', url: '/api/providerswitch/replace', payload: body }))
        .statusCode,
    ).toBe(401);
    const asBettor = await sut.app.inject({
      method: 'POST',
      url: '/api/providerswitch/replace',
      headers: { authorization: `Bearer ${bettor}` },
      payload: body,
    });
    expect(asBettor.statusCode).toBe(403);
    const bad = await sut.app.inject({
      method: 'POST',
      url: '/api/providerswitch/replace',
      headers: { authorization: `Bearer ${admin}` },
      payload: { Show: true },
    });
    expect(bad.statusCode).toBe(400);
    const ok = await sut.app.inject({
      method: 'POST',
      url: '/api/providerswitch/replace',
      headers: { authorization: `Bearer ${admin}` },
      payload: body,
    });
    expect(ok.json().data).toEqual({ eventId: 'sr:match:11', show: false, replace: true });
    expect((await get('/api/providerswitch')).json().data['sr:match:11']).toEqual({
      show: false,
      replace: true,
    });
    expect((await get('/fb/prematch/sr:sport:1')).json().data).toEqual([]);
    expect((await get('/fb/prematch/sr:sport:1/hidden')).json().data.prematchEventsHidden).toEqual([
      'sr:match:11',
    ]);
    expect(
      (await get('/fb/prematch/sr:sport:1?adminMode=true', { authorization: `Bearer ${bettor}` })).statusCode,
    ).toBe(403);
    const asAdmin = await get('/fb/prematch/sr:sport:1?adminMode=true', { authorization: `Bearer ${admin}` });
    expect(asAdmin.json().data.map((m: { id: string }) => m.id)).toEqual(['sr:match:11']);
    const del = await sut.app.inject({
      method: 'DELETE',
      url: '/api/providerswitch/delete/sr:match:11',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(del.statusCode).toBe(200);
    expect((await get('/fb/prematch/sr:sport:1')).json().data).toHaveLength(1);
  });

  it('names markets and outcomes in pt and es; a missing label is a blank space', async () => {
    expect((await get('/labels/market/pt/sr:match:10/18/total=2.5')).json()).toEqual({
      data: 'Total de gols 2.5',
    });
    expect((await get('/labels/outcome/es/sr:match:10/18/total=2.5/12')).json()).toEqual({
      data: 'Más de 2.5',
    });
    expect((await get('/labels/outcome/pt/sr:match:10/1/-/1')).json()).toEqual({ data: 'Flamengo' });
    expect((await get('/labels/market/pt/sr:match:10/99999/-')).json()).toEqual({ data: ' ' });
  });

  it('answers the header bar, search and principal tournaments', async () => {
    const head = (await get('/api/SidebarSport/v3/home/headbar')).json().data;
    expect(head.find((i: { type: string }) => i.type === 'sports')).toMatchObject({
      displayName: 'Futebol',
      path: '/esportes/futebol',
    });
    const search = (await get('/api/SportBook/v1/search/all?query=flamen')).json().data;
    expect(search.teams.map((t: { name: string }) => t.name)).toContain('Flamengo');
    expect(search.events.length).toBeGreaterThan(0);
    expect((await get('/api/SportBook/v1/search/all?query=a')).statusCode).toBe(400);
    const principal = (
      await get(
        '/api/PrincipalTournaments/v1/GetEventsByPrincipalTournaments?tournamentToShow=5&forwardDays=3',
      )
    ).json().data;
    expect(principal[0]).toMatchObject({ tournamentId: 'sr:tournament:325' });
  });
});
