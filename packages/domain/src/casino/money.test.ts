import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { floorMultiplier, payoutCentavos } from './money';

describe('payoutCentavos', () => {
  it('pays stake × multiplier rounded down to the centavo', () => {
    expect(payoutCentavos(1000, 1.98)).toBe(1980);
    expect(payoutCentavos(333, 1.5)).toBe(499); // 499.5 → 499
    expect(payoutCentavos(1, 0.99)).toBe(0);
    expect(payoutCentavos(100, 0)).toBe(0);
    expect(payoutCentavos(12345, 1.0312)).toBe(12730); // 12730.164
    expect(payoutCentavos(9_000_000_000_000, 1_000_000)).toBe(9_000_000_000_000_000_000); // exact in BigInt
  });

  it('never pays more than stake × multiplier nor a centavo less', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        (stake, m4) => {
          const multiplier = m4 / 10_000;
          const exact = (BigInt(stake) * BigInt(m4)) / 10_000n;
          expect(payoutCentavos(stake, multiplier)).toBe(Number(exact));
        },
      ),
    );
  });

  it('refuses stakes that are not centavos and negative multipliers', () => {
    expect(() => payoutCentavos(10.5, 2)).toThrow(RangeError);
    expect(() => payoutCentavos(-1, 2)).toThrow(RangeError);
    expect(() => payoutCentavos(10, -1)).toThrow(RangeError);
    expect(() => payoutCentavos(10, Number.NaN)).toThrow(RangeError);
  });

  it('floors multipliers to 4 decimals', () => {
    expect(floorMultiplier(1.23456)).toBe(1.2345);
    expect(floorMultiplier(1.98)).toBe(1.98);
  });
});
