/**
 * US (moneyline) odds from decimal odds, as seed 001 section 9 states it:
 * decimal 1 gives 0; below 2 gives -100/(odds-1); otherwise (odds-1)*100.
 */
export function decimalToUs(decimal: number): number {
  if (!(decimal >= 1)) throw new RangeError(`decimal odds must be >= 1, got ${decimal}`);
  if (decimal === 1) return 0;
  const us = decimal < 2 ? -100 / (decimal - 1) : (decimal - 1) * 100;
  return Math.round(us * 100) / 100;
}

/** Decimal odds rounded the way the book displays and accepts them (2 places, never below 1.01). */
export function roundOdds(decimal: number): number {
  return Math.max(1.01, Math.round(decimal * 100) / 100);
}
