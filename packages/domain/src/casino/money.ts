/**
 * Multipliers are carried with 4 decimal places (ten-thousandths); a game never publishes a
 * multiplier with more. The payout of a stake (integer centavos) is
 *   floor(stake × multiplier), computed exactly in integers: floor(stake × round4(multiplier) / 10 000),
 * i.e. always rounded DOWN to the centavo, so the house never pays a fraction it does not owe and the
 * published RTP is an upper bound of what rounding can give away.
 */
export function multiplierToTenThousandths(multiplier: number): number {
  if (!Number.isFinite(multiplier) || multiplier < 0) {
    throw new RangeError(`multiplier must be a finite number >= 0, got ${multiplier}`);
  }
  // The nudge absorbs binary representation error (1.98 × 10 000 = 19799.999999999996).
  return Math.floor(multiplier * 10_000 + 1e-6);
}

/** Payout in centavos (stake included) of a stake in centavos at a multiplier, rounded down. */
export function payoutCentavos(stakeCentavos: number, multiplier: number): number {
  if (!Number.isSafeInteger(stakeCentavos) || stakeCentavos < 0) {
    throw new RangeError(`stake must be a non-negative integer of centavos, got ${stakeCentavos}`);
  }
  const m = BigInt(multiplierToTenThousandths(multiplier));
  return Number((BigInt(stakeCentavos) * m) / 10_000n);
}

/** Floors a multiplier to 4 decimal places (the precision every game publishes). */
export function floorMultiplier(multiplier: number): number {
  return multiplierToTenThousandths(multiplier) / 10_000;
}
