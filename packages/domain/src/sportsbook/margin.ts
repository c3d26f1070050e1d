import { decimalToUs } from '../odds';
import type { MarginConfig, PricedOutcome } from './types';

export const DEFAULT_MARGIN: MarginConfig = { method: 'power', overround: 0.06, maxOdds: 501 };

/** Outcomes below this fair probability, or above 1 - it, are not traded (shown inactive). */
export const MIN_TRADED_PROBABILITY = 0.002;

/**
 * Implied probabilities with the margin: their sum is 1 + overround (when every fair probability is in (0, 1)).
 * Power method: r_i = q_i^(1/k) with k ≥ 1 solved by bisection; proportional: r_i = q_i (1 + m) / Σq.
 */
export function applyMargin(fair: readonly number[], config: MarginConfig = DEFAULT_MARGIN): number[] {
  const sum = fair.reduce((a, b) => a + b, 0);
  if (!(sum > 0)) return fair.map(() => 0);
  const target = sum * (1 + config.overround);
  if (config.overround <= 0) return [...fair];
  if (config.method === 'proportional') return fair.map((q) => (q * target) / sum);
  const traded = fair.filter((q) => q > 0 && q < 1);
  if (traded.length < 2) return fair.map((q) => (q * target) / sum);
  const total = (k: number) => fair.reduce((acc, q) => acc + (q > 0 ? q ** (1 / k) : 0), 0);
  let lo = 1;
  let hi = 2;
  while (total(hi) < target && hi < 1e6) hi *= 2;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (total(mid) < target) lo = mid;
    else hi = mid;
  }
  const k = (lo + hi) / 2;
  return fair.map((q) => (q > 0 ? q ** (1 / k) : 0));
}

/** Decimal odds from an implied probability: floored to 2 places (in the book's favour), within [1.01, maxOdds]. */
export function oddsFromImplied(implied: number, maxOdds = DEFAULT_MARGIN.maxOdds ?? 501): number {
  if (!(implied > 0)) return maxOdds;
  const raw = 1 / implied;
  const floored = Math.floor(raw * 100 + 1e-7) / 100;
  return Math.min(maxOdds, Math.max(1.01, floored));
}

/** Priced outcomes from fair probabilities (same order as the ids) with the margin applied. */
export function priceOutcomes(
  outcomeIds: readonly string[],
  fair: readonly number[],
  config: MarginConfig = DEFAULT_MARGIN,
): PricedOutcome[] {
  const implied = applyMargin(fair, config);
  return outcomeIds.map((outcomeId, i) => {
    const probability = fair[i] ?? 0;
    const odds = oddsFromImplied(implied[i] ?? 0, config.maxOdds ?? DEFAULT_MARGIN.maxOdds);
    return {
      outcomeId,
      probability,
      odds,
      oddsUS: decimalToUs(odds),
      active:
        probability >= MIN_TRADED_PROBABILITY && probability <= 1 - MIN_TRADED_PROBABILITY && odds > 1.01,
    };
  });
}
