import { CUSTOM_BET_TIMEOUT_MS, type RouteAnswer, type TCalculateOddsRequest } from '@placar/contract';
import { customBetApi } from '@placar/contract/routes.gen';
import { api } from '../../../lib/api/client';
import { ptNumbers } from '../../sportsbook';

export type AvailableSelections = RouteAnswer<typeof customBetApi.availableSelections>;
export type BuilderMarket = AvailableSelections['markets'][number];
export type CalculateOddsAnswer = RouteAnswer<typeof customBetApi.calculateOdds>;
export type CalculateFilterAnswer = RouteAnswer<typeof customBetApi.calculateFilter>;

const opts = (signal?: AbortSignal) => ({ signal, timeoutMs: CUSTOM_BET_TIMEOUT_MS });

/** Market and outcome names with pt-BR decimals ('Mais de 2.5' → 'Mais de 2,5'). */
export function ptSelections(answer: AvailableSelections): AvailableSelections {
  return {
    ...answer,
    markets: answer.markets.map((m) => ({
      ...m,
      marketName: ptNumbers(m.marketName),
      outcomes: m.outcomes.map((o) => ({ ...o, outcomeName: ptNumbers(o.outcomeName) })),
    })),
  };
}

/** The bet builder calls (seed 002 section 7, "Custom bets"); each waits up to 3 minutes. */
export const builderApi = {
  /** The markets a custom bet can combine for an event (404 CUSTOM_BET_NOT_AVAILABLE when none). */
  availableSelections: async (eventId: string, signal?: AbortSignal) =>
    ptSelections(await api.call(customBetApi.availableSelections, { params: { eventId } }, opts(signal))),
  /** The odds of the selections together, from their joint probability (422 when incompatible). */
  calculateOdds: (body: TCalculateOddsRequest, signal?: AbortSignal) =>
    api.call(customBetApi.calculateOdds, { body }, opts(signal)),
  /** Which further outcomes can still join the current selections (`isCompatible` per outcome). */
  calculateFilter: (body: TCalculateOddsRequest, signal?: AbortSignal) =>
    api.call(customBetApi.calculateFilter, { body }, opts(signal)),
};

export const builderKeys = {
  markets: (eventId: string) => ['bet-builder', 'markets', eventId] as const,
  odds: (eventId: string, picks: string) => ['bet-builder', 'odds', eventId, picks] as const,
  filter: (eventId: string, picks: string) => ['bet-builder', 'filter', eventId, picks] as const,
};
