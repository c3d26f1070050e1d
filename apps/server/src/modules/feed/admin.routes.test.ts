import type { TMatch, TSimulatorMatch, TStreamEnvelope } from '@placar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, tokenFor } from '../../testing/platform';
import { listSettlementMessages } from './feed.service';
import { runningSimulator } from './simulator/requests';
import { startSimulatorFeed } from './simulator/run';
import type { Simulator } from './simulator/simulator';

describe('POST /api/admin/simulator/matches', () => {
  let sut: TestApp;
  let admin: string;
  let bettor: string;
  let wall = Date.now();
  let simulator: Simulator;
  const published: { subject: string; data: TStreamEnvelope }[] = [];
  const start = (body: unknown, token = admin) =>
    sut.app.inject({
      method: 'POST',
      url: '/api/admin/simulator/matches',
      headers: { authorization: `Bearer ${token}` },
      payload: body as object,
    });
  /** Test-controlled feed time: `seconds` ticks of one wall second each. */
  async function play(seconds: number) {
    for (let i = 0; i < seconds; i++) {
      wall += 1000;
      await simulator.tick();
    }
  }

  beforeAll(async () => {
    sut = await createTestApp();
    admin = await tokenFor(sut.platform, { id: 1, roles: [1] });
    bettor = await tokenFor(sut.platform, { id: 2 });
  });
  afterAll(() => sut.close());

  it('is for admins, validates its body, and answers 503 while no simulator runs', async () => {
    const anonymous = await sut.app.inject({
      method: 'POST',
      url: '/api/admin/simulator/matches',
      payload: { sport: 'futebol' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await start({ sport: 'futebol' }, bettor)).statusCode).toBe(403);
    const badSport = await start({ sport: 'curling' });
    expect(badSport.statusCode).toBe(400);
    expect(badSport.json().error.code).toBe('VALIDATION_ERROR');
    expect((await start({ sport: 'futebol', durationSeconds: 5 })).statusCode).toBe(400);
    expect((await start({ sport: 'futebol', durationSeconds: 12.5 })).statusCode).toBe(400);
    const none = await start({ sport: 'futebol' });
    expect(none.statusCode).toBe(503);
    expect(none.json().error.code).toBe('SIMULATOR_NOT_RUNNING');
  });

  it('starts a live match now that appears in the live list, moves, ends on time and settles', async () => {
    // the simulator on a clock the test moves, with no schedule of its own (no leagues)
    await startSimulatorFeed(sut.platform, { clock: () => wall, autoTick: false, leagues: [], speed: 1 });
    simulator = runningSimulator(sut.platform)!;
    await play(2); // producers up (alive, recovery, snapshot)
    sut.platform.bus.subscribe<TStreamEnvelope>('feed.>', (m) => published.push(m));

    const res = await start({ sport: 'futebol', durationSeconds: 90 });
    expect(res.statusCode).toBe(201);
    const match = res.json().data as TSimulatorMatch;
    expect(match).toMatchObject({ sportId: 'sr:sport:1', tournamentId: 'sr:tournament:325' });
    expect(match.id).toMatch(/^sr:match:9\d{11}$/);
    expect(match.name).toMatch(/ vs\. /);
    expect(match.durationSeconds).toBeGreaterThan(85);
    expect(match.durationSeconds).toBeLessThanOrEqual(90);
    expect(Date.parse(match.endsAt)).toBe(wall + match.durationSeconds * 1000);

    const live = await sut.app.inject({ url: '/fb/live-matches?deviceType=Desktop' });
    const listed = (live.json().data as TMatch[]).find((m) => m.id === match.id);
    expect(listed).toMatchObject({ status: 1, sportId: 'sr:sport:1' });
    expect(listed?.time).toMatchObject({ stopped: false, timerType: 'up' });
    expect(listed?.markets.some((m) => m.status === 1 && m.outcomes.some((o) => o.active))).toBe(true);

    // compressed play: the match clock runs about 60 times faster than the wall clock
    await play(30);
    const mid = await sut.app.inject({ url: `/api/EventFixture/v1/GetFixtureStatusFromApi/${match.id}` });
    expect(mid.json().data).toMatchObject({ isLive: true, status: 1 });
    expect(mid.json().data.time.timeInSeconds).toBeGreaterThan(20 * 60);
    const oddsUpdates = published.filter((p) => p.subject === `feed.odds.${match.id}`);
    expect(oddsUpdates.length).toBeGreaterThan(3);

    wall = Date.parse(match.endsAt) - 5000;
    await play(1);
    expect((await listSettlementMessages(sut.platform, match.id)).length).toBe(0);
    await play(5); // past endsAt
    const ended = await sut.app.inject({ url: `/api/EventFixture/v1/GetFixtureStatusFromApi/${match.id}` });
    expect(ended.json().data).toMatchObject({ isLive: false, status: 3 });
    const { homeScore, awayScore } = ended.json().data as { homeScore: number; awayScore: number };
    const [settlement] = await listSettlementMessages(sut.platform, match.id);
    expect(settlement).toMatchObject({ kind: 'settle', matchId: match.id, homeScore, awayScore });
    const winner = homeScore > awayScore ? '1' : homeScore === awayScore ? '2' : '3';
    const oneXTwo = settlement!.markets.find((m) => m.marketId === 1);
    expect(oneXTwo?.outcomes.find((o) => o.result === 1)?.outcomeId).toBe(winner);
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await sut.app.inject({ url: '/api/docs/json' })).json();
    const post = doc.paths['/api/admin/simulator/matches']?.post;
    expect(post?.tags).toEqual(['admin']);
    expect(Object.keys(post?.requestBody?.content?.['application/json']?.schema?.properties ?? {})).toEqual([
      'sport',
      'durationSeconds',
    ]);
    expect(post?.responses?.['201']).toBeDefined();
  });

  it('plays any sport the simulator knows, at its own pace without a duration', async () => {
    const res = await start({ sport: 'tenis' });
    expect(res.statusCode).toBe(201);
    const match = res.json().data as TSimulatorMatch;
    expect(match.sportId).toBe('sr:sport:5');
    expect(match.durationSeconds).toBeGreaterThan(30 * 60); // a real tennis match at speed 1
    const detail = await sut.app.inject({ url: `/api/EventFixture/v1/GetFixtureDetail/${match.id}` });
    expect(detail.json().data).toMatchObject({ status: 1 });
    expect(detail.json().data.markets.length).toBeGreaterThan(0);
  });
});
