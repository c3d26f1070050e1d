import type { TMarket, TMatch } from '@placar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/platform';
import { listSettlementMessages } from '../feed';
import { runningSimulator } from '../feed/simulator/requests';
import { startSimulatorFeed } from '../feed/simulator/run';

describe('season outrights (EventSeason calls) from the simulator', () => {
  let sut: TestApp;
  // a few hours before the 2026 Brasileirão ends (7 December, 22:00 UTC)
  let wall = Date.UTC(2026, 11, 7, 18, 0);
  const get = (url: string) => sut.app.inject({ url });
  const tick = async (seconds = 1) => {
    for (let i = 0; i < seconds; i++) {
      wall += 1000;
      await runningSimulator(sut.platform)!.tick();
    }
  };

  beforeAll(async () => {
    sut = await createTestApp();
    // Série A and F1, one simulated hour per wall second, a clock the test moves
    await startSimulatorFeed(sut.platform, {
      clock: () => wall,
      autoTick: false,
      speed: 3600,
      leagues: [325, 40],
      horizonDays: 0,
      seasonSims: 600,
    });
    await tick(); // producers up: alive, recovery, snapshot
  });
  afterAll(() => sut.close());

  it('serves the current season of a tournament with its winner market priced from team strength', async () => {
    const season = await get('/api/EventSeason/v1/GetSeason/sr:tournament:325');
    expect(season.statusCode).toBe(200);
    expect(season.json().data).toMatchObject({
      id: 'sr:season:3252026',
      name: 'Brasileirão Série A 2026',
      tournamentId: 'sr:tournament:325',
      tournamentName: 'Brasileirão Série A',
      sportId: 'sr:sport:1',
      startDate: '2026-03-29',
      endDate: '2026-12-07',
      status: 0,
      countMarkets: 1,
    });
    expect((await get('/api/EventSeason/v1/GetSeason/sr:season:3252026')).json().data.id).toBe(
      'sr:season:3252026',
    );

    const markets = (await get('/api/EventSeason/v1/GetMarketsBySeason/sr:season:3252026')).json()
      .data as TMarket[];
    expect(markets).toHaveLength(1);
    const [winner] = markets;
    expect(winner).toMatchObject({ id: 534, name: 'Vencedor', status: 1, producerId: 3 });
    expect(winner!.outcomes).toHaveLength(20);
    const byName = new Map(winner!.outcomes.map((o) => [o.name, o]));
    const flamengo = byName.get('Flamengo')!; // 1770, the strongest
    const botafogo = byName.get('Botafogo')!; // 1700
    const sport = byName.get('Sport Recife')!; // 1510, the weakest
    expect(flamengo.active).toBe(true);
    expect(flamengo.odds).toBeLessThan(botafogo.odds);
    expect(botafogo.odds).toBeLessThan(sport.odds);
    expect(winner!.outcomes.reduce((a, o) => a + o.probabilities, 0)).toBeCloseTo(1, 4);
    expect(winner!.outcomes.filter((o) => o.active).reduce((a, o) => a + 1 / o.odds, 0)).toBeGreaterThan(1);

    const outcomes = await get('/api/EventSeason/v1/GetOutcomesByMarket/sr:tournament:325?marketId=534');
    expect(outcomes.json().data).toHaveLength(20);
    expect((await get('/api/EventSeason/v1/GetMarketsBySeason/sr:tournament:999')).json().data).toEqual([]);
    expect((await get('/api/EventSeason/v1/GetSeason/sr:tournament:999')).statusCode).toBe(404);
  });

  it('offers the F1 drivers championship and keeps seasons out of the event lists', async () => {
    const f1 = (await get('/api/EventSeason/v1/GetMarketsBySeason/sr:tournament:40')).json()
      .data as TMarket[];
    expect(f1[0]!.outcomes.map((o) => o.name)).toContain('Max Verstappen');
    const events = (await get('/api/EventFixture/v2/GetEventsByTournament/sr:tournament:325')).json()
      .data as TMatch[];
    expect(events.length).toBeGreaterThan(0);
    expect(events.some((e) => e.id.includes(':season:'))).toBe(false);
  });

  it('ends the season and settles its winner market on one champion, then opens the next season', async () => {
    await tick(5); // five simulated hours: past the end of the season
    const [settlement] = await listSettlementMessages(sut.platform, 'sr:season:3252026');
    expect(settlement).toMatchObject({ kind: 'settle', producerId: 3, certainty: 2 });
    const outcomes = settlement!.markets[0]!.outcomes;
    expect(outcomes).toHaveLength(20);
    expect(outcomes.filter((o) => o.result === 1)).toHaveLength(1);
    const ended = await get('/api/EventSeason/v1/GetSeason/sr:season:3252026');
    expect(ended.json().data.status).toBe(3);
    const next = await get('/api/EventSeason/v1/GetSeason/sr:tournament:325');
    expect(next.json().data).toMatchObject({ id: 'sr:season:3252027', name: 'Brasileirão Série A 2027' });
  });
});
