import { z } from 'zod';
import { defineRoute } from './route';
import { ZCategory, ZHeaderItem, ZMatch, ZSport, ZSportCatalog, ZTopTournament } from './sportsbook';
import {
  ZBgLabelParams,
  ZBgOutcomeLabelQuery,
  ZEarlyPayoutTournament,
  ZEnabledEvent,
  ZEventIdParams,
  ZIdParams,
  ZListQuery,
  ZLiveMatchesQuery,
  ZMarketLabelParams,
  ZOutcomeLabelParams,
  ZPrematchHidden,
  ZPrincipalTournamentEvents,
  ZPrincipalTournamentsQuery,
  ZSearchParams,
  ZSearchQuery,
  ZSearchResult,
  ZSidebarParams,
  ZSportParams,
  ZStreamingInfo,
  ZSwitchEntry,
  ZSwitchMap,
  ZSwitchReplaceBody,
  ZTemplateMarket,
  ZTemplateMarketsQuery,
  ZTournamentName,
  ZTournamentParams,
  ZVisibility,
} from './sportsbook-api';

/** How many top tournaments LimitTopTournaments answers. */
export const TOP_TOURNAMENTS_LIMIT = 10;

const catalogueTags = ['sportsbook: catalogue'] as const;
const fbTags = ['sportsbook: front-back (/fb)'] as const;
const switchTags = ['sportsbook: feed switch'] as const;
const labelsTags = ['sportsbook: labels (/labels)'] as const;

/** A sport id under another parameter name (the seed's paths name it `id` or `sport`). */
const ZSportIdParams = z.object({ id: ZSportParams.shape.sportId });

/** The sports header bar, answered the same under /fb and under the sidebar's path. */
const headbar = <P extends string>(path: P) =>
  defineRoute({
    method: 'GET',
    path,
    summary: 'Header bar items',
    tags: catalogueTags,
    auth: 'public',
    answer: z.array(ZHeaderItem),
  });

/** A tournament's name: v3 for sr: ids, v2 for the others (seed 001 section 7). */
const tournamentName = (version: 'v2' | 'v3') =>
  defineRoute({
    method: 'GET',
    path: `/api/SportBook/${version}/catalog/tournamentname/:id`,
    summary: version === 'v3' ? 'Tournament name (sr: ids)' : 'Tournament name (other ids)',
    tags: catalogueTags,
    auth: 'public',
    params: ZTournamentParams,
    answer: ZTournamentName,
    errors: ['NOT_FOUND'],
  });

/** The sportsbook catalogue of seed 001 section 7: sports, tournaments, templates and search. */
export const catalogueApi = {
  sports: defineRoute({
    method: 'GET',
    path: '/api/SportBook/v1/catalog/sports',
    summary: 'Every sport with live and prematch counts',
    tags: catalogueTags,
    auth: 'public',
    answer: z.array(ZSport),
  }),
  sport: defineRoute({
    method: 'GET',
    path: '/api/SportBook/v1/catalog/sports/:sportId',
    summary: 'A sport with its categories and tournaments',
    tags: catalogueTags,
    auth: 'public',
    params: ZSportParams,
    answer: ZSportCatalog,
    errors: ['NOT_FOUND'],
  }),
  tournamentNameV3: tournamentName('v3'),
  tournamentNameV2: tournamentName('v2'),
  enabledPrematchTournaments: defineRoute({
    method: 'GET',
    path: '/api/SportBook/v2/enabledprematchtournaments/:sport',
    summary: 'Second-provider tournaments whose prematch events are enabled',
    tags: catalogueTags,
    auth: 'public',
    params: z.object({ sport: ZSportParams.shape.sportId }),
    answer: z.array(z.string()),
  }),
  earlyPayoutTournaments: defineRoute({
    method: 'GET',
    path: '/api/EarlyPayoutFeatures/v1/GetEarlyPayoutTournaments/:id',
    summary: 'Tournaments of a sport where early payout applies',
    tags: catalogueTags,
    auth: 'public',
    params: ZSportIdParams,
    answer: z.array(ZEarlyPayoutTournament),
  }),
  templateMarkets: defineRoute({
    method: 'GET',
    path: '/api/SportMarket/v1/GetTemplateMarkets/:id',
    summary: 'Market templates of a sport (names with placeholders, outcome ids)',
    tags: catalogueTags,
    auth: 'public',
    params: ZSportIdParams,
    query: ZTemplateMarketsQuery,
    answer: z.array(ZTemplateMarket),
    errors: ['NOT_FOUND'],
  }),
  principalTournaments: defineRoute({
    method: 'GET',
    path: '/api/PrincipalTournaments/v1/GetEventsByPrincipalTournaments',
    summary: 'Upcoming events of the principal tournaments with their principal markets',
    tags: catalogueTags,
    auth: 'optionalBearer',
    query: ZPrincipalTournamentsQuery,
    answer: z.array(ZPrincipalTournamentEvents),
  }),
  topTournaments: defineRoute({
    method: 'GET',
    path: '/api/PrincipalTournaments/v1/LimitTopTournaments',
    summary: `The top tournaments (at most ${TOP_TOURNAMENTS_LIMIT}) and whether they allow cash-out`,
    tags: catalogueTags,
    auth: 'public',
    answer: z.array(ZTopTournament),
  }),
  search: defineRoute({
    method: 'GET',
    path: '/api/SportBook/v1/search/:type',
    summary: 'Search teams, tournaments and events by name (for /search-bar/{type})',
    tags: catalogueTags,
    auth: 'optionalBearer',
    params: ZSearchParams,
    query: ZSearchQuery.extend(ZListQuery.shape),
    answer: ZSearchResult,
  }),
} as const;

/** The sidebar of the sportsbook pages: the header bar and a sport's categories. */
export const sidebarApi = {
  headbar: headbar('/api/SidebarSport/v3/home/headbar'),
  categories: defineRoute({
    method: 'GET',
    path: '/api/SidebarSport/v3/all/categories/tournaments/:id',
    summary: 'Categories and tournaments of a sport (id: sr:sport:N)',
    tags: catalogueTags,
    auth: 'public',
    params: ZSportIdParams,
    answer: z.array(ZCategory),
  }),
  sidebar: defineRoute({
    method: 'GET',
    path: '/api/SidebarSport/v3/:a/:b',
    summary: 'Sidebar of a sport: categories with tournaments that have all, live or prematch events',
    tags: catalogueTags,
    auth: 'public',
    params: ZSidebarParams,
    answer: z.array(ZCategory),
  }),
} as const;

/** The front-back service of seed 001 section 7, under /fb. */
export const fbApi = {
  headbar: headbar('/fb/headbar'),
  liveMatches: defineRoute({
    method: 'GET',
    path: '/fb/live-matches',
    summary: 'Live matches (Mobile: main market only; Desktop: principal markets)',
    tags: fbTags,
    auth: 'optionalBearer',
    query: ZLiveMatchesQuery,
    answer: z.array(ZMatch),
  }),
  enabledEvents: defineRoute({
    method: 'GET',
    path: '/fb/live-matches/enabled-events',
    summary: 'Unifier filter: live events enabled for display, with the event each one replaces',
    tags: fbTags,
    auth: 'public',
    answer: z.array(ZEnabledEvent),
  }),
  liveMatch: defineRoute({
    method: 'GET',
    path: '/fb/live-matches/:id',
    summary: 'A live match with every market',
    tags: fbTags,
    auth: 'optionalBearer',
    params: ZIdParams,
    query: ZListQuery,
    answer: ZMatch,
    errors: ['NOT_FOUND'],
  }),
  streaming: defineRoute({
    method: 'GET',
    path: '/fb/streaming/:id',
    summary: "The streaming/statistics widget of an event, or 404 'Streaming not available'",
    tags: fbTags,
    auth: 'public',
    params: ZIdParams,
    answer: ZStreamingInfo,
    errors: ['NOT_FOUND'],
  }),
  prematchHidden: defineRoute({
    method: 'GET',
    path: '/fb/prematch/:sportId/hidden',
    summary: "Prematch events of a sport hidden by the feed switch ('Hidden not available' → 404)",
    tags: fbTags,
    auth: 'public',
    params: ZSportParams,
    answer: ZPrematchHidden,
    errors: ['NOT_FOUND'],
  }),
  visibility: defineRoute({
    method: 'GET',
    path: '/fb/visibility/:id',
    summary: 'Whether an event is live and visible',
    tags: fbTags,
    auth: 'public',
    params: ZIdParams,
    answer: ZVisibility,
    errors: ['NOT_FOUND'],
  }),
  prematch: defineRoute({
    method: 'GET',
    path: '/fb/prematch/:id',
    summary: 'Upcoming events of a sport with principal markets',
    tags: fbTags,
    auth: 'optionalBearer',
    params: ZSportIdParams,
    query: ZListQuery,
    answer: z.array(ZMatch),
  }),
} as const;

/** The feed switch service of seed 001 section 7; changes are published on feed.switch.<eventId>. */
export const switchApi = {
  map: defineRoute({
    method: 'GET',
    path: '/api/providerswitch',
    summary: 'Show and replace settings per event id',
    tags: switchTags,
    auth: 'public',
    answer: ZSwitchMap,
  }),
  replace: defineRoute({
    method: 'POST',
    path: '/api/providerswitch/replace',
    summary: 'Make an event replace its twin (role 1); Show defaults to true',
    tags: switchTags,
    auth: 'staff',
    body: ZSwitchReplaceBody,
    answer: ZSwitchEntry,
    errors: ['NOT_FOUND'],
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/api/providerswitch/delete/:eventId',
    summary: "Remove an event's switch settings (role 1)",
    tags: switchTags,
    auth: 'staff',
    params: ZEventIdParams,
    answer: z.object({ eventId: z.string(), deleted: z.literal(true) }),
    errors: ['NOT_FOUND'],
  }),
} as const;

/** A label: the name, or a blank space when the catalogue has none. */
const ZLabel = z.string();

/** The labels service of seed 001 section 7: market and outcome names in pt or es. */
export const labelsApi = {
  market: defineRoute({
    method: 'GET',
    path: '/labels/market/:lang/:event/:marketType/:specifier',
    summary: 'Market name',
    tags: labelsTags,
    auth: 'public',
    params: ZMarketLabelParams,
    answer: ZLabel,
  }),
  outcome: defineRoute({
    method: 'GET',
    path: '/labels/outcome/:lang/:event/:marketType/:specifier/:outcome',
    summary: 'Outcome name',
    tags: labelsTags,
    auth: 'public',
    params: ZOutcomeLabelParams,
    answer: ZLabel,
  }),
  bgMarket: defineRoute({
    method: 'GET',
    path: '/labels/bg/market/:lang/:id/:specifiers',
    summary: 'Second-provider market name',
    tags: labelsTags,
    auth: 'public',
    params: ZBgLabelParams,
    query: z.object({ event: ZBgOutcomeLabelQuery.shape.event }),
    answer: ZLabel,
  }),
  bgOutcome: defineRoute({
    method: 'GET',
    path: '/labels/bg/outcome/:lang/:id/:specifiers',
    summary: 'Second-provider outcome name (outcome id in the query)',
    tags: labelsTags,
    auth: 'public',
    params: ZBgLabelParams,
    query: ZBgOutcomeLabelQuery,
    answer: ZLabel,
  }),
} as const;

export type TTournamentName = z.infer<typeof ZTournamentName>;
export type TEarlyPayoutTournament = z.infer<typeof ZEarlyPayoutTournament>;
export type TTemplateMarket = z.infer<typeof ZTemplateMarket>;
export type TPrincipalTournamentEvents = z.infer<typeof ZPrincipalTournamentEvents>;
export type TTopTournament = z.infer<typeof ZTopTournament>;
export type TSearchResult = z.infer<typeof ZSearchResult>;
export type TSportCatalog = z.infer<typeof ZSportCatalog>;
