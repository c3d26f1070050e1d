import { describe, expect, it } from 'vitest';
import { estimateRtp } from '../sim/estimateRtp';
import { createFastRng } from '../sim/fastRng';
import { formatRtpReport } from '../sim/report';
import { type DiceParams, dice, diceMultiplier, diceWinningOutcomes, isValidDiceBet } from './dice';

const fixed = (value: number) => ({ next: () => value });

describe('dice', () => {
  it('rolls 0.00–99.99 from one float and pays 99 / chance', () => {
    expect(dice.play({ target: 5000, direction: 'under' }, fixed(0)).roll).toBe(0);
    expect(dice.play({ target: 5000, direction: 'under' }, fixed(0.999999)).roll).toBe(9999);
    const under = dice.play({ target: 5000, direction: 'under' }, fixed(0.4999));
    expect(under).toMatchObject({ roll: 4999, win: true, payoutMultiplier: 1.98, multiplier: 1.98 });
    const over = dice.play({ target: 5000, direction: 'over' }, fixed(0.5));
    expect(over).toMatchObject({ roll: 5000, win: false, multiplier: 0 });
    expect(diceMultiplier({ target: 1, direction: 'under' })).toBe(9900);
    expect(diceMultiplier({ target: 9800, direction: 'under' })).toBe(1.0102);
  });

  it('has an exact RTP of 99% (down to the 4-decimal floor) for every allowed bet', () => {
    let checked = 0;
    let min = 1;
    let max = 0;
    for (const direction of ['under', 'over'] as const) {
      for (let target = 1; target <= 9998; target++) {
        const params = { target, direction };
        if (!isValidDiceBet(params)) continue;
        const rtp = (diceWinningOutcomes(params) / 10_000) * diceMultiplier(params);
        min = Math.min(min, rtp);
        max = Math.max(max, rtp);
        checked++;
      }
    }
    expect(max).toBeLessThanOrEqual(0.99 + 1e-12);
    expect(min).toBeGreaterThan(0.99 - 1e-4);
    expect(checked).toBe(2 * 9800);
  });

  it('refuses chances outside 0.01%–98%', () => {
    expect(dice.params.safeParse({ target: 9900, direction: 'under' }).success).toBe(false);
    expect(dice.params.safeParse({ target: 100, direction: 'over' }).success).toBe(false);
    expect(dice.params.safeParse({ target: 9998, direction: 'over' }).success).toBe(true);
    expect(dice.params.safeParse({ target: 0, direction: 'under' }).success).toBe(false);
    expect(dice.params.safeParse({ target: 50.5, direction: 'over' }).success).toBe(false);
  });

  it('simulated RTP over 1 000 000 rounds matches within 4 standard errors', () => {
    const rng = createFastRng(101);
    let exact = 0;
    const e = estimateRtp(1_000_000, () => {
      const target = 200 + Math.floor(rng.next() * 9_500);
      const params: DiceParams = { target, direction: rng.next() < 0.5 ? 'under' : 'over' };
      exact += (diceWinningOutcomes(params) / 10_000) * diceMultiplier(params);
      return { stake: 1, returned: dice.play(params, rng).multiplier };
    });
    console.info(formatRtpReport('dice', dice.rtp, e));
    // Tolerance: 4 standard errors, from the simulated variance, around the exact expectation of the
    // bets drawn (which is within 0.01% of the published 99% because multipliers are floored).
    expect(Math.abs(e.rtp - exact / e.rounds)).toBeLessThanOrEqual(4 * e.standardError);
    expect(Math.abs(exact / e.rounds - dice.rtp)).toBeLessThan(1e-4);
  });
});
