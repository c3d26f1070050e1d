import { customBetApi } from '@placar/contract';
import type { Platform } from '../../platform/context';
import { route } from '../../platform/http/route';
import type { App } from '../../platform/module';
import { calculateCustomFilter, calculateCustomOdds, customBetMarkets } from './custom-bet.service';

/** Bet builder (seed 002 section 7, "Custom bets"). */
export async function customBetRoutes(app: App, platform: Platform) {
  route(app, customBetApi.availableSelections, {}, async (request) => ({
    data: await customBetMarkets(platform, request.params.eventId),
  }));

  route(app, customBetApi.calculateOdds, {}, async (request) => ({
    data: await calculateCustomOdds(platform, request.body),
  }));

  route(app, customBetApi.calculateFilter, {}, async (request) => ({
    data: await calculateCustomFilter(platform, request.body),
  }));
}
