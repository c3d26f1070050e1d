import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KNOWN_MARKET_TYPES, MARKET } from './markets';
import { settleMarket, settleOutcome } from './settlement';
import type { FinalResult, OutcomeSettlement } from './types';

type Expect = Pick<OutcomeSettlement, 'result' | 'voidFactor'>;
const W: Expect = { result: 'won', voidFactor: 0 };
const L: Expect = { result: 'lost', voidFactor: 0 };
const PUSH: Expect = { result: 'lost', voidFactor: 1 };
const HALF_WON: Expect = { result: 'won', voidFactor: 0.5 };
const HALF_LOST: Expect = { result: 'lost', voidFactor: 0.5 };
const yes = (c: boolean) => (c ? W : L);

/** Independent table: a bet at adjusted margin m (already including the line). */
function byMargin(m: number): Expect {
  if (m >= 0.5) return W;
  if (Math.abs(m - 0.25) < 1e-9) return HALF_WON;
  if (Math.abs(m) < 1e-9) return PUSH;
  if (Math.abs(m + 0.25) < 1e-9) return HALF_LOST;
  return L;
}

/**
 * Brute-force evaluator written from the market rules, independently of evaluate.ts: regular-time
 * markets read the score after regular time, 'incl. overtime' and winner markets the final score.
 */
function brute(market: number, spec: Record<string, string>, outcome: string, r: FinalResult): Expect {
  if (r.status === 'cancelled') return PUSH;
  const h = (r.regular ?? r.score).home;
  const a = (r.regular ?? r.score).away;
  const fh = r.score.home;
  const fa = r.score.away;
  const ht = r.halfTime!;
  const total = Number(spec.total);
  const hcp = Number(spec.hcp);
  switch (market) {
    case MARKET.ONE_X_TWO:
      return yes({ '1': h > a, '2': h === a, '3': h < a }[outcome]!);
    case MARKET.HALFTIME_1X2:
      return yes({ '1': ht.home > ht.away, '2': ht.home === ht.away, '3': ht.home < ht.away }[outcome]!);
    case MARKET.DOUBLE_CHANCE:
      return yes({ '9': h >= a, '10': h !== a, '11': a >= h }[outcome]!);
    case MARKET.DRAW_NO_BET:
      if (h === a) return PUSH;
      return yes(outcome === '4' ? h > a : a > h);
    case MARKET.WINNER:
    case MARKET.WINNER_INCL_OT:
      if (fh === fa) return PUSH;
      return yes(outcome === '4' ? fh > fa : fa > fh);
    case MARKET.EUROPEAN_HANDICAP: {
      const [eh, ea] = spec.hcp!.split(':').map(Number) as [number, number];
      const d = h + eh - (a + ea);
      return yes({ '1711': d > 0, '1712': d === 0, '1713': d < 0 }[outcome]!);
    }
    case MARKET.HANDICAP:
      return outcome === '1714' ? byMargin(h - a + hcp) : byMargin(a - h - hcp);
    case MARKET.HANDICAP_INCL_OT:
      return outcome === '1714' ? byMargin(fh - fa + hcp) : byMargin(fa - fh - hcp);
    case MARKET.TOTAL:
      return outcome === '12' ? byMargin(h + a - total) : byMargin(total - h - a);
    case MARKET.TOTAL_INCL_OT:
      return outcome === '12' ? byMargin(fh + fa - total) : byMargin(total - fh - fa);
    case MARKET.HALFTIME_TOTAL:
      return outcome === '12' ? byMargin(ht.home + ht.away - total) : byMargin(total - ht.home - ht.away);
    case MARKET.BOTH_TEAMS_TO_SCORE:
      return yes(outcome === '74' ? h > 0 && a > 0 : h === 0 || a === 0);
    case MARKET.CORRECT_SCORE: {
      const listed = [
        '0:0',
        '1:0',
        '0:1',
        '1:1',
        '2:0',
        '0:2',
        '2:1',
        '1:2',
        '2:2',
        '3:0',
        '0:3',
        '3:1',
        '1:3',
        '3:2',
        '2:3',
      ];
      // in play the 15 scores are offered from a base score (specifier score=h:a)
      const [bh, ba] = (spec.score ?? '0:0').split(':').map(Number) as [number, number];
      const offered = listed.map((x) => x.split(':').map(Number)).map(([x, y]) => `${x! + bh}:${y! + ba}`);
      return outcome === 'other' ? yes(!offered.includes(`${h}:${a}`)) : yes(outcome === `${h}:${a}`);
    }
    default:
      throw new Error(`no brute force for ${market}`);
  }
}

const quarter = (lo: number, hi: number) => fc.integer({ min: lo * 4, max: hi * 4 }).map((q) => q / 4);

const resultArb = fc
  .record({
    ftH: fc.integer({ min: 0, max: 8 }),
    ftA: fc.integer({ min: 0, max: 8 }),
    htShareH: fc.double({ min: 0, max: 1, noNaN: true }),
    htShareA: fc.double({ min: 0, max: 1, noNaN: true }),
    cancelled: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
    // now and then a regulation tie decided in overtime (+ home, − away)
    overtime: fc.oneof(
      { weight: 4, arbitrary: fc.constant(0) },
      { weight: 1, arbitrary: fc.integer({ min: -3, max: 3 }) },
    ),
  })
  .map(({ ftH, ftA, htShareH, htShareA, cancelled, overtime }): FinalResult => {
    const halfTime = { home: Math.floor(ftH * htShareH), away: Math.floor(ftA * htShareA) };
    if (overtime === 0) {
      return { status: cancelled ? 'cancelled' : 'ended', score: { home: ftH, away: ftA }, halfTime };
    }
    return {
      status: cancelled ? 'cancelled' : 'ended',
      regular: { home: ftH, away: ftH },
      score: { home: ftH + Math.max(0, overtime), away: ftH + Math.max(0, -overtime) },
      halfTime: { home: halfTime.home, away: Math.floor(ftH * htShareA) },
    };
  });

/** Market types the properties below check against the brute-force evaluators. */
const CHECKED = new Set<number>();

describe('settleMarket agrees with an independent brute-force evaluator', () => {
  it('for random final scores and lines, every market and outcome', () => {
    fc.assert(
      fc.property(
        resultArb,
        quarter(0, 7),
        quarter(-3, 3),
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        fc.tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 4 })),
        (result, total, hcp, eh, ehHome, [bh, ba]) => {
          const markets: [number, Record<string, string>][] = [
            [MARKET.ONE_X_TWO, {}],
            [MARKET.DOUBLE_CHANCE, {}],
            [MARKET.DRAW_NO_BET, {}],
            [MARKET.EUROPEAN_HANDICAP, { hcp: ehHome ? `${eh}:0` : `0:${eh}` }],
            [MARKET.HANDICAP, { hcp: String(hcp) }],
            [MARKET.TOTAL, { total: String(total) }],
            [MARKET.BOTH_TEAMS_TO_SCORE, {}],
            [MARKET.CORRECT_SCORE, {}],
            [MARKET.CORRECT_SCORE, { score: `${bh}:${ba}` }],
            [MARKET.WINNER, {}],
            [MARKET.HALFTIME_1X2, {}],
            [MARKET.HALFTIME_TOTAL, { total: String(total) }],
            [MARKET.WINNER_INCL_OT, {}],
            [MARKET.HANDICAP_INCL_OT, { hcp: String(hcp) }],
            [MARKET.TOTAL_INCL_OT, { total: String(total) }],
          ];
          for (const [market, spec] of markets) {
            CHECKED.add(market);
            for (const s of settleMarket(market, spec, result)) {
              expect(
                { result: s.result, voidFactor: s.voidFactor },
                `${market} ${JSON.stringify(spec)} ${s.outcomeId}`,
              ).toEqual(brute(market, spec, s.outcomeId, result));
            }
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('outright winner: the first of the ranking wins, a dead heat shares the win, a cancel voids', () => {
    const field = fc.integer({ min: 2, max: 10 }).chain((n) =>
      fc.tuple(
        fc.shuffledSubarray(
          Array.from({ length: n }, (_, i) => `sr:competitor:${i + 1}`),
          { minLength: n, maxLength: n },
        ),
        fc.integer({ min: 1, max: n }),
        fc.integer({ min: 0, max: 9 }).map((x) => x === 0),
      ),
    );
    fc.assert(
      fc.property(field, ([ranking, tied, cancelled]) => {
        CHECKED.add(MARKET.OUTRIGHT_WINNER);
        const result: FinalResult = {
          status: cancelled ? 'cancelled' : 'ended',
          score: { home: 0, away: 0 },
          ranking,
          ...(tied > 1 ? { deadHeat: ranking.slice(0, tied) } : {}),
        };
        const competitors = [...ranking].sort();
        const settled = settleMarket(MARKET.OUTRIGHT_WINNER, '', result, competitors);
        expect(settled.map((s) => s.outcomeId)).toEqual(competitors);
        for (const s of settled) {
          const place = ranking.indexOf(s.outcomeId);
          const expected: OutcomeSettlement = cancelled
            ? { outcomeId: s.outcomeId, ...PUSH }
            : place < tied
              ? { outcomeId: s.outcomeId, ...W, ...(tied > 1 ? { deadHeatFactor: 1 / tied } : {}) }
              : { outcomeId: s.outcomeId, ...L };
          expect(s).toEqual(expected);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('covers every market type the domain settles', () => {
    expect([...CHECKED].sort((x, y) => x - y)).toEqual([...KNOWN_MARKET_TYPES].sort((x, y) => x - y));
  });

  it('an ended two-way market has exactly one winner unless it pushes', () => {
    fc.assert(
      fc.property(resultArb, quarter(-3, 3), (result, hcp) => {
        const s = settleMarket(MARKET.HANDICAP, `hcp=${hcp}`, { ...result, status: 'ended' });
        const factors = s.map((o) => (o.result === 'won' ? 1 - o.voidFactor : 0) + o.voidFactor / 2);
        expect(factors[0]! + factors[1]!).toBeCloseTo(1, 12);
      }),
    );
  });
});

describe('settlement examples', () => {
  const r = (h: number, a: number): FinalResult => ({
    status: 'ended',
    score: { home: h, away: a },
    halfTime: { home: 0, away: 0 },
  });
  it('handicap pushes void and quarter lines half-settle', () => {
    expect(settleOutcome(MARKET.HANDICAP, 'hcp=-1', '1714', r(2, 1))).toEqual({
      outcomeId: '1714',
      result: 'lost',
      voidFactor: 1,
    });
    expect(settleOutcome(MARKET.HANDICAP, 'hcp=-0.75', '1714', r(2, 1))).toEqual({
      outcomeId: '1714',
      result: 'won',
      voidFactor: 0.5,
    });
    expect(settleOutcome(MARKET.TOTAL, 'total=2.25', '13', r(1, 1))).toEqual({
      outcomeId: '13',
      result: 'won',
      voidFactor: 0.5,
    });
    expect(settleOutcome(MARKET.TOTAL, 'total=2.25', '12', r(1, 1))).toEqual({
      outcomeId: '12',
      result: 'lost',
      voidFactor: 0.5,
    });
  });
  it('regular-time markets use the regular score and overtime markets the final one', () => {
    const ot: FinalResult = { status: 'ended', score: { home: 3, away: 2 }, regular: { home: 2, away: 2 } };
    expect(settleOutcome(MARKET.ONE_X_TWO, '', '2', ot).result).toBe('won');
    expect(settleOutcome(MARKET.WINNER_INCL_OT, '', '4', ot).result).toBe('won');
  });
  it('in-play correct score offers scores from its base and outright dead heats share the win', () => {
    expect(settleOutcome(MARKET.CORRECT_SCORE, 'score=1:1', '3:2', r(3, 2)).result).toBe('won');
    expect(settleOutcome(MARKET.CORRECT_SCORE, 'score=1:1', 'other', r(0, 0)).result).toBe('won');
    const race: FinalResult = {
      status: 'ended',
      score: { home: 0, away: 0 },
      ranking: ['a', 'b', 'c'],
      deadHeat: ['a', 'b'],
    };
    expect(settleMarket(MARKET.OUTRIGHT_WINNER, '', race, ['a', 'b', 'c'])).toEqual([
      { outcomeId: 'a', result: 'won', voidFactor: 0, deadHeatFactor: 0.5 },
      { outcomeId: 'b', result: 'won', voidFactor: 0, deadHeatFactor: 0.5 },
      { outcomeId: 'c', result: 'lost', voidFactor: 0 },
    ]);
  });
  it('cancelled matches void everything', () => {
    const cancelled: FinalResult = { status: 'cancelled', score: { home: 0, away: 0 } };
    for (const s of settleMarket(MARKET.CORRECT_SCORE, '', cancelled))
      expect(s).toMatchObject({ result: 'lost', voidFactor: 1 });
  });
});
