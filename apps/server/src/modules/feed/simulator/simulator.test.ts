import { describe, expect, it } from 'vitest';
import type { BetSettlement, FeedMessage, OddsChange } from '../feed.messages';
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
});
