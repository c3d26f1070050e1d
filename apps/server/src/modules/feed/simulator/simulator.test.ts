import { describe, expect, it, vi } from 'vitest';
import type { BetSettlement, FeedMessage, FixtureChange, OddsChange } from '../feed.messages';
import { Simulator } from './simulator';

const START = Date.UTC(2026, 0, 10, 18, 0); // a Saturday evening: Brasileirão matches around

/** Runs the simulator on a fake clock: `steps` ticks of `stepMs` wall time each. */
async function run(seed: number, steps: number, stepMs = 10_000) {
  let wall = START;
  const messages: FeedMessage[] = [];
  const sim = new Simulator({
    seed,
    speed: 60,
    clock: () => wall,
    leagues: [325],
    horizonDays: 0,
    autoTick: false,
    seasonSims: 300,
  });
  await sim.start(async (m) => {
    messages.push(m);
  });
  for (let i = 0; i < steps; i++) {
    wall += stepMs;
    await sim.tick();
  }
  return { messages, sim };
}

describe('odds simulator', () => {
  it('is deterministic for a seed', async () => {
    const a = await run(7, 12);
    const b = await run(7, 12);
    expect(a.messages.length).toBeGreaterThan(10);
    expect(JSON.stringify(b.messages)).toBe(JSON.stringify(a.messages));
    const c = await run(8, 12);
    expect(JSON.stringify(c.messages)).not.toBe(JSON.stringify(a.messages));
  });

  it('starts with matches in play, offers priced markets, plays both providers', async () => {
    const { messages, sim } = await run(7, 1);
    expect(sim.liveCount).toBeGreaterThan(0);
    const fixtures = messages.filter((m) => m.kind === 'fixture_change');
    expect(fixtures.some((f) => f.eventId.startsWith('bg:match:'))).toBe(true);
    const live = messages.find((m): m is OddsChange => m.kind === 'odds_change' && m.producerId === 1)!;
    expect(live.state?.status).toBe(1);
    const oneXTwo = live.markets.find((m) => m.marketId === 1)!;
    const implied = oneXTwo.outcomes.reduce((s, o) => s + 1 / o.odds, 0);
    expect(implied).toBeGreaterThan(1); // a margin is on
    expect(oneXTwo.outcomes.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 6);
    expect(messages.some((m) => m.kind === 'alive')).toBe(true);
  });

  it('settles every offered market of a finished match correctly for the final score', async () => {
    const { messages } = await run(7, 30);
    const settlements = messages.filter((m): m is BetSettlement => m.kind === 'bet_settlement');
    expect(settlements.length).toBeGreaterThan(0);
    for (const s of settlements) {
      const h = s.homeScore!;
      const a = s.awayScore!;
      const winner = h > a ? '1' : h === a ? '2' : '3';
      const oneXTwo = s.markets.find((m) => m.marketId === 1);
      if (oneXTwo) {
        expect(oneXTwo.outcomes.find((o) => o.result === 1)?.outcomeId).toBe(winner);
      }
      const total = s.markets.find((m) => m.marketId === 18 && m.specifiers === 'total=2.5');
      if (total) {
        expect(total.outcomes.find((o) => o.result === 1)?.outcomeId).toBe(h + a > 2.5 ? '12' : '13');
      }
      // every market offered during the match is settled
      const offered = new Set(
        messages
          .filter((m): m is OddsChange => m.kind === 'odds_change' && m.eventId === s.eventId)
          .flatMap((m) => m.markets.map((k) => `${k.marketId}|${k.specifiers}`)),
      );
      expect(new Set(s.markets.map((m) => `${m.marketId}|${m.specifiers}`))).toEqual(offered);
    }
  });

  it('stops betting on dangerous moments and reopens afterwards', async () => {
    const { messages } = await run(7, 30);
    const stopIndex = messages.findIndex((m) => m.kind === 'bet_stop');
    expect(stopIndex).toBeGreaterThanOrEqual(0);
    const stop = messages[stopIndex]!;
    const reopened = messages
      .slice(stopIndex + 1)
      .find(
        (m): m is OddsChange => m.kind === 'odds_change' && 'eventId' in stop && m.eventId === stop.eventId,
      );
    expect(reopened).toBeDefined();
    // the reopening odds change sends every market again (the stored ones were suspended)
    const before = messages
      .slice(0, stopIndex)
      .filter(
        (m): m is OddsChange => m.kind === 'odds_change' && 'eventId' in stop && m.eventId === stop.eventId,
      )
      .flatMap((m) => m.markets.map((k) => `${k.marketId}|${k.specifiers}`));
    const resent = new Set(reopened!.markets.map((k) => `${k.marketId}|${k.specifiers}`));
    for (const key of new Set(before)) if (reopened!.markets.length > 0) expect(resent.has(key)).toBe(true);
  });

  it('sends a market again only when its status or prices moved, and hands a tick over in parts', async () => {
    const parts: FeedMessage[][] = [];
    let wall = START;
    const sim = new Simulator({
      seed: 7,
      speed: 60,
      clock: () => wall,
      leagues: [325],
      horizonDays: 0,
      autoTick: false,
      seasonSims: 300,
    });
    await sim.start(
      async () => {
        throw new Error('with a batch sink, messages come in parts');
      },
      async (messages) => {
        parts.push(messages);
      },
    );
    for (let i = 0; i < 12; i++) {
      wall += 10_000;
      await sim.tick();
    }
    const all = parts.flat();
    const { messages } = await run(7, 12);
    expect(all.map((m) => m.kind)).toEqual(messages.map((m) => m.kind)); // same messages, same order
    const last = new Map<string, string>();
    for (const m of all) {
      if (m.kind !== 'odds_change') continue;
      for (const k of m.markets) {
        const key = `${m.eventId}|${k.marketId}|${k.specifiers}`;
        const signature = JSON.stringify([k.status, k.outcomes.map((o) => [o.odds, o.active])]);
        // a market repeated unchanged only when the match moved to the live producer or reopened
        if (last.get(key) === signature && m.producerId === 3) throw new Error(`${key} re-sent unchanged`);
        last.set(key, signature);
      }
    }
  });

  it('offers the season outright of a main league, priced from the ratings, re-sent only when it moves', async () => {
    const { messages } = await run(7, 12);
    const fixture = messages.find(
      (m): m is FixtureChange => m.kind === 'fixture_change' && m.eventId === 'sr:season:3252026',
    );
    expect(fixture?.fixture).toMatchObject({
      eventType: 'season',
      name: 'Brasileirão Série A 2026',
      season: { startDate: '2026-03-29', endDate: '2026-12-07' },
      scheduledAt: Date.UTC(2026, 11, 7, 22),
    });
    expect(fixture?.fixture.competitors).toHaveLength(20);
    const odds = messages.filter(
      (m): m is OddsChange => m.kind === 'odds_change' && m.eventId === 'sr:season:3252026',
    );
    expect(odds).toHaveLength(1); // 12 ticks of 10 minutes: before the next repricing (6 h)
    const [market] = odds[0]!.markets;
    expect(odds[0]!.producerId).toBe(3);
    expect(market).toMatchObject({ marketId: 534, specifiers: '', status: 1 });
    expect(market!.outcomes.map((o) => o.outcomeId)).toEqual(fixture!.fixture.competitors.map((c) => c.id));
    expect(market!.outcomes.reduce((a, o) => a + o.probability, 0)).toBeCloseTo(1, 9);
    expect(market!.outcomes[0]!.odds).toBeLessThan(market!.outcomes[19]!.odds); // Flamengo, Sport Recife
  });

  it('starts a match on request: live at once, deterministic for the seed, ending after its duration', async () => {
    async function demo() {
      let wall = START;
      const messages: FeedMessage[] = [];
      const sim = new Simulator({ seed: 7, speed: 10, clock: () => wall, leagues: [], autoTick: false });
      await sim.start(async (m) => {
        messages.push(m);
      });
      const started = await sim.startMatchNow({ sport: 'basquete', durationSeconds: 40 });
      const first = messages.find((m): m is OddsChange => m.kind === 'odds_change')!;
      let endedAt: number | undefined;
      while (endedAt === undefined && wall < START + 60_000) {
        wall += 1000;
        await sim.tick();
        if (messages.some((m) => m.kind === 'bet_settlement')) endedAt = wall;
      }
      return { started, first, endedAt, messages };
    }
    const a = await demo();
    expect(a.started).toMatchObject({ sportId: 'sr:sport:2', tournamentId: 'sr:tournament:132' });
    expect(a.first).toMatchObject({ eventId: a.started.id, producerId: 1, state: { status: 1 } });
    expect(a.first.state?.clockRate).toBeGreaterThan(10); // compressed beyond the feed's own speed
    expect(a.first.markets.length).toBeGreaterThan(2);
    expect(a.started.endsAt).toBe(START + a.started.endsInSeconds * 1000);
    expect(a.endedAt).toBeGreaterThanOrEqual(a.started.endsAt);
    expect(a.endedAt).toBeLessThan(a.started.endsAt + 2000); // within a tick of the promise
    const b = await demo();
    expect(JSON.stringify(b.messages)).toBe(JSON.stringify(a.messages));
  });

  it('keeps feed times whole milliseconds on a compressed clock (they are stored as bigint)', async () => {
    // an epoch and speed whose product has a fraction, as a resumed leader's shared clock can
    let wall = START + 333;
    const messages: FeedMessage[] = [];
    const sim = new Simulator({
      seed: 7,
      speed: 30.3,
      epoch: START - 0.25,
      clock: () => wall,
      leagues: [],
      autoTick: false,
    });
    await sim.start(async (m) => {
      messages.push(m);
    });
    await sim.startMatchNow({ sport: 'futebol', durationSeconds: 30 });
    wall += 1001;
    await sim.tick();
    expect(Number.isInteger(sim.simNow())).toBe(true);
    const fixtures = messages.filter((m) => m.kind === 'fixture_change');
    expect(fixtures.length).toBeGreaterThan(0);
    for (const m of fixtures) expect(Number.isInteger(m.fixture?.scheduledAt)).toBe(true);
    for (const m of messages) expect(Number.isInteger(m.ts)).toBe(true);
  });

  it('a new leader settles a match that ended while no feed ran, with the result the last leader would have given', async () => {
    const speed = 5;
    const options = {
      seed: 11,
      speed,
      leagues: [],
      horizonDays: 0,
      autoTick: false,
      seasonSims: 100,
      epoch: START,
    };
    // the uninterrupted run: the match asked for, played to its end by one simulator
    async function leader(ticks: number) {
      let wall = START;
      const messages: FeedMessage[] = [];
      const sim = new Simulator({ ...options, clock: () => wall });
      await sim.start(async (m) => {
        messages.push(m);
      });
      const started = await sim.startMatchNow({ sport: 'futebol', durationSeconds: 30 });
      for (let i = 0; i < ticks; i++) {
        wall += 1000;
        await sim.tick();
      }
      return { started, messages };
    }
    const whole = await leader(40);
    const expected = whole.messages.find(
      (m): m is BetSettlement => m.kind === 'bet_settlement' && m.eventId === whole.started.id,
    )!;
    expect(expected).toBeDefined();

    // the leader dies 10 s into the match: what the database holds of it then
    const cut = await leader(10);
    const id = cut.started.id;
    expect(cut.messages.some((m) => m.kind === 'bet_settlement' && m.eventId === id)).toBe(false);
    const fixture = cut.messages.find(
      (m): m is FixtureChange => m.kind === 'fixture_change' && m.eventId === id,
    )!;
    const odds = cut.messages.filter((m): m is OddsChange => m.kind === 'odds_change' && m.eventId === id);
    const offered = new Map<string, { marketId: number; specifiers: string }>();
    for (const o of odds)
      for (const m of o.markets)
        offered.set(`${m.marketId}|${m.specifiers}`, { marketId: m.marketId, specifiers: m.specifiers });

    // nobody leads until after its end; then a new simulator starts and adopts it
    let wall = cut.started.endsAt + 60_000;
    const messages: FeedMessage[] = [];
    const next = new Simulator({ ...options, clock: () => wall });
    next.adopt([
      {
        id,
        tournamentId: fixture.fixture.tournament.id,
        scheduledAt: fixture.fixture.scheduledAt,
        clockRate: odds.at(-1)!.state!.clockRate!,
        offered: [...offered.values()],
      },
    ]);
    await next.start(async (m) => {
      messages.push(m);
    });
    const final = messages.find((m): m is OddsChange => m.kind === 'odds_change' && m.eventId === id)!;
    expect(final.state?.status).toBe(3);
    const settled = messages.find(
      (m): m is BetSettlement => m.kind === 'bet_settlement' && m.eventId === id,
    )!;
    expect(settled).toBeDefined();
    expect([settled.homeScore, settled.awayScore]).toEqual([expected.homeScore, expected.awayScore]);
    // every market the last leader offered is settled
    const keys = new Set(settled.markets.map((m) => `${m.marketId}|${m.specifiers}`));
    for (const key of offered.keys()) expect(keys.has(key)).toBe(true);
    expect(next.liveCount).toBe(0);
    wall += 1000;
    await next.tick();
    expect(messages.filter((m) => m.kind === 'bet_settlement' && m.eventId === id)).toHaveLength(1);
  });

  it("says its producers are alive before a tick's pricing (a new leader's long first tick keeps them up)", async () => {
    const { messages } = await run(7, 0);
    expect(messages.slice(0, 2)).toMatchObject([
      { kind: 'alive', producerId: 1 },
      { kind: 'alive', producerId: 3 },
    ]);
    expect(messages.length).toBeGreaterThan(10);
  });

  it('a new leader started mid-match plays scheduled matches on to the same results as the last one', async () => {
    const options = {
      seed: 7,
      speed: 60,
      leagues: [325, 17, 8, 132],
      horizonDays: 0,
      autoTick: false,
      seasonSims: 50,
      epoch: START,
    };
    async function leader(from: number, to: number) {
      // ticks come at uneven times, as a timer's do
      let wall = START + from * 10_007;
      const settled = new Map<string, string>();
      const sim = new Simulator({ ...options, clock: () => wall });
      await sim.start(async (m) => {
        if (m.kind === 'bet_settlement' && m.homeScore !== null) {
          const results = m.markets.map(
            (k) => `${k.marketId}|${k.specifiers}:${k.outcomes.map((o) => o.result).join('')}`,
          );
          settled.set(m.eventId, `${m.homeScore}-${m.awayScore} ${results.sort().join(' ')}`);
        }
      });
      for (let i = from; i < to; i++) {
        wall += 10_007;
        await sim.tick();
      }
      return settled;
    }
    // one leader throughout; another that took over 18 ticks in (3 h of feed time), matches in play
    const whole = await leader(0, 48);
    const resumed = await leader(18, 48);
    const both = [...resumed.keys()].filter((id) => whole.has(id));
    expect(both.length).toBeGreaterThanOrEqual(4);
    // the score, and every market both settled (each leader settles the lines it offered)
    const key = (r: string) => r.slice(0, r.lastIndexOf(':'));
    const differ = both.filter((id) => {
      const [a, b] = [whole.get(id)!.split(' '), resumed.get(id)!.split(' ')];
      const lines = new Map(a.slice(1).map((r) => [key(r), r]));
      const common = b.slice(1).filter((r) => lines.has(key(r)));
      return a[0] !== b[0] || common.length === 0 || common.some((r) => lines.get(key(r)) !== r);
    });
    expect(differ).toEqual([]);
  });

  it('stops within a long first tick, and hands over nothing after its stop', async () => {
    const options = { seed: 7, speed: 1, leagues: [325, 17, 8, 132], autoTick: false, seasonSims: 50 };
    const full: FeedMessage[] = [];
    await new Simulator({ ...options, clock: () => START }).start(async (m) => {
      full.push(m);
    });
    const delivered: FeedMessage[] = [];
    const sim = new Simulator({ ...options, clock: () => START });
    const starting = sim.start(async (m) => {
      delivered.push(m);
    });
    await vi.waitFor(() => expect(delivered.length).toBeGreaterThan(0), { timeout: 20_000, interval: 1 });
    await sim.stop();
    const atStop = delivered.length;
    await starting;
    await sim.tick();
    expect(delivered.length).toBe(atStop);
    expect(atStop).toBeLessThan(full.length);
  });
});
