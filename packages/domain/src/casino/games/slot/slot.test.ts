import { describe, expect, it } from 'vitest';
import { estimateRtp } from '../../sim/estimateRtp';
import { createFastRng } from '../../sim/fastRng';
import { formatRtpReport } from '../../sim/report';
import { expectedLinePay, scatterCountDistribution, scatterWindowChance, slotRtp } from './analysis';
import { linePay, spinReels } from './evaluate';
import { SLOT_PAYLINES, SLOT_SYMBOLS, type SlotSymbol } from './paytable';
import { SLOT_STRIPS } from './reels';
import { SLOT_RTP, slot } from './slot';

/** Brute-force RTP of the line part over every stop combination of small strips (cross-check). */
function bruteLineRtp(strips: readonly (readonly SlotSymbol[])[]): number {
  let sum = 0;
  let count = 0;
  const stops = [0, 0, 0, 0, 0];
  const walk = (reel: number): void => {
    if (reel === 5) {
      let i = 0;
      const floats = stops.map((s, r) => (s + 0.5) / (strips[r]?.length ?? 1));
      const spin = spinReels(strips, { next: () => floats[i++] as number });
      sum += spin.lineWins.reduce((a, w) => a + w.pay, 0) / SLOT_PAYLINES.length;
      count++;
      return;
    }
    for (let s = 0; s < (strips[reel]?.length ?? 0); s++) {
      stops[reel] = s;
      walk(reel + 1);
    }
  };
  walk(0);
  return sum / count;
}

describe('video slot', () => {
  it('evaluates lines left to right with substituting wilds', () => {
    expect(linePay(['onca', 'onca', 'onca', 'limao', 'onca'])).toEqual({ symbol: 'onca', count: 3, pay: 25 });
    expect(linePay(['wild', 'arara', 'wild', 'arara', 'coco'])).toEqual({
      symbol: 'arara',
      count: 4,
      pay: 75,
    });
    expect(linePay(['wild', 'wild', 'wild', 'limao', 'coco'])).toEqual({ symbol: 'wild', count: 3, pay: 50 });
    expect(linePay(['wild', 'wild', 'wild', 'wild', 'wild'])).toEqual({
      symbol: 'wild',
      count: 5,
      pay: 1000,
    });
    expect(linePay(['wild', 'wild', 'scatter', 'onca', 'onca']).pay).toBe(0);
    expect(linePay(['coco', 'coco', 'banana', 'coco', 'coco']).pay).toBe(0);
  });

  it('keeps scatters at least 3 stops apart and uses every symbol', () => {
    for (const strip of SLOT_STRIPS) {
      expect(() => scatterWindowChance(strip)).not.toThrow();
      for (const s of SLOT_SYMBOLS) expect(strip).toContain(s);
    }
    expect(scatterCountDistribution(SLOT_STRIPS).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it('line enumeration agrees with brute force over every stop of small strips', () => {
    const small: SlotSymbol[][] = [
      ['wild', 'onca', 'limao', 'scatter', 'coco', 'banana', 'arara'],
      ['onca', 'wild', 'coco', 'limao', 'scatter', 'tucano'],
      ['limao', 'onca', 'wild', 'abacaxi', 'banana', 'scatter', 'coco'],
      ['onca', 'limao', 'scatter', 'wild', 'coco', 'arara'],
      ['wild', 'onca', 'limao', 'banana', 'scatter', 'tucano'],
    ];
    expect(expectedLinePay(small)).toBeCloseTo(bruteLineRtp(small), 12);
  });

  it('publishes its exact RTP: lines, scatters and free spins', () => {
    const rtp = slotRtp(SLOT_STRIPS);
    expect(slot.rtp).toBe(rtp.total);
    expect(rtp.total).toBeGreaterThan(0.955);
    expect(rtp.total).toBeLessThan(0.962);
    expect(rtp.freeSpins).toBeGreaterThan(0.2);
    expect(rtp.triggerChance).toBeGreaterThan(1 / 100);
    expect(rtp.triggerChance).toBeLessThan(1 / 70);
  });

  it('plays 10 free spins at ×3 after 3 scatters', () => {
    const rng = createFastRng(9);
    for (let i = 0; i < 5_000; i++) {
      const out = slot.play({}, rng);
      expect(out.freeSpins).toHaveLength(out.base.scatters >= 3 ? 10 : 0);
      const total = out.freeSpins.reduce((s, f) => s + f.multiplier, out.base.multiplier);
      expect(out.multiplier).toBeCloseTo(total, 9);
    }
  });

  it('simulated RTP over 1 000 000 rounds matches within 4 standard errors', () => {
    const rng = createFastRng(606);
    const e = estimateRtp(1_000_000, () => ({ stake: 1, returned: slot.play({}, rng).multiplier }));
    console.info(formatRtpReport('slot', SLOT_RTP.total, e));
    // Tolerance: 4 standard errors from the simulated variance.
    expect(Math.abs(e.rtp - SLOT_RTP.total)).toBeLessThanOrEqual(4 * e.standardError);
  });
});
