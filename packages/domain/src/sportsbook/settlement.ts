import { evaluateOutcome, type OutcomeReturn } from './evaluate';
import { outcomeIdsFor, parseSpecifiers } from './markets';
import type { FinalResult, OutcomeSettlement, Specifiers } from './types';

/** UOF settlement of one outcome from its return (half won = won + void 0.5, push = lost + void 1). */
export function settlementFromReturn(outcomeId: string, r: OutcomeReturn): OutcomeSettlement {
  const settled: OutcomeSettlement = { outcomeId, result: r.win > 0 ? 'won' : 'lost', voidFactor: r.void };
  if (r.win > 0 && r.deadHeat !== undefined && r.deadHeat !== 1) settled.deadHeatFactor = r.deadHeat;
  return settled;
}

/**
 * Settles every outcome of a market on a final result. `specifiers` may be the UOF string ('total=2.5') or
 * parsed. Outright markets (534) need the competitor ids (the outcome ids). A cancelled match voids all.
 */
export function settleMarket(
  marketTypeId: number,
  specifiers: string | Specifiers,
  finalResult: FinalResult,
  competitors: readonly string[] = [],
): OutcomeSettlement[] {
  const spec = typeof specifiers === 'string' ? parseSpecifiers(specifiers) : specifiers;
  return outcomeIdsFor(marketTypeId, spec, competitors).map((outcomeId) =>
    settlementFromReturn(outcomeId, evaluateOutcome(marketTypeId, spec, outcomeId, finalResult)),
  );
}

/** Settles one outcome (e.g. a ticket leg) on a final result. */
export function settleOutcome(
  marketTypeId: number,
  specifiers: string | Specifiers,
  outcomeId: string,
  finalResult: FinalResult,
): OutcomeSettlement {
  const spec = typeof specifiers === 'string' ? parseSpecifiers(specifiers) : specifiers;
  return settlementFromReturn(outcomeId, evaluateOutcome(marketTypeId, spec, outcomeId, finalResult));
}
