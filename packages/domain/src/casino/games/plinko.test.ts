import { describe, expect, it } from 'vitest';
import { estimateRtp } from '../sim/estimateRtp';
import { createFastRng } from '../sim/fastRng';
import { formatRtpReport } from '../sim/report';
import { PLINKO_PAYTABLES, PLINKO_RISKS, plinko, plinkoRtp, plinkoSlotProbabilities } from './plinko';

describe('plinko', () => {
  it('has symmetric paytables of rows + 1 slots with an exact RTP of 98.9%–99.1%', () => {
    for (const risk of PLINKO_RISKS) {
      for (let rows = 8; rows <= 16; rows++) {
        const table = PLINKO_PAYTABLES[risk][rows] ?? [];
        expect(table).toHaveLength(rows + 1);
        expect([...table].reverse()).toEqual(table);
        const rtp = plinkoRtp(rows, risk);
        expect(rtp).toBeGreaterThan(0.989);
        expect(rtp).toBeLessThan(0.991);
      }
    }
    expect(plinkoSlotProbabilities(8).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(plinko.rtp).toBeGreaterThan(0.989);
  });

  it('drops the ball one float per row: < 0.5 left, otherwise right', () => {
    const floats = [0.1, 0.9, 0.5, 0.49, 0.7, 0.2, 0.3, 0.6];
    let i = 0;
    const out = plinko.play({ rows: 8, risk: 'high' }, { next: () => floats[i++] as number });
    expect(out.path).toEqual([0, 1, 1, 0, 1, 0, 0, 1]);
    expect(out.slot).toBe(4);
    expect(out.multiplier).toBe(PLINKO_PAYTABLES.high[8]?.[4]);
  });

  it('simulated RTP over 1 000 000 rounds matches within 4 standard errors', () => {
    const rng = createFastRng(404);
    let exact = 0;
    const e = estimateRtp(1_000_000, () => {
      const rows = 8 + Math.floor(rng.next() * 9);
      const risk = PLINKO_RISKS[Math.floor(rng.next() * 3)] ?? 'low';
      exact += plinkoRtp(rows, risk);
      return { stake: 1, returned: plinko.play({ rows, risk }, rng).multiplier };
    });
    console.info(formatRtpReport('plinko', exact / e.rounds, e));
    // Tolerance: 4 standard errors (simulated variance) around the exact RTP of the tables drawn.
    expect(Math.abs(e.rtp - exact / e.rounds)).toBeLessThanOrEqual(4 * e.standardError);
  });
});
