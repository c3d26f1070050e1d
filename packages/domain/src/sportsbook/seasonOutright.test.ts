import { describe, expect, it } from 'vitest';
import { createPrng } from './live/prng';
import { MARKET } from './markets';
import type { OutrightEntrant } from './outright';
import {
  monotoneInRating,
  priceSeasonOutright,
  type SeasonFormat,
  seasonFinalResult,
  seasonWinProbabilities,
  simulateSeason,
} from './seasonOutright';
import { settleMarket } from './settlement';

const teams = (ratings: number[]): OutrightEntrant[] =>
  ratings.map((rating, i) => ({ id: `sr:competitor:${i + 1}`, rating }));

const SERIE_A = teams([
  1770, 1760, 1700, 1650, 1650, 1660, 1640, 1640, 1630, 1620, 1620, 1610, 1590, 1580, 1580, 1550, 1540, 1530,
  1520, 1510,
]);
const FORMATS: [string, SeasonFormat, OutrightEntrant[]][] = [
  ['league', { kind: 'league', rounds: 2, drawRate: 0.27 }, SERIE_A],
  [
    'cup with byes',
    { kind: 'cup', drawRate: 0.27 },
    teams([1770, 1760, 1630, 1640, 1590, 1545, 1620, 1620, 1520, 1480, 1650, 1610]),
  ],
  [
    'playoff',
    { kind: 'playoff', rounds: 2, qualifiers: 8, bestOf: 7 },
    teams([1690, 1720, 1660, 1680, 1650, 1600, 1620, 1610, 1640, 1630, 1580, 1560]),
  ],
  [
    'races',
    { kind: 'races', races: 24 },
    teams([1800, 1790, 1780, 1760, 1740, 1750, 1690, 1680, 1690, 1640, 1660, 1670]),
  ],
];

/** Entrant indices, strongest first. */
const strongestFirst = (entrants: OutrightEntrant[]) =>
  entrants.map((_, i) => i).sort((a, b) => entrants[b]!.rating - entrants[a]!.rating);

describe('season outright pricing (Monte-Carlo over whole seasons)', () => {
  it.each(FORMATS)(
    '%s: probabilities sum to 1 before the margin, a stronger side is never less likely',
    (_n, format, entrants) => {
      const p = seasonWinProbabilities(entrants, format, { sims: 3000, seed: 7 });
      expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
      for (const x of p) expect(x).toBeGreaterThanOrEqual(0);
      const order = strongestFirst(entrants);
      for (let k = 1; k < order.length; k++) {
        const [stronger, weaker] = [order[k - 1]!, order[k]!];
        expect(p[stronger]!).toBeGreaterThanOrEqual(p[weaker]!);
        if (entrants[stronger]!.rating === entrants[weaker]!.rating) expect(p[stronger]).toBe(p[weaker]);
      }
      // the favourite is clearly ahead of the weakest side
      expect(p[order[0]!]!).toBeGreaterThan(p[order.at(-1)!]! + 0.02);
    },
  );

  it('priced with the margin: the stronger side gets shorter odds, the book is over 100 %', () => {
    const market = priceSeasonOutright(SERIE_A, FORMATS[0]![1], { sims: 3000, seed: 7 });
    expect(market.marketTypeId).toBe(MARKET.OUTRIGHT_WINNER);
    expect(market.outcomes.map((o) => o.outcomeId)).toEqual(SERIE_A.map((e) => e.id));
    const fair = market.outcomes.reduce((a, o) => a + o.probability, 0);
    expect(fair).toBeCloseTo(1, 12);
    const traded = market.outcomes.filter((o) => o.active);
    expect(traded.length).toBeGreaterThan(5);
    expect(traded.reduce((a, o) => a + 1 / o.odds, 0)).toBeGreaterThan(1.03);
    const flamengo = market.outcomes[0]!; // 1770
    const sport = market.outcomes[19]!; // 1510
    expect(flamengo.odds).toBeLessThan(market.outcomes[2]!.odds); // 1700
    expect(market.outcomes[2]!.odds).toBeLessThan(sport.odds);
    const order = strongestFirst(SERIE_A);
    for (let k = 1; k < order.length; k++) {
      expect(market.outcomes[order[k - 1]!]!.odds).toBeLessThanOrEqual(market.outcomes[order[k]!]!.odds);
    }
    const fairOdds = priceSeasonOutright(SERIE_A, FORMATS[0]![1], {
      sims: 3000,
      seed: 7,
      margin: { method: 'proportional', overround: 0 },
    });
    expect(fairOdds.outcomes[0]!.odds).toBeGreaterThan(flamengo.odds);
  });

  it('agrees with the exact answer where there is one', () => {
    // two sides, one game, no draws: P(champion) is the Elo expectation
    const duel = teams([1600, 1500]);
    const e = 1 / (1 + 10 ** (-100 / 400));
    const p = seasonWinProbabilities(duel, { kind: 'league', rounds: 1 }, { sims: 20_000, seed: 3 });
    expect(Math.abs(p[0]! - e)).toBeLessThan(0.015);
    // a best-of-7 series: P(4 wins before 4 losses)
    const series = seasonWinProbabilities(duel, { kind: 'cup', bestOf: 7 }, { sims: 20_000, seed: 3 });
    let exact = 0;
    for (let k = 0; k < 4; k++)
      exact += (factorial(3 + k) / (factorial(3) * factorial(k))) * e ** 4 * (1 - e) ** k;
    expect(Math.abs(series[0]! - exact)).toBeLessThan(0.015);
    // a side far stronger than everyone wins nearly always
    const p2 = seasonWinProbabilities(
      teams([2300, 1500, 1500, 1500]),
      { kind: 'league', rounds: 2 },
      { sims: 2000 },
    );
    expect(p2[0]!).toBeGreaterThan(0.97);
  });

  it('is deterministic for a seed and reprices only when the ratings move', () => {
    const format = FORMATS[0]![1];
    const a = seasonWinProbabilities(SERIE_A, format, { sims: 1000, seed: 11 });
    expect(seasonWinProbabilities(SERIE_A, format, { sims: 1000, seed: 11 })).toEqual(a);
    const drifted = SERIE_A.map((t, i) => (i === 2 ? { ...t, rating: t.rating + 60 } : t));
    const b = seasonWinProbabilities(drifted, format, { sims: 1000, seed: 11 });
    expect(b[2]!).toBeGreaterThan(a[2]!);
  });

  it('a simulated season ranks every entrant once and settles the winner market on its champion', () => {
    for (const [, format, entrants] of FORMATS) {
      const ranking = simulateSeason(entrants, format, createPrng(5));
      expect([...ranking].sort()).toEqual(entrants.map((e) => e.id).sort());
      const result = seasonFinalResult(entrants, format, 5);
      expect(result.ranking).toEqual(ranking);
      const settled = settleMarket(
        MARKET.OUTRIGHT_WINNER,
        '',
        result,
        entrants.map((e) => e.id),
      );
      expect(settled.filter((s) => s.result === 'won').map((s) => s.outcomeId)).toEqual([ranking[0]]);
    }
  });

  it('monotone adjustment keeps the sum and pools equal ratings', () => {
    const entrants = teams([1500, 1600, 1600, 1700]);
    const out = monotoneInRating(entrants, [0.3, 0.1, 0.2, 0.4]);
    expect(out.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(out[1]).toBe(out[2]);
    expect(out[0]!).toBeLessThanOrEqual(out[1]!);
    expect(out[2]!).toBeLessThanOrEqual(out[3]!);
  });
});

function factorial(n: number): number {
  return n <= 1 ? 1 : n * factorial(n - 1);
}
