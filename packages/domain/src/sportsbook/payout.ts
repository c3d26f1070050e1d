import type { OutcomeSettlement } from './types';

/** A settled leg of a ticket: the odds it was accepted at and its UOF settlement. */
export interface SettledLeg {
  odds: number;
  result: OutcomeSettlement['result'];
  voidFactor: OutcomeSettlement['voidFactor'];
  deadHeatFactor?: number;
}

/**
 * What one unit staked on a leg returns: the void share is refunded, the rest pays odds × dead-heat factor
 * when won and nothing when lost. Won 2.0 → 2; half won → 0.5 + 0.5 × 2; push → 1; half lost → 0.5.
 */
export function legFactor(leg: SettledLeg): number {
  if (!(leg.odds >= 1)) throw new RangeError(`odds must be >= 1, got ${leg.odds}`);
  const paid = leg.result === 'won' ? leg.odds * (leg.deadHeatFactor ?? 1) : 0;
  return leg.voidFactor + (1 - leg.voidFactor) * paid;
}

function toCentavos(value: number): number {
  // floor to the centavo in the book's favour, tolerant to binary floating noise
  return Math.floor(value + 1e-6);
}

/** Payout in centavos of a multiple (accumulator): stake × product of leg factors. */
export function multiplePayoutCentavos(stakeCentavos: number, legs: readonly SettledLeg[]): number {
  if (!Number.isInteger(stakeCentavos) || stakeCentavos < 0)
    throw new RangeError('stake must be whole centavos');
  return toCentavos(legs.reduce((acc, leg) => acc * legFactor(leg), stakeCentavos));
}

/** Payout in centavos of a set of singles (each with its own stake). */
export function singlesPayoutCentavos(
  singles: ReadonlyArray<{ stakeCentavos: number; leg: SettledLeg }>,
): number {
  return singles.reduce((acc, s) => acc + multiplePayoutCentavos(s.stakeCentavos, [s.leg]), 0);
}

/**
 * Payout of a ticket whose legs may not all be settled: undefined while a leg is still open, except that a
 * multiple with a fully lost leg is already lost (0).
 */
export function ticketPayoutCentavos(
  type: 'single' | 'multiple',
  stakeCentavos: number,
  legs: ReadonlyArray<SettledLeg | undefined>,
): number | undefined {
  const settled = legs.filter((l): l is SettledLeg => l !== undefined);
  if (type === 'multiple' && settled.some((l) => legFactor(l) === 0)) return 0;
  if (settled.length < legs.length) return undefined;
  if (type === 'single' && settled.length !== 1) throw new RangeError('a single has one leg');
  return multiplePayoutCentavos(stakeCentavos, settled);
}

/** Combined odds of a multiple (product, 2 places, floored), as a ticket shows them. */
export function combinedOdds(odds: readonly number[]): number {
  return Math.floor(odds.reduce((a, b) => a * b, 1) * 100 + 1e-7) / 100;
}
