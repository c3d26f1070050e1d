import { describe, expect, it } from 'vitest';
import { estimateRtp } from '../sim/estimateRtp';
import { createFastRng } from '../sim/fastRng';
import { formatRtpReport } from '../sim/report';
import { type RouletteBet, roulette, rouletteBet, rouletteBetMultiplier, rouletteColor } from './roulette';

const valid = (bet: unknown) => rouletteBet.safeParse(bet).success;

describe('european roulette', () => {
  it('accepts the bets of the layout and refuses others', () => {
    expect(valid({ type: 'straight', numbers: [0], units: 1 })).toBe(true);
    expect(valid({ type: 'split', numbers: [1, 2], units: 1 })).toBe(true);
    expect(valid({ type: 'split', numbers: [3, 4], units: 1 })).toBe(false);
    expect(valid({ type: 'split', numbers: [0, 2], units: 1 })).toBe(true);
    expect(valid({ type: 'street', numbers: [34, 35, 36], units: 1 })).toBe(true);
    expect(valid({ type: 'street', numbers: [0, 2, 3], units: 1 })).toBe(true);
    expect(valid({ type: 'corner', numbers: [5, 6, 8, 9], units: 1 })).toBe(true);
    expect(valid({ type: 'corner', numbers: [6, 7, 9, 10], units: 1 })).toBe(false);
    expect(valid({ type: 'line', numbers: [31, 32, 33, 34, 35, 36], units: 1 })).toBe(true);
    expect(valid({ type: 'basket', numbers: [0, 1, 2, 3], units: 1 })).toBe(true);
    expect(
      valid({ type: 'dozen', numbers: [13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24], units: 1 }),
    ).toBe(true);
    expect(valid({ type: 'column', numbers: [2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35], units: 1 })).toBe(
      true,
    );
    expect(valid({ type: 'red', units: 1 })).toBe(true);
    expect(valid({ type: 'straight', numbers: [37], units: 1 })).toBe(false);
  });

  it('pays 36 / numbers covered, stake included, and every bet has RTP 36/37', () => {
    const cases: [RouletteBet, number][] = [
      [{ type: 'straight', numbers: [17], units: 1 }, 36],
      [{ type: 'split', numbers: [17, 20], units: 1 }, 18],
      [{ type: 'street', numbers: [16, 17, 18], units: 1 }, 12],
      [{ type: 'corner', numbers: [16, 17, 19, 20], units: 1 }, 9],
      [{ type: 'basket', numbers: [0, 1, 2, 3], units: 1 }, 9],
      [{ type: 'line', numbers: [16, 17, 18, 19, 20, 21], units: 1 }, 6],
      [{ type: 'dozen', numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], units: 1 }, 3],
      [{ type: 'red', units: 1 }, 2],
      [{ type: 'high', units: 1 }, 2],
    ];
    for (const [bet, multiplier] of cases) {
      expect(rouletteBetMultiplier(bet)).toBe(multiplier);
      let wins = 0;
      for (let pocket = 0; pocket < 37; pocket++) {
        const out = roulette.play({ bets: [bet] }, { next: () => (pocket + 0.5) / 37 });
        expect(out.pocket).toBe(pocket);
        if (out.multiplier > 0) wins++;
      }
      expect((wins / 37) * multiplier).toBeCloseTo(36 / 37, 12);
    }
    expect(rouletteColor(0)).toBe('green');
    expect(rouletteColor(32)).toBe('red');
    expect(rouletteColor(15)).toBe('black');
  });

  it('returns exact units per bet on a multi-bet round', () => {
    const out = roulette.play(
      {
        bets: [
          { type: 'straight', numbers: [7], units: 500 },
          { type: 'red', units: 1000 },
          { type: 'odd', units: 300 },
        ],
      },
      { next: () => 7.5 / 37 },
    );
    expect(out.returns).toEqual([18_000, 2_000, 600]);
    expect(out.units).toBe(1_800);
  });

  it('simulated RTP over 1 000 000 spins matches 97.30% within 4 standard errors', () => {
    const rng = createFastRng(707);
    const bets: RouletteBet[] = [
      { type: 'straight', numbers: [17], units: 1 },
      { type: 'split', numbers: [0, 3], units: 1 },
      { type: 'corner', numbers: [1, 2, 4, 5], units: 1 },
      { type: 'column', numbers: [3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36], units: 1 },
      { type: 'black', units: 1 },
      { type: 'even', units: 1 },
    ];
    const e = estimateRtp(1_000_000, () => {
      const bet = bets[Math.floor(rng.next() * bets.length)] as RouletteBet;
      return { stake: 1, returned: roulette.play({ bets: [bet] }, rng).multiplier };
    });
    console.info(formatRtpReport('roulette', roulette.rtp, e));
    // Tolerance: 4 standard errors from the simulated variance.
    expect(Math.abs(e.rtp - roulette.rtp)).toBeLessThanOrEqual(4 * e.standardError);
  });
});
