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
