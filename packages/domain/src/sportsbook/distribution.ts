import { evaluateOutcome } from './evaluate';
import { priceOutcomes } from './margin';
import { formatSpecifiers, outcomeIdsFor } from './markets';
import type { FinalResult, MarginConfig, PricedMarket, Specifiers } from './types';

/** A probability distribution over final results (the cells of a score matrix, a ranking ...). */
export type ResultDistribution = ReadonlyArray<{ readonly result: FinalResult; readonly p: number }>;

/**
 * The fair (effective) probability of an outcome under a distribution: E[win × deadHeat] / (1 − E[void]),
 * i.e. 1 / fair odds. For markets without pushes this is simply P(win).
 */
export function outcomeProbability(
  distribution: ResultDistribution,
  marketTypeId: number,
  specifiers: Specifiers,
  outcomeId: string,
): number {
  let win = 0;
  let refund = 0;
  let mass = 0;
  for (const cell of distribution) {
    const r = evaluateOutcome(marketTypeId, specifiers, outcomeId, cell.result);
    win += cell.p * r.win * (r.deadHeat ?? 1);
    refund += cell.p * r.void;
    mass += cell.p;
  }
  const live = mass - refund;
  return live > 1e-12 ? win / live : 0;
}

/** Prices every outcome of a market under a distribution (same evaluator as settlement, so they agree). */
export function priceMarketFromDistribution(
  distribution: ResultDistribution,
  marketTypeId: number,
  specifiers: Specifiers,
  margin?: MarginConfig,
  competitors: readonly string[] = [],
): PricedMarket {
  const ids = outcomeIdsFor(marketTypeId, specifiers, competitors);
  const fair = ids.map((id) => outcomeProbability(distribution, marketTypeId, specifiers, id));
  return {
    marketTypeId,
    specifiers: formatSpecifiers(specifiers),
    outcomes: priceOutcomes(ids, fair, margin),
  };
}

/**
 * The same distribution reduced to what a market reads: the goal difference (1X2, double chance, draw no bet,
 * handicaps: score max(d,0):max(−d,0)) or the total (totals: score t:0). Pricing on it is exact for those markets
 * and much faster.
 */
export function collapseDistribution(
  distribution: ResultDistribution,
  by: 'difference' | 'total',
): ResultDistribution {
  const mass = new Map<number, number>();
  for (const cell of distribution) {
    const s = cell.result.score;
    const key = by === 'difference' ? s.home - s.away : s.home + s.away;
    mass.set(key, (mass.get(key) ?? 0) + cell.p);
  }
  return [...mass].map(([k, p]) => ({
    result: {
      status: 'ended' as const,
      score: by === 'difference' ? { home: Math.max(k, 0), away: Math.max(-k, 0) } : { home: k, away: 0 },
    },
    p,
  }));
}
