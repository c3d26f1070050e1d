import { describe, expect, it } from 'vitest';
import {
  BET_BUILDER_MESSAGES,
  checkBetBuilder,
  isBuildable,
  jointProbability,
  type Selection,
} from './betBuilder';
import { cashoutFairValue, cashoutOfferCentavos, ticketWinProbability } from './cashout';
import { footballDistributions } from './football/distribution';
import { footballParamsFromRatings, PREMATCH } from './football/goalModel';
import { marketName, outcomeName, renderLabel } from './labels';
import { advance, createMatchState } from './live/match';
import { formatSpecifiers, MARKET, parseSpecifiers } from './markets';
import { legFactor, multiplePayoutCentavos, singlesPayoutCentavos, ticketPayoutCentavos } from './payout';

const dist = footballDistributions(footballParamsFromRatings({ home: 1650, away: 1500 }), PREMATCH);
const home: Selection = { marketTypeId: MARKET.ONE_X_TWO, specifiers: '', outcomeId: '1' };
const over: Selection = { marketTypeId: MARKET.TOTAL, specifiers: 'total=2.5', outcomeId: '12' };
const btts: Selection = { marketTypeId: MARKET.BOTH_TEAMS_TO_SCORE, specifiers: '', outcomeId: '74' };
const htHome: Selection = { marketTypeId: MARKET.HALFTIME_1X2, specifiers: '', outcomeId: '1' };

describe('bet builder', () => {
  it('joint probability is the sum over the score matrix, not the product of the legs', () => {
    const matrix = dist.fullTime
      .filter(
        (c) => c.result.score.home > c.result.score.away && c.result.score.home + c.result.score.away > 2.5,
      )
      .reduce((a, c) => a + c.p, 0);
    const joint = jointProbability(dist, [home, over]);
    expect(joint).toBeCloseTo(matrix, 8);
    const product =
      jointProbability(dist, [home, over.outcomeId === '12' ? home : over]) * 0 +
      jointProbability(dist, [home]) * jointProbability(dist, [over]);
    expect(Math.abs(joint - product)).toBeGreaterThan(0.01);
    // half-time and full-time legs use the joint half-time × full-time matrix
    const both = jointProbability(dist, [htHome, home]);
    expect(both).toBeGreaterThan(jointProbability(dist, [htHome]) * jointProbability(dist, [home]));
    expect(both).toBeLessThan(jointProbability(dist, [htHome]));
  });

  it('accepts 2–10 compatible selections and refuses the others', () => {
    expect(checkBetBuilder(dist, [home, over, htHome])).toMatchObject({ ok: true });
    const over35 = { ...over, specifiers: 'total=3.5' };
    expect(checkBetBuilder(dist, [home, over35, btts])).toMatchObject({ ok: true });
    // home win and both teams scoring already imply over 2.5: redundant
    expect(checkBetBuilder(dist, [home, btts, over])).toMatchObject({ ok: false, index: 2 });
    expect(checkBetBuilder(dist, [home])).toMatchObject({ ok: false, message: BET_BUILDER_MESSAGES.tooFew });
    expect(
      checkBetBuilder(
        dist,
        Array.from({ length: 11 }, () => home),
      ),
    ).toMatchObject({ ok: false, message: BET_BUILDER_MESSAGES.tooMany });
    const incompatible = BET_BUILDER_MESSAGES.incompatible;
    expect(checkBetBuilder(dist, [home, home])).toMatchObject({ ok: false, message: incompatible, index: 1 });
    expect(checkBetBuilder(dist, [home, { ...home, outcomeId: '3' }])).toMatchObject({
      ok: false,
      message: incompatible,
    });
    // contradictory: home win and 0:0
    expect(
      checkBetBuilder(dist, [home, { marketTypeId: MARKET.CORRECT_SCORE, specifiers: '', outcomeId: '0:0' }]),
    ).toMatchObject({ ok: false, message: incompatible });
    // redundant: home win implies 1X
    expect(
      checkBetBuilder(dist, [home, { marketTypeId: MARKET.DOUBLE_CHANCE, specifiers: '', outcomeId: '9' }]),
    ).toMatchObject({ ok: false, message: incompatible });
    // lines that can push are not buildable
    expect(
      checkBetBuilder(dist, [home, { marketTypeId: MARKET.TOTAL, specifiers: 'total=2', outcomeId: '12' }]),
    ).toMatchObject({ ok: false, message: incompatible, index: 1 });
  });

  it('an outcome its market does not have is not buildable (a refusal, never a thrown error)', () => {
    const unknown: Selection[] = [
      { marketTypeId: MARKET.ONE_X_TWO, specifiers: '', outcomeId: '999' },
      { marketTypeId: MARKET.TOTAL, specifiers: 'total=2.5', outcomeId: 'toString' },
      { marketTypeId: MARKET.CORRECT_SCORE, specifiers: '', outcomeId: '1:x' },
    ];
    for (const s of unknown) {
      expect(isBuildable(s), s.outcomeId).toBe(false);
      expect(checkBetBuilder(dist, [home, s])).toMatchObject({
        ok: false,
        message: BET_BUILDER_MESSAGES.incompatible,
        index: 1,
      });
    }
  });

  it('prices from a live match state', () => {
    const state = advance(createMatchState('futebol', { home: 1600, away: 1500 }, 9), 1200).state;
    const p = jointProbability(state, [home, btts]);
    expect(p).toBeGreaterThan(0);
    expect(p).toBeLessThan(1);
  });
});

describe('payout', () => {
  it('applies void, half results and dead heat', () => {
    expect(legFactor({ odds: 2, result: 'won', voidFactor: 0 })).toBe(2);
    expect(legFactor({ odds: 2, result: 'won', voidFactor: 0.5 })).toBe(1.5);
    expect(legFactor({ odds: 2, result: 'lost', voidFactor: 0.5 })).toBe(0.5);
    expect(legFactor({ odds: 2, result: 'lost', voidFactor: 1 })).toBe(1);
    expect(legFactor({ odds: 6, result: 'won', voidFactor: 0, deadHeatFactor: 0.5 })).toBe(3);
  });
  it('multiples multiply, singles add, open tickets wait', () => {
    const legs = [
      { odds: 1.85, result: 'won' as const, voidFactor: 0 as const },
      { odds: 2.1, result: 'lost' as const, voidFactor: 1 as const },
      { odds: 1.9, result: 'won' as const, voidFactor: 0.5 as const },
    ];
    expect(multiplePayoutCentavos(1000, legs)).toBe(Math.floor(1000 * 1.85 * 1 * 1.45));
    expect(singlesPayoutCentavos(legs.map((leg) => ({ stakeCentavos: 500, leg })))).toBe(925 + 500 + 725);
    expect(ticketPayoutCentavos('multiple', 1000, [legs[0], undefined])).toBeUndefined();
    expect(
      ticketPayoutCentavos('multiple', 1000, [{ odds: 3, result: 'lost', voidFactor: 0 }, undefined]),
    ).toBe(0);
  });
});

describe('cashout', () => {
  it('counts settled legs and prices open ones at their current probability', () => {
    const legs = [
      { odds: 2, settled: { odds: 2, result: 'won' as const, voidFactor: 0 as const } },
      { odds: 3, probability: 0.5 },
    ];
    expect(ticketWinProbability(legs)).toBe(0.5);
    expect(cashoutFairValue(10, legs)).toBeCloseTo(30, 12);
    expect(cashoutOfferCentavos(1000, legs, 0.05)).toBe(2850);
    expect(
      cashoutOfferCentavos(1000, [
        { odds: 2, settled: { odds: 2, result: 'lost', voidFactor: 0 } },
        { odds: 3, probability: 0.9 },
      ]),
    ).toBe(0);
  });
});

describe('labels and specifiers', () => {
  it('an outcome id naming an object member (toString, constructor) is no template: a blank, not a crash', () => {
    for (const id of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      expect(outcomeName('pt', MARKET.ONE_X_TWO, id, {})).toEqual({
        text: ' ',
        missing: [`outcome:${MARKET.ONE_X_TWO}:${id}`],
      });
    }
  });

  it('parses and formats specifiers', () => {
    expect(parseSpecifiers('total=2.5|hcp=-1.5')).toEqual({ total: '2.5', hcp: '-1.5' });
    expect(formatSpecifiers({ total: 2.5, hcp: -1.5 })).toBe('hcp=-1.5|total=2.5');
    expect(() => parseSpecifiers('total')).toThrow(RangeError);
  });
  it('renders pt and es templates, blank for missing values', () => {
    const ctx = {
      competitor1: 'Flamengo',
      competitor2: 'Palmeiras',
      specifiers: { hcp: '-1.5', total: '2.5' },
    };
    expect(outcomeName('pt', MARKET.HANDICAP, '1714', ctx).text).toBe('Flamengo (-1.5)');
    expect(outcomeName('pt', MARKET.HANDICAP, '1715', ctx).text).toBe('Palmeiras (+1.5)');
    expect(outcomeName('es', MARKET.TOTAL, '12', ctx).text).toBe('Más de 2.5');
    expect(marketName('pt', MARKET.TOTAL, ctx).text).toBe('Total de gols 2.5');
    expect(outcomeName('pt', MARKET.CORRECT_SCORE, 'other', ctx).text).toBe('Outro');
    expect(renderLabel('{$competitor1} x {missing}', ctx)).toEqual({
      text: 'Flamengo x  ',
      missing: ['missing'],
    });
    expect(marketName('pt', 999, ctx)).toEqual({ text: ' ', missing: ['market:999'] });
  });
});
