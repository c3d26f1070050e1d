import { z } from 'zod';
import { defineRoute } from './route';
import { ZMarket, ZMatch, ZOutcome } from './sportsbook';
import {
  ZEventIdParams,
  ZEventSeason,
  ZEventStage,
  ZFixtureStatus,
  ZIdParams,
  ZListQuery,
  ZMatchTimeline,
  ZOutcomesQuery,
  ZTournamentParams,
} from './sportsbook-api';

const eventTags = ['sportsbook: events'] as const;
const stageTags = ['sportsbook: stages'] as const;
const seasonTags = ['sportsbook: seasons'] as const;
const ZOutcomesListQuery = ZOutcomesQuery.extend(ZListQuery.shape);

/**
 * The event calls one provider version answers (`v1`: the first provider's sr: ids, `v2`: the
 * second's bg: ids): the same six routes under both prefixes (seed 001 section 7).
 */
function fixtureRoutes<V extends 'v1' | 'v2'>(version: V) {
  const who = version === 'v1' ? 'first provider (sr:)' : 'second provider (bg:)';
  const base = `/api/EventFixture/${version}` as const;
  return {
    principalMarkets: defineRoute({
      method: 'GET',
      path: `${base}/GetPrincipalMarkets/:eventId`,
      summary: `An event with its principal markets (${who})`,
      tags: eventTags,
      auth: 'optionalBearer',
      params: ZEventIdParams,
      query: ZListQuery,
      answer: ZMatch,
      errors: ['NOT_FOUND'],
    }),
    liveEvents: defineRoute({
      method: 'GET',
      path: `${base}/GetLiveEvents`,
      summary: `Live matches with principal markets (${who})`,
      tags: eventTags,
      auth: 'optionalBearer',
      query: ZListQuery,
      answer: z.array(ZMatch),
    }),
    markets: defineRoute({
      method: 'GET',
      path: `${base}/markets/:eventId`,
      summary: `Every market of an event (${who}); an unknown event answers an empty list`,
      tags: eventTags,
      auth: 'optionalBearer',
      params: ZEventIdParams,
      query: ZListQuery,
      answer: z.array(ZMarket),
    }),
    outcomes: defineRoute({
      method: 'GET',
      path: `${base}/outcomes/:id`,
      summary: `Outcomes of an event, optionally of one market (${who}); unknown answers []`,
      tags: eventTags,
      auth: 'optionalBearer',
      params: ZIdParams,
      query: ZOutcomesListQuery,
      answer: z.array(ZOutcome),
    }),
    fixtureDetail: defineRoute({
      method: 'GET',
      path: `${base}/GetFixtureDetail/:id`,
      summary: `An event with every market (${who})`,
      tags: eventTags,
      auth: 'optionalBearer',
      params: ZIdParams,
      query: ZListQuery,
      answer: ZMatch,
      errors: ['NOT_FOUND'],
    }),
    matchTimeline: defineRoute({
      method: 'GET',
      path: `${base}/GetMatchTimeline/:id`,
      summary: `What happened in a match so far, for the match tracker (${who}): events and win chances`,
      tags: eventTags,
      auth: 'optionalBearer',
      params: ZIdParams,
      query: ZListQuery,
      answer: ZMatchTimeline,
      errors: ['NOT_FOUND'],
    }),
  };
}

const v1 = fixtureRoutes('v1');
const v2 = fixtureRoutes('v2');

const eventsByTournament = {
  summary: 'Live and upcoming events of a tournament, season or stage, with principal markets',
  tags: eventTags,
  auth: 'optionalBearer',
  params: ZTournamentParams,
  query: ZListQuery,
  answer: z.array(ZMatch),
} as const;

/** A stage by its id: with its principal market, or with every market. */
const oneStage = <P extends string>(path: P, summary: string) =>
  defineRoute({
    method: 'GET',
    path,
    summary,
    tags: stageTags,
    auth: 'optionalBearer',
    params: ZIdParams,
    query: ZListQuery,
    answer: ZEventStage,
    errors: ['NOT_FOUND'],
  });

/**
 * Events, stages (F1 races as sr:stage events) and seasons (outrights) of seed 001 section 7.
 * A bearer token is optional: `adminMode=true` counts only for role 1.
 */
export const sportsbookEventsApi = {
  principalMarketsV1: v1.principalMarkets,
  principalMarketsV2: v2.principalMarkets,
  liveEventsV1: v1.liveEvents,
  liveEventsV2: v2.liveEvents,
  marketsV1: v1.markets,
  marketsV2: v2.markets,
  outcomesV1: v1.outcomes,
  outcomesV2: v2.outcomes,
  fixtureDetailV1: v1.fixtureDetail,
  fixtureDetailV2: v2.fixtureDetail,
  matchTimelineV1: v1.matchTimeline,
  matchTimelineV2: v2.matchTimeline,
  eventsByTournament: defineRoute({
    method: 'GET',
    path: '/api/EventFixture/v2/GetEventsByTournament/:id',
    ...eventsByTournament,
  }),
  eventsByTournamentDetail: defineRoute({
    method: 'GET',
    path: '/api/FixtureDetail/v1/GetEventsByTournament/:id',
    ...eventsByTournament,
  }),
  fixtureStatus: defineRoute({
    method: 'GET',
    path: '/api/EventFixture/v1/GetFixtureStatusFromApi/:id',
    summary: 'Status of an event as the feed knows it now (live list upkeep: still live? coverage?)',
    tags: eventTags,
    auth: 'optionalBearer',
    params: ZIdParams,
    answer: ZFixtureStatus,
    errors: ['NOT_FOUND'],
  }),
} as const;

/** Stages (F1 races) and seasons (outrights) of seed 001 section 7. */
export const sportsbookOutrightsApi = {
  stagePrincipalMarkets: oneStage(
    '/api/EventStage/v1/GetPrincipalMarkets/:id',
    'A stage with its principal market',
  ),
  stageDetail: oneStage('/api/EventStage/v1/GetStageDetail/:id', 'A stage with every market'),
  liveStages: defineRoute({
    method: 'GET',
    path: '/api/EventStage/v1/GetLiveEvents',
    summary: 'Stages in progress',
    tags: stageTags,
    auth: 'optionalBearer',
    query: ZListQuery,
    answer: z.array(ZEventStage),
  }),
  childStages: defineRoute({
    method: 'GET',
    path: '/api/EventStage/v1/GetChildStages/:id',
    summary: 'Stages under a parent stage (races of a season)',
    tags: stageTags,
    auth: 'optionalBearer',
    params: ZIdParams,
    query: ZListQuery,
    answer: z.array(ZEventStage),
  }),
  stages: defineRoute({
    method: 'GET',
    path: '/api/EventStage/v1/GetStages/:id',
    summary: 'Upcoming and live stages of a tournament (id: sr:tournament or sr:stage season)',
    tags: stageTags,
    auth: 'optionalBearer',
    params: z.object({
      id: z.string().regex(/^(sr|bg):[a-z_]+:[0-9]{1,12}$/, 'id como sr:tournament:40'),
    }),
    query: ZListQuery,
    answer: z.array(ZEventStage),
  }),
  stageMarkets: defineRoute({
    method: 'GET',
    path: '/api/EventStage/v1/GetMarkets/:id',
    summary: 'Markets of a stage ([] when unknown)',
    tags: stageTags,
    auth: 'optionalBearer',
    params: ZIdParams,
    query: ZListQuery,
    answer: z.array(ZMarket),
  }),
  season: defineRoute({
    method: 'GET',
    path: '/api/EventSeason/v1/GetSeason/:id',
    summary: 'A season (outright event); id: the season, or a tournament for its current season',
    tags: seasonTags,
    auth: 'optionalBearer',
    params: ZIdParams,
    query: ZListQuery,
    answer: ZEventSeason,
    errors: ['NOT_FOUND'],
  }),
  seasonMarkets: defineRoute({
    method: 'GET',
    path: '/api/EventSeason/v1/GetMarketsBySeason/:id',
    summary: 'Outright markets of a season, or of the current season of a tournament ([] when unknown)',
    tags: seasonTags,
    auth: 'optionalBearer',
    params: ZIdParams,
    query: ZListQuery,
    answer: z.array(ZMarket),
  }),
  seasonOutcomes: defineRoute({
    method: 'GET',
    path: '/api/EventSeason/v1/GetOutcomesByMarket/:id',
    summary:
      'Outcomes of a season market (id: the season or its tournament; marketId, specifiers in the query)',
    tags: seasonTags,
    auth: 'optionalBearer',
    params: ZIdParams,
    query: ZOutcomesListQuery,
    answer: z.array(ZOutcome),
  }),
} as const;
