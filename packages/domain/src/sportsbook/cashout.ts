import { legFactor, type SettledLeg } from './payout';

/**
 * A ticket leg for cashout: settled (with its settlement) or open with the current fair probability that it
 * wins (from the current prices' `probability`). Same-match bet-builder selections are one open leg with their
 * joint probability and combined odds.
 */
export type CashoutLeg = { odds: number; settled: SettledLeg } | { odds: number; probability: number };

/** Fair probability that the ticket still wins: product over open legs (settled won/void legs count as won). */
export function ticketWinProbability(legs: readonly CashoutLeg[]): number {
  let p = 1;
  for (const leg of legs) {
    if ('settled' in leg) {
      if (legFactor(leg.settled) === 0) return 0;
    } else {
      p *= Math.min(1, Math.max(0, leg.probability));
    }
  }
  return p;
}

/**
 * Fair value of the ticket now (expected payout in the stake's unit): stake × Π settled factors ×
 * Π (p_i × odds_i) over open legs.
 */
export function cashoutFairValue(stake: number, legs: readonly CashoutLeg[]): number {
  let value = stake;
  for (const leg of legs) {
    value *= 'settled' in leg ? legFactor(leg.settled) : Math.min(1, Math.max(0, leg.probability)) * leg.odds;
  }
  return value;
}

/**
 * A cashout offer in centavos: the fair value less the margin (default 5 %), floored; 0 when the ticket is lost.
 * The offer never exceeds the potential payout.
 */
export function cashoutOfferCentavos(
  stakeCentavos: number,
  legs: readonly CashoutLeg[],
  margin = 0.05,
): number {
  if (!Number.isInteger(stakeCentavos) || stakeCentavos < 0)
    throw new RangeError('stake must be whole centavos');
  const fair = cashoutFairValue(stakeCentavos, legs);
  const potential = legs.reduce(
    (acc, l) => acc * ('settled' in l ? legFactor(l.settled) : l.odds),
    stakeCentavos,
  );
  return Math.max(0, Math.floor(Math.min(fair * (1 - margin), potential) + 1e-6));
}
