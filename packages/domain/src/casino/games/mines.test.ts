import { describe, expect, it } from 'vitest';
import { estimateRtp } from '../sim/estimateRtp';
import { createFastRng } from '../sim/fastRng';
import { formatRtpReport } from '../sim/report';
import { MINES_TILES, mines, minesLayout, minesMultiplier, minesSafeProbability, revealMines } from './mines';

const STOPS = Array.from({ length: 25 }, (_, m) => {
  let k = 1;
  while (m > 0 && k < MINES_TILES - m && minesSafeProbability(m, k + 1) >= 0.05) k++;
  return k;
});

describe('mines', () => {
  it('places m distinct mines from m floats', () => {
    const rng = createFastRng(1);
    for (let m = 1; m <= 24; m++) {
      const layout = minesLayout(m, rng);
      expect(new Set(layout).size).toBe(m);
      expect(layout.every((t) => t >= 0 && t < MINES_TILES)).toBe(true);
    }
    expect(minesLayout(1, { next: () => 0 })).toEqual([0]);
  });

  it('pays 0.99 / P(k safe) and stops at the first mine', () => {
    expect(minesMultiplier(1, 1)).toBe(1.0312);
    expect(minesMultiplier(3, 1)).toBe(1.125);
    expect(minesMultiplier(24, 1)).toBe(24.75);
    expect(revealMines([3, 7], [0, 1, 7, 9])).toMatchObject({ safePicks: 2, hitMine: 7, multiplier: 0 });
    expect(revealMines([3, 7], [0, 1])).toMatchObject({
      safePicks: 2,
      hitMine: null,
      multiplier: minesMultiplier(2, 2),
    });
    expect(mines.params.safeParse({ mines: 3, picks: [1, 1] }).success).toBe(false);
    expect(mines.params.safeParse({ mines: 24, picks: [1, 2] }).success).toBe(false);
  });

  it('has an exact RTP of 99% (down to the 4-decimal floor) for every mine count and stop', () => {
    let min = 1;
    let max = 0;
    for (let m = 1; m <= 24; m++) {
      for (let k = 1; k <= MINES_TILES - m; k++) {
        const rtp = minesSafeProbability(m, k) * minesMultiplier(m, k);
        min = Math.min(min, rtp);
        max = Math.max(max, rtp);
      }
    }
    expect(max).toBeLessThanOrEqual(0.99 + 1e-12);
    // The floor to 4 decimals costs at most 0.0001 × P(k safe) ≤ 0.0001.
    expect(min).toBeGreaterThan(0.99 - 1e-4);
  });

  it('simulated RTP over 1 000 000 rounds matches within 4 standard errors', () => {
    const rng = createFastRng(303);
    let exact = 0;
    const e = estimateRtp(1_000_000, () => {
      const m = 1 + Math.floor(rng.next() * 24);
      // The player stops after 1…K safe tiles (tiles picked at random), K the most with a chance
      // of at least 5%, so no multiplier passes ≈20× and the variance stays testable.
      const stop = 1 + Math.floor(rng.next() * (STOPS[m] as number));
      const tiles = minesLayout(stop, rng); // a random set of distinct tiles to reveal
      exact += minesSafeProbability(m, stop) * minesMultiplier(m, stop);
      return { stake: 1, returned: mines.play({ mines: m, picks: tiles }, rng).multiplier };
    });
    console.info(formatRtpReport('mines', mines.rtp, e));
    // Tolerance: 4 standard errors (simulated variance) around the exact expectation of the drawn bets.
    expect(Math.abs(e.rtp - exact / e.rounds)).toBeLessThanOrEqual(4 * e.standardError);
    expect(Math.abs(exact / e.rounds - mines.rtp)).toBeLessThan(1e-4);
  });
});
