import { BETTING_MESSAGES, CUSTOM_BET_MIN_SELECTIONS, type TCalculateOddsRequest } from '@placar/contract';
import { decimalToUs, sportsbook } from '@placar/domain';
import type { Platform } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { customBetModel, priceCustomBet } from './bet-builder';
import { betError } from './bettor-guard';
import { availableSelections } from './custombet-selections';

/** The bet builder's commands (seed 002 section 7, "Custom bets"). */

export async function customBetMarkets(platform: Platform, eventId: string) {
  const markets = await availableSelections(platform, eventId);
  if (markets.length === 0) throw betError('CUSTOM_BET_NOT_AVAILABLE');
  return { eventId, markets };
}

const selectionsOf = (b: TCalculateOddsRequest) =>
  b.marketPunterSelections.map((s) => ({
    marketTypeId: s.marketId,
    specifiers: s.specifiers,
    outcomeId: s.outcomeId,
  }));

/** The odds of the selections together, from their joint probability under the match model. */
export async function calculateCustomOdds(platform: Platform, body: TCalculateOddsRequest) {
  const { urnEvent } = body;
  const selections = selectionsOf(body);
  if (selections.length < CUSTOM_BET_MIN_SELECTIONS)
    throw new AppError('VALIDATION_ERROR', {
      message: BETTING_MESSAGES.customTooFew,
      context: { issues: [{ field: 'marketPunterSelections', message: BETTING_MESSAGES.customTooFew }] },
    });
  const model = await customBetModel(platform, urnEvent);
  if (!model) throw betError('CUSTOM_BET_NOT_AVAILABLE');
  const price = priceCustomBet(platform, model, selections);
  if (!price.ok)
    throw betError('CUSTOM_BET_INCOMPATIBLE', {
      selectionIndex: price.index ?? null,
      message: price.message,
    });
  // each leg on its own, on the same model (half-time legs need the half-time × full-time matrix)
  const single = selections.map((s) => sportsbook.jointProbability(model, [s]));
  const legsOdds = sportsbook.combinedOdds(
    single.map((p) => sportsbook.oddsFromImplied(Math.min(1, p * 1.06))),
  );
  return {
    urnEvent,
    decimalOdds: price.decimalOdds,
    americanOdds: decimalToUs(price.decimalOdds),
    probability: price.probability,
    legsOdds,
  };
}

/** Every market with `isCompatible` per outcome: may it join the current selections? */
export async function calculateCustomFilter(platform: Platform, body: TCalculateOddsRequest) {
  const { urnEvent } = body;
  const model = await customBetModel(platform, urnEvent);
  const markets = await availableSelections(platform, urnEvent);
  if (!model || markets.length === 0) throw betError('CUSTOM_BET_NOT_AVAILABLE');
  const current = selectionsOf(body);
  const chosen = new Set(current.map((s) => `${s.marketTypeId}|${s.specifiers}`));
  for (const m of markets) {
    for (const o of m.outcomes) {
      if (chosen.has(`${m.marketTypeId}|${m.specifiers}`)) {
        o.isCompatible = false;
        continue;
      }
      const next = [
        ...current,
        { marketTypeId: m.marketTypeId, specifiers: m.specifiers, outcomeId: o.outcomeId },
      ];
      o.isCompatible =
        o.outcomeActive &&
        (next.length < CUSTOM_BET_MIN_SELECTIONS
          ? sportsbook.isBuildable(next[0]!)
          : sportsbook.checkBetBuilder(model, next).ok);
    }
  }
  return { eventId: urnEvent, markets, selectedCount: current.length };
}
