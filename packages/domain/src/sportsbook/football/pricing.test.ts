import { describe, expect, it } from 'vitest';
import { decimalToUs } from '../../odds';
import { priceMarketFromDistribution } from '../distribution';
import { DEFAULT_MARGIN } from '../margin';
import { MARKET, OUTCOME } from '../markets';
import type { PricedMarket } from '../types';
import { footballDistributions } from './distribution';
import { type FootballInPlayState, footballParamsFromRatings, PREMATCH } from './goalModel';
import { priceCorrectScore, priceFootball } from './pricing';

const params = footballParamsFromRatings({ home: 1620, away: 1540 });

function prob(markets: PricedMarket[], marketTypeId: number, specifiers: string, outcomeId: string): number {
  const market = markets.find((m) => m.marketTypeId === marketTypeId && m.specifiers === specifiers);
  const outcome = market?.outcomes.find((o) => o.outcomeId === outcomeId);
  if (!outcome) throw new Error(`no ${marketTypeId} ${specifiers} ${outcomeId}`);
  return outcome.probability;
}

const states: FootballInPlayState[] = [
  PREMATCH,
  { period: 'first_half', minuteOfHalf: 30, score: { home: 0, away: 1 } },
  { period: 'half_time', minuteOfHalf: 0, score: { home: 1, away: 1 } },
  {
    period: 'second_half',
    minuteOfHalf: 40,
    score: { home: 2, away: 1 },
    halfTimeScore: { home: 1, away: 1 },
    redCards: { home: 1, away: 0 },
  },
];

describe('priceFootball', () => {
  it.each(states)('every market sums to 1 before margin and has a margin after (%o)', (state) => {
    const markets = priceFootball(params, state);
    expect(markets.length).toBeGreaterThan(10);
    for (const market of markets) {
      const fair = market.outcomes.reduce((a, o) => a + o.probability, 0);
      // double chance covers every result twice
      const covered = market.marketTypeId === MARKET.DOUBLE_CHANCE ? 2 : 1;
      expect(fair, `${market.marketTypeId} ${market.specifiers}`).toBeCloseTo(covered, 9);
      for (const o of market.outcomes) {
        expect(Number.isInteger(Math.round(o.odds * 100))).toBe(true);
        expect(o.odds).toBeGreaterThanOrEqual(1.01);
        expect(o.oddsUS).toBe(decimalToUs(o.odds));
        if (o.active) expect(o.odds).toBeLessThanOrEqual(1 / o.probability + 1e-9);
      }
      if (market.outcomes.every((o) => o.active && o.odds < 100)) {
        expect(market.outcomes.reduce((a, o) => a + 1 / o.odds, 0)).toBeGreaterThan(covered * 1.03);
      }
    }
  });

  it('1X2, double chance and draw no bet agree', () => {
    const m = priceFootball(params);
    const [h, d, a] = [OUTCOME.HOME, OUTCOME.DRAW, OUTCOME.AWAY].map((o) =>
      prob(m, MARKET.ONE_X_TWO, '', o),
    ) as [number, number, number];
    expect(prob(m, MARKET.DOUBLE_CHANCE, '', OUTCOME.HOME_OR_DRAW)).toBeCloseTo(h + d, 12);
    expect(prob(m, MARKET.DOUBLE_CHANCE, '', OUTCOME.HOME_OR_AWAY)).toBeCloseTo(h + a, 12);
    expect(prob(m, MARKET.DOUBLE_CHANCE, '', OUTCOME.DRAW_OR_AWAY)).toBeCloseTo(d + a, 12);
    expect(prob(m, MARKET.DRAW_NO_BET, '', OUTCOME.COMPETITOR1)).toBeCloseTo(h / (h + a), 12);
    // asian handicap 0 is draw no bet
    expect(prob(m, MARKET.HANDICAP, 'hcp=0', OUTCOME.HCP_HOME)).toBeCloseTo(h / (h + a), 12);
    // asian -0.5 is the home win
    expect(prob(m, MARKET.HANDICAP, 'hcp=-0.5', OUTCOME.HCP_HOME)).toBeCloseTo(h, 12);
    // european 0:1 draw is the home team winning by exactly one
    expect(prob(m, MARKET.EUROPEAN_HANDICAP, 'hcp=1:0', OUTCOME.EH_AWAY)).toBeLessThan(a);
  });

  it('totals are monotone in the line and match the correct-score matrix for 0.5', () => {
    const m = priceFootball(params);
    const overs = [0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5].map((t) =>
      prob(m, MARKET.TOTAL, `total=${t}`, OUTCOME.OVER),
    );
    for (let i = 1; i < overs.length; i++) expect(overs[i]).toBeLessThan(overs[i - 1]!);
    expect(1 - overs[0]!).toBeCloseTo(prob(m, MARKET.CORRECT_SCORE, '', '0:0'), 12);
    const quarter = priceFootball(params, PREMATCH, { totals: [2.25, 2.5, 2.75] });
    const q = [2.25, 2.5, 2.75].map((t) => prob(quarter, MARKET.TOTAL, `total=${t}`, OUTCOME.OVER));
    expect(q[0]).toBeGreaterThan(q[1]!);
    expect(q[1]).toBeGreaterThan(q[2]!);
  });

  it('correct score by lookup equals the generic evaluator on the same distribution', () => {
    const state: FootballInPlayState = {
      period: 'first_half',
      minuteOfHalf: 12,
      score: { home: 1, away: 0 },
    };
    const dist = footballDistributions(params, state);
    const fast = priceCorrectScore(dist.fullTime, { score: '1:0' }, DEFAULT_MARGIN);
    const generic = priceMarketFromDistribution(
      dist.fullTime,
      MARKET.CORRECT_SCORE,
      { score: '1:0' },
      DEFAULT_MARGIN,
    );
    for (const [i, o] of fast.outcomes.entries()) {
      expect(o.probability).toBeCloseTo(generic.outcomes[i]!.probability, 12);
    }
  });

  it('handicaps are symmetric when the teams swap', () => {
    const swapped = { homeGoals: params.awayGoals, awayGoals: params.homeGoals };
    const lines = [-1.5, -0.75, -0.25, 0, 0.5, 1.25];
    const m = priceFootball(params, PREMATCH, { handicaps: lines });
    const s = priceFootball(swapped, PREMATCH, { handicaps: lines.map((l) => -l) });
    for (const line of lines) {
      expect(prob(m, MARKET.HANDICAP, `hcp=${line}`, OUTCOME.HCP_HOME)).toBeCloseTo(
        prob(s, MARKET.HANDICAP, `hcp=${line === 0 ? 0 : -line}`, OUTCOME.HCP_AWAY),
        12,
      );
    }
    const asc = lines.map((l) => prob(m, MARKET.HANDICAP, `hcp=${l}`, OUTCOME.HCP_HOME));
    for (let i = 1; i < asc.length; i++) expect(asc[i]).toBeGreaterThan(asc[i - 1]!);
  });

  it('moves with the game: a goal, the clock and a red card', () => {
    const base: FootballInPlayState = {
      period: 'second_half',
      minuteOfHalf: 10,
      score: { home: 0, away: 0 },
      halfTimeScore: { home: 0, away: 0 },
    };
    const home = (s: FootballInPlayState) =>
      prob(priceFootball(params, s), MARKET.ONE_X_TWO, '', OUTCOME.HOME);
    const draw = (s: FootballInPlayState) =>
      prob(priceFootball(params, s), MARKET.ONE_X_TWO, '', OUTCOME.DRAW);
    expect(home({ ...base, score: { home: 1, away: 0 } })).toBeGreaterThan(home(base));
    expect(draw({ ...base, minuteOfHalf: 40 })).toBeGreaterThan(draw(base));
    expect(home({ ...base, redCards: { home: 1, away: 0 } })).toBeLessThan(home(base));
    expect(priceFootball(params, { ...base, period: 'ended' })).toEqual([]);
  });

  it('leaves out decided markets in play and offers correct scores from the current score', () => {
    const m = priceFootball(params, { period: 'first_half', minuteOfHalf: 20, score: { home: 2, away: 1 } });
    expect(m.some((x) => x.marketTypeId === MARKET.TOTAL && x.specifiers === 'total=2.5')).toBe(false);
    expect(m.some((x) => x.marketTypeId === MARKET.BOTH_TEAMS_TO_SCORE)).toBe(false);
    const cs = m.find((x) => x.marketTypeId === MARKET.CORRECT_SCORE)!;
    expect(cs.specifiers).toBe('score=2:1');
    expect(cs.outcomes).toHaveLength(16);
    expect(cs.outcomes[0]!.outcomeId).toBe('2:1');
  });
});
