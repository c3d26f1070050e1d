import { describe, expect, it } from 'vitest';
import { decimalToUs, roundOdds } from './odds';

describe('decimalToUs', () => {
  it.each([
    [1, 0],
    [1.5, -200],
    [1.25, -400],
    [2, 100],
    [3.5, 250],
    [11, 1000],
  ])('%s → %s', (decimal, us) => {
    expect(decimalToUs(decimal)).toBe(us);
  });

  it('refuses odds below 1', () => {
    expect(() => decimalToUs(0.9)).toThrow(RangeError);
    expect(() => decimalToUs(Number.NaN)).toThrow(RangeError);
  });
});

describe('roundOdds', () => {
  it('rounds to 2 places and floors at 1.01', () => {
    expect(roundOdds(1.8549)).toBe(1.85);
    expect(roundOdds(1.001)).toBe(1.01);
  });
});
