import { describe, expect, it } from 'vitest';
import { duelParamsFromRatings, duelWinProbability, priceDuel } from './duel/duel';
import { serviceGameWin, TENNIS_START, tennisMatchWin } from './duel/tennis';
import { MARKET, OUTCOME } from './markets';
import { eloWinProbability } from './math';
import { outrightWinProbabilities, priceOutright } from './outright';
import { priceScoreSport, type ScoreSportKey, scoreSportParamsFromRatings } from './scoreSports';
import type { PricedMarket } from './types';

const sum = (m: PricedMarket) => m.outcomes.reduce((a, o) => a + o.probability, 0);
const prob = (ms: PricedMarket[], id: number, spec: string, out: string) =>
  ms.find((m) => m.marketTypeId === id && m.specifiers === spec)!.outcomes.find((o) => o.outcomeId === out)!
    .probability;

describe('score sports (winner, handicap, total incl. overtime)', () => {
  it.each<ScoreSportKey>(['basquete', 'futebol-americano', 'hoquei-gelo', 'beisebol'])(
    '%s sums to 1, lines monotone',
    (sport) => {
      const params = scoreSportParamsFromRatings(sport, { home: 1550, away: 1500 });
      const markets = priceScoreSport(params);
      for (const m of markets) expect(sum(m), `${m.marketTypeId} ${m.specifiers}`).toBeCloseTo(1, 9);
      const totals = markets.filter((m) => m.marketTypeId === MARKET.TOTAL_INCL_OT);
      const overs = totals.map((m) => m.outcomes[0]!.probability);
      for (let i = 1; i < overs.length; i++) expect(overs[i]).toBeLessThan(overs[i - 1]!);
      expect(prob(markets, MARKET.WINNER_INCL_OT, '', OUTCOME.COMPETITOR1)).toBeGreaterThan(0.5);
    },
  );

  it('in play a lead late in the game is worth more than early', () => {
    const params = scoreSportParamsFromRatings('basquete', { home: 1500, away: 1500 });
    const early = priceScoreSport(params, { played: 0.25, score: { home: 30, away: 24 } });
    const late = priceScoreSport(params, { played: 0.95, score: { home: 100, away: 94 } });
    expect(prob(late, MARKET.WINNER_INCL_OT, '', OUTCOME.COMPETITOR1)).toBeGreaterThan(
      prob(early, MARKET.WINNER_INCL_OT, '', OUTCOME.COMPETITOR1),
    );
  });
});

describe('duel sports', () => {
  it('tennis: a service game from 40-0 is nearly won, deuce formula', () => {
    expect(serviceGameWin(0.64, 3, 0)).toBeGreaterThan(0.97);
    expect(serviceGameWin(0.5)).toBeCloseTo(0.5, 12);
    expect(tennisMatchWin({ bestOf: 3, serveHome: 0.64, serveAway: 0.64 }, TENNIS_START)).toBeCloseTo(0.5, 9);
  });

  it.each(['tenis', 'volei', 'esports', 'xadrez', 'mma'] as const)(
    '%s reproduces the rating win probability',
    (sport) => {
      const params = duelParamsFromRatings(sport, { home: 1700, away: 1550 });
      expect(duelWinProbability(params)).toBeCloseTo(eloWinProbability(150), 4);
      const [market] = priceDuel(params);
      expect(sum(market!)).toBeCloseTo(1, 12);
    },
  );

  it('tennis is set-score aware', () => {
    const params = duelParamsFromRatings('tenis', { home: 1500, away: 1500 });
    const up = duelWinProbability(params, {
      sport: 'tenis',
      sets: { home: 1, away: 0 },
      games: { home: 3, away: 2 },
      points: { home: 0, away: 0 },
      server: 'away',
    });
    const down = duelWinProbability(params, {
      sport: 'tenis',
      sets: { home: 0, away: 1 },
      games: { home: 0, away: 0 },
      points: { home: 0, away: 0 },
      server: 'home',
    });
    expect(up).toBeGreaterThan(0.75);
    expect(down).toBeLessThan(0.35);
  });
});

describe('outright (F1 special winner)', () => {
  const grid = Array.from({ length: 20 }, (_, i) => ({
    id: `sr:competitor:${100 + i}`,
    rating: 1800 - i * 20,
  }));
  it('sums to 1 and orders by rating', () => {
    const p = outrightWinProbabilities(grid);
    expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    for (let i = 1; i < p.length; i++) expect(p[i]).toBeLessThan(p[i - 1]!);
    const [m] = priceOutright(grid);
    expect(m!.outcomes).toHaveLength(20);
  });
});
