import {
  CUSTOM_BET_TIMEOUT_MS,
  type LIMIT_BET_KINDS,
  type RouteAnswer,
  type RouteInput,
  type TCalculateOddsRequest,
  type TCustomBetRequest,
  type TLimitByEventRequest,
  type TMultipleRequest,
  type TMultiSingleRequest,
  type TParlayCustomBetsRequest,
} from '@placar/contract';
import {
  bettingRulesApi,
  customBetApi,
  freeBetsApi,
  ticketApi,
  ticketSharingApi,
} from '@placar/contract/routes.gen';
import { api } from '../../../lib/api/client';

/** Every ticket placement goes with Feed-Version 2 (seed 002 section 7). */
const FEED = { headers: { 'Feed-Version': '2' } };
/** Custom bet calls wait up to 3 minutes (seed 002 section 9). */
const CUSTOM = { ...FEED, timeoutMs: CUSTOM_BET_TIMEOUT_MS };

export type CalculateOddsAnswer = RouteAnswer<typeof customBetApi.calculateOdds>;
export type LimitKind = (typeof LIMIT_BET_KINDS)[number];
export type FreeBetValidation = RouteAnswer<typeof freeBetsApi.validate>;

/** The multiples by path: the slip's rules pick the path (ticket-rules.ts `multiplePath`). */
const MULTIPLES = [
  ticketApi.placeMultipleV1,
  ticketApi.placeMultipleV2,
  ticketApi.placeMultipleManyProviders,
  ticketApi.placeParlay,
];

function multipleRoute(path: string) {
  const route = MULTIPLES.find((r) => r.path === path);
  if (!route) throw new Error(`bettingApi.placeMultiple: no multiple is placed at ${path}`);
  return route;
}

/** The sports-bets calls the slip makes (seed 002 section 7). */
export const bettingApi = {
  limits: () => api.call(bettingRulesApi.limits),
  limitByEvent: (kind: LimitKind, body: TLimitByEventRequest) =>
    api.call(bettingRulesApi.limitByEvent, { params: { kind }, body }),
  placeSingles: (providerId: number, body: TMultiSingleRequest) =>
    api.call(providerId === 2 ? ticketApi.placeSinglesV2 : ticketApi.placeSinglesV1, { body }, FEED),
  placeMultiple: (path: string, body: TMultipleRequest) => api.call(multipleRoute(path), { body }, FEED),
  placeCustomBet: (body: TCustomBetRequest) =>
    api.call(ticketApi.placeCustomBet, { params: { id: 'v1' }, body }, CUSTOM),
  placeParlayCustomBets: (body: TParlayCustomBetsRequest) =>
    api.call(ticketApi.placeParlayCustomBets, { body }, CUSTOM),
  /** A rejected custom bet priced again (seed 002 section 8, -703). */
  calculateCustomOdds: (body: TCalculateOddsRequest) =>
    api.call(customBetApi.calculateOdds, { body }, { timeoutMs: CUSTOM_BET_TIMEOUT_MS }),
  ticketStatus: (ticketId: string) => api.call(ticketApi.ticketStatus, { params: { ticketId } }),
  freeBets: () => api.call(freeBetsApi.userFreeBets),
  validateFreeBet: (body: RouteInput<typeof freeBetsApi.validate>['body']) =>
    api.call(freeBetsApi.validate, { body }),
  shareTicket: (ticketId: string) => api.call(ticketSharingApi.share, { params: { id: ticketId } }),
  sharedReplication: (ticketId: string) => api.call(ticketSharingApi.shared, { params: { id: ticketId } }),
};

export type BettingApi = typeof bettingApi;
