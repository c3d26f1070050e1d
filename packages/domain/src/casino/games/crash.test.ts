import { describe, expect, it } from 'vitest';
import { estimateRtp } from '../sim/estimateRtp';
import { createFastRng } from '../sim/fastRng';
import { formatRtpReport } from '../sim/report';
import {
  CRASH_MAX_MULTIPLIER,
  crash,
  crashElapsedMsFor,
  crashMultiplierAt,
  crashPointFromFloat,
  settleCrashBet,
} from './crash';

describe('crash', () => {
  it('maps the float to the crash point with a 1% edge', () => {
    expect(crashPointFromFloat(0)).toBe(1);
    expect(crashPointFromFloat(0.0099)).toBe(1);
    expect(crashPointFromFloat(0.01)).toBe(1);
    expect(crashPointFromFloat(0.505)).toBe(2);
    expect(crashPointFromFloat(0.5)).toBe(1.98);
    expect(crashPointFromFloat(0.999999999)).toBe(CRASH_MAX_MULTIPLIER);
  });

  it('P(crash ≥ x) = 0.99 / x exactly on the float grid', () => {
    // crash ≥ x ⇔ f ≥ 1 − 0.99 / x: the share of floats there is 0.99 / x up to 2^-32.
    for (const x of [1.01, 1.5, 2, 3.33, 10, 100, 1000]) {
      const threshold = 1 - 0.99 / x;
      expect(crashPointFromFloat(threshold + 1e-9)).toBeGreaterThanOrEqual(x);
      expect(crashPointFromFloat(threshold - 1e-6)).toBeLessThan(x);
    }
  });

  it('settles cash-outs at or below the crash point, and runs a live curve', () => {
    expect(settleCrashBet(2.5, 2.5)).toBe(2.5);
    expect(settleCrashBet(2.5, 2.51)).toBe(0);
    expect(settleCrashBet(1, 1.01)).toBe(0);
    expect(settleCrashBet(3, null)).toBe(0);
    expect(crashMultiplierAt(0)).toBe(1);
    expect(crashMultiplierAt(crashElapsedMsFor(2))).toBe(2);
    expect(crashMultiplierAt(crashElapsedMsFor(2) - 50)).toBeLessThan(2);
    expect(crashMultiplierAt(60_000, 3.2)).toBe(3.2);
    let last = 1;
    for (let t = 0; t < 120_000; t += 100) {
      const m = crashMultiplierAt(t);
      expect(m).toBeGreaterThanOrEqual(last);
      last = m;
    }
  });

  it('simulated RTP over 1 000 000 rounds matches 99% within 4 standard errors', () => {
    const rng = createFastRng(202);
    const targets = [1.01, 1.2, 1.5, 2, 3, 5, 10, 25];
    const e = estimateRtp(1_000_000, () => {
      const target = targets[Math.floor(rng.next() * targets.length)] as number;
      return { stake: 1, returned: crash.play({ target }, rng).multiplier };
    });
    console.info(formatRtpReport('crash', crash.rtp, e));
    // Tolerance: 4 standard errors from the simulated variance (every target has RTP 0.99 exactly).
    expect(Math.abs(e.rtp - crash.rtp)).toBeLessThanOrEqual(4 * e.standardError);
  });
});
