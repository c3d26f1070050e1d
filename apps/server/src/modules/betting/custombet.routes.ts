import {
  BETTING_MESSAGES,
  CUSTOM_BET_MIN_SELECTIONS,
  type TCalculateOddsRequest,
  ZAvailableSelections,
  ZCalculateFilterAnswer,
  ZCalculateOddsAnswer,
  ZCalculateOddsRequest,
  ZData,
} from '@placar/contract';
import { decimalToUs, sportsbook } from '@placar/domain';
import { z } from 'zod';
import type { Platform } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { App } from '../../platform/module';
import { customBetModel, priceCustomBet } from './bet-builder';
import { betError } from './bettor-guard';
import { availableSelections } from './custombet-selections';

const tags = ['betting'];

/** Bet builder (seed 002 section 7, "Custom bets"). */
export async function customBetRoutes(app: App, platform: Platform) {
  app.get(
    '/api/CustomBet/AvailableSelections/:eventId',
    {
      schema: {
        tags,
        summary: 'Markets a custom bet can combine for an event (404 when none)',
        params: z.object({ eventId: z.string().min(1).max(64) }),
        response: { 200: ZData(ZAvailableSelections) },
      },
    },
    async (request) => {
      const markets = await availableSelections(platform, request.params.eventId);
      if (markets.length === 0) throw betError('CUSTOM_BET_NOT_AVAILABLE');
      return { data: { eventId: request.params.eventId, markets } };
    },
  );

  const selectionsOf = (b: TCalculateOddsRequest) =>
    b.marketPunterSelections.map((s) => ({
      marketTypeId: s.marketId,
      specifiers: s.specifiers,
      outcomeId: s.outcomeId,
    }));

  app.post(
    '/api/CustomBet/CalculateOdds',
    {
      schema: {
        tags,
        summary: 'Odds of a custom bet from the joint probability of its selections',
        body: ZCalculateOddsRequest,
        response: { 200: ZData(ZCalculateOddsAnswer) },
      },
    },
    async (request) => {
      const { urnEvent } = request.body;
      const selections = selectionsOf(request.body);
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
        data: {
          urnEvent,
          decimalOdds: price.decimalOdds,
          americanOdds: decimalToUs(price.decimalOdds),
          probability: price.probability,
          legsOdds,
        },
      };
    },
  );

  app.post(
    '/api/CustomBet/CalculateFilter',
    {
      schema: {
        tags,
        summary: 'Which further selections stay compatible with the current ones',
        body: ZCalculateOddsRequest,
        response: { 200: ZData(ZCalculateFilterAnswer) },
      },
    },
    async (request) => {
      const { urnEvent } = request.body;
      const model = await customBetModel(platform, urnEvent);
      const markets = await availableSelections(platform, urnEvent);
      if (!model || markets.length === 0) throw betError('CUSTOM_BET_NOT_AVAILABLE');
      const current = selectionsOf(request.body);
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
      return { data: { eventId: urnEvent, markets, selectedCount: current.length } };
    },
  );
}
