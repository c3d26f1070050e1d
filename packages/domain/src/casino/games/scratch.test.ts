import { describe, expect, it } from 'vitest';
import { estimateRtp } from '../sim/estimateRtp';
import { createFastRng } from '../sim/fastRng';
import { formatRtpReport } from '../sim/report';
import { SCRATCH_SYMBOLS, scratch, scratchCard, scratchRtp, scratchWinProbability } from './scratch';

const counts = (card: readonly number[]) => {
  const m = new Map<number, number>();
  for (const s of card) m.set(s, (m.get(s) ?? 0) + 1);
  return m;
};

describe('scratch card', () => {
  it('publishes an exact RTP of 95% from its prize table', () => {
    expect(scratchRtp()).toBeCloseTo(0.95, 12);
    expect(scratch.rtp).toBe(scratchRtp());
    expect(scratchWinProbability()).toBeCloseTo(0.52911, 12);
  });

  it('shows exactly three of the prize on a winning card and no triple on a losing one', () => {
    const rng = createFastRng(5);
    for (let i = 0; i < 2_000; i++) {
      const out = scratch.play({}, rng);
      expect(out.card).toHaveLength(9);
      const c = counts(out.card);
      const triples = [...c.entries()].filter(([, n]) => n >= 3);
      if (out.prize === null) expect(triples).toEqual([]);
      else expect(triples).toEqual([[out.prize, 3]]);
      expect(out.multiplier).toBe(out.prize ?? 0);
    }
    for (const prize of SCRATCH_SYMBOLS) expect(counts(scratchCard(prize, rng)).get(prize)).toBe(3);
  });

  it('simulated RTP over 1 000 000 cards matches within 4 standard errors', () => {
    const rng = createFastRng(505);
    const e = estimateRtp(1_000_000, () => ({ stake: 1, returned: scratch.play({}, rng).multiplier }));
    console.info(formatRtpReport('scratch', scratch.rtp, e));
    // Tolerance: 4 standard errors from the simulated variance.
    expect(Math.abs(e.rtp - scratch.rtp)).toBeLessThanOrEqual(4 * e.standardError);
  });
});
