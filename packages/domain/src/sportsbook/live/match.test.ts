import { describe, expect, it } from 'vitest';
import { MARKET } from '../markets';
import type { SportKey } from '../sports';
import { advance, createMatchState, finalResultOf, playToEnd, priceMatch } from './match';

const grid = Array.from({ length: 20 }, (_, i) => ({ id: `sr:competitor:${i + 1}`, rating: 1800 - i * 15 }));

describe('live match models', () => {
  it('football: plausible goals over many seeded matches', () => {
    let goals = 0;
    let draws = 0;
    const n = 150;
    for (let seed = 1; seed <= n; seed++) {
      const { state, events } = playToEnd(createMatchState('futebol', { home: 1500, away: 1500 }, seed));
      const r = finalResultOf(state)!;
      expect(r.status).toBe('ended');
      expect(r.halfTime!.home).toBeLessThanOrEqual(r.score.home);
      goals += r.score.home + r.score.away;
      if (r.score.home === r.score.away) draws++;
      expect(events.filter((e) => e.type === 'score').length).toBe(r.score.home + r.score.away);
      expect(events.at(-1)!.type).toBe('match_ended');
    }
    expect(draws / n).toBeGreaterThan(0.15);
    expect(goals / n).toBeGreaterThan(2.2);
    expect(goals / n).toBeLessThan(3.2);
  });

  it('is deterministic for a seed, whatever the step size', () => {
    const a = playToEnd(createMatchState('futebol', { home: 1600, away: 1450 }, 42));
    let s = createMatchState('futebol', { home: 1600, away: 1450 }, 42);
    const events = [];
    while (s.status !== 'ended') {
      const step = advance(s, 60);
      s = step.state;
      events.push(...step.events);
    }
    expect(s.result).toEqual(a.state.result);
    expect(events).toEqual(a.events);
  });

  it.each<[SportKey, number, number]>([
    ['basquete', 150, 260],
    ['futebol-americano', 25, 70],
    ['hoquei-gelo', 3, 9],
    ['beisebol', 5, 13],
  ])('%s finishes with a winner and a plausible mean total', (sport, lo, hi) => {
    let total = 0;
    const n = 60;
    for (let seed = 1; seed <= n; seed++) {
      const r = finalResultOf(playToEnd(createMatchState(sport, { home: 1520, away: 1500 }, seed)).state)!;
      expect(r.score.home).not.toBe(r.score.away);
      total += r.score.home + r.score.away;
    }
    expect(total / n).toBeGreaterThan(lo);
    expect(total / n).toBeLessThan(hi);
  });

  it.each<SportKey>(['tenis', 'volei', 'esports', 'xadrez', 'mma'])(
    '%s finishes with a winner; favourite wins more',
    (sport) => {
      let favourite = 0;
      const n = 60;
      for (let seed = 1; seed <= n; seed++) {
        const r = finalResultOf(playToEnd(createMatchState(sport, { home: 1700, away: 1500 }, seed)).state)!;
        expect(r.score.home).not.toBe(r.score.away);
        if (r.score.home > r.score.away) favourite++;
      }
      expect(favourite / n).toBeGreaterThan(0.55);
    },
  );

  it('formula-1 ends with a full ranking and prices the outright in play', () => {
    let s = createMatchState('formula-1', grid, 7, { laps: 30 });
    const pre = priceMatch(s);
    expect(pre[0]!.marketTypeId).toBe(MARKET.OUTRIGHT_WINNER);
    s = advance(s, 1500).state;
    const mid = priceMatch(s)[0]!;
    expect(mid.outcomes.reduce((a, o) => a + o.probability, 0)).toBeCloseTo(1, 9);
    const r = finalResultOf(playToEnd(s).state)!;
    expect(new Set(r.ranking).size).toBe(20);
  });

  it('prices every sport during play with probabilities summing to 1', () => {
    for (const sport of [
      'futebol',
      'basquete',
      'futebol-americano',
      'hoquei-gelo',
      'beisebol',
      'tenis',
      'volei',
      'esports',
      'xadrez',
      'mma',
    ] as const) {
      let s = createMatchState(sport, { home: 1550, away: 1500 }, 3);
      for (let i = 0; i < 6 && s.status !== 'ended'; i++) {
        s = advance(s, 700).state;
        for (const m of priceMatch(s)) {
          const covered = m.marketTypeId === MARKET.DOUBLE_CHANCE ? 2 : 1;
          expect(
            m.outcomes.reduce((a, o) => a + o.probability, 0),
            `${sport} ${m.marketTypeId}`,
          ).toBeCloseTo(covered, 6);
        }
      }
    }
  });
});
