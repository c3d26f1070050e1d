import { z } from 'zod';
import { ZEventId, ZEventStatus, ZLiveClock, ZMatch, ZProducerId, ZSportId } from './sportsbook';
import { ZSwitchSettings } from './sportsbook-feed';

/**
 * Requests and answers of the sportsbook calls of seed 001 section 7 (catalogue, events, stages,
 * seasons, front-back `/fb`, labels `/labels`, feed switch). Answers are `{ data }`.
 */

/** Brands (seed 000/001): three Brazilian ones, Peru, Mexico and the others. Header `x-brand`. */
export const BRANDS = ['br', 'br2', 'br3', 'pe', 'mx', 'co', 'ec', 'gt'] as const;
export type TBrand = (typeof BRANDS)[number];
export const BRAZIL_BRANDS: readonly TBrand[] = ['br', 'br2', 'br3'];

const queryBool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Every list call: `adminMode=true` (role 1 only) also shows events hidden by the feed switch. */
export const ZListQuery = z.object({ adminMode: queryBool.optional() });

export const ZEventIdParams = z.object({ eventId: ZEventId });
export const ZIdParams = z.object({ id: ZEventId });
export const ZSportParams = z.object({ sportId: ZSportId });
export const ZTournamentParams = z.object({
  id: z.string().regex(/^(sr|bg):[a-z_]+:[0-9]{1,12}$/, 'id como sr:tournament:325'),
});

export const ZLiveMatchesQuery = ZListQuery.extend({
  deviceType: z.enum(['Mobile', 'Desktop']).default('Desktop'),
  /** cache-busting timestamp sent by the client; ignored */
  d: z.coerce.number().optional(),
});

export const ZOutcomesQuery = z.object({
  marketId: z.coerce.number().int().positive().optional(),
  specifiers: z.string().max(100).optional(),
});

export const ZTemplateMarketsQuery = z.object({
  providerId: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .default(1),
  eventType: z.enum(['prematch', 'live']).default('prematch'),
});

export const ZPrincipalTournamentsQuery = ZListQuery.extend({
  tournamentToShow: z.coerce.number().int().min(1).max(50).default(10),
  forwardDays: z.coerce.number().int().min(1).max(7).default(2),
});

export const ZSidebarParams = z.object({
  a: z.enum(['all', 'live', 'prematch']),
  b: ZSportId,
});

export const ZLabelLang = z.enum(['pt', 'es']);
export const ZMarketLabelParams = z.object({
  lang: ZLabelLang,
  event: ZEventId,
  marketType: z.coerce.number().int().positive(),
  /** UOF specifiers ('total=2.5', 'hcp=-1.5|...'); '-' when the market has none */
  specifier: z.string().max(200),
});
export const ZOutcomeLabelParams = ZMarketLabelParams.extend({ outcome: z.string().min(1).max(60) });
export const ZBgLabelParams = z.object({
  lang: ZLabelLang,
  id: z.coerce.number().int().positive(),
  specifiers: z.string().max(200),
});
export const ZBgOutcomeLabelQuery = z.object({
  outcome: z.string().min(1).max(60),
  event: ZEventId.optional(),
});

export const ZSearchParams = z.object({ type: z.enum(['all', 'teams', 'tournaments', 'events']) });
export const ZSearchQuery = z.object({
  query: z.string().trim().min(2, 'pelo menos 2 caracteres').max(60, 'no máximo 60 caracteres'),
});

export const ZSwitchReplaceBody = z.object({ EventId: ZEventId, Show: z.boolean().optional() });

// ---------------------------------------------------------------- answers

export const ZFixtureStatus = z.object({
  id: z.string(),
  status: ZEventStatus,
  matchStatusDescription: z.string(),
  isLive: z.boolean(),
  bookingStatus: z.string(),
  producerId: ZProducerId,
  homeScore: z.number().int().nullable(),
  awayScore: z.number().int().nullable(),
  time: ZLiveClock.nullable(),
  scheduleTime: z.string(),
});

export const ZTournamentName = z.object({
  id: z.string(),
  name: z.string(),
  sportId: z.string(),
  categoryName: z.string(),
});

export const ZEventStage = ZMatch.extend({
  stageType: z.string(),
  competitors: z.array(z.object({ id: z.string(), name: z.string() })),
});

export const ZEventSeason = z.object({
  id: z.string(),
  name: z.string(),
  tournamentId: z.string(),
  tournamentName: z.string(),
  sportId: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  status: ZEventStatus,
  countMarkets: z.number().int(),
});

export const ZEarlyPayoutTournament = z.object({
  tournamentId: z.string(),
  sportId: z.string(),
  name: z.string(),
});

export const ZTemplateMarket = z.object({
  marketId: z.number().int(),
  name: z.string(),
  specifierKeys: z.array(z.string()),
  outcomes: z.array(z.object({ outcomeId: z.string(), name: z.string() })),
  isPrincipal: z.boolean(),
});

export const ZPrincipalTournamentEvents = z.object({
  tournamentId: z.string(),
  tournamentName: z.string(),
  sportId: z.string(),
  categoryName: z.string(),
  allowCashout: z.boolean(),
  events: z.array(ZMatch),
});

export const ZEnabledEvent = z.object({ eventId: z.string(), replaces: z.string().nullable() });
export const ZStreamingInfo = z.object({
  eventId: z.string(),
  /** the live match tracker is driven by the stream gate */
  kind: z.literal('match-tracker'),
  streamPath: z.string(),
});
export const ZPrematchHidden = z.object({ prematchEventsHidden: z.array(z.string()) });
export const ZVisibility = z.object({
  eventId: z.string(),
  state: z.enum(['Live', 'Prematch', 'Ended']),
  visibility: z.enum(['Visible', 'Hidden']),
});

export const ZSearchResult = z.object({
  teams: z.array(z.object({ id: z.string(), name: z.string(), sportId: z.string() })),
  tournaments: z.array(ZTournamentName),
  events: z.array(ZMatch),
});

export const ZSwitchMap = z.record(z.string(), ZSwitchSettings);
export const ZSwitchEntry = ZSwitchSettings.extend({ eventId: z.string() });

/**
 * GET /api/EventFixture/{v1|v2}/GetMatchTimeline/{id}: what the event page's own match tracker draws
 * of the match so far (the seeds name the statistics widget but not its call; this one follows the
 * EventFixture calls). Recorded by the server from the feed as it happens: goals and other points
 * (score changes), period changes, bet stops of the main market and their reopening, and the main
 * market's win chances over time. An unknown or hidden event is a 404; a match with nothing recorded
 * answers empty lists. The client appends what the stream brings after its request.
 */
export const TIMELINE_KINDS = ['score', 'period', 'suspended', 'reopened'] as const;
/** Newest entries kept per match, and chance points (a point at most every 15 s of feed time). */
export const TIMELINE_MAX_ENTRIES = 60;
export const TIMELINE_MAX_CHANCES = 120;
export const TIMELINE_CHANCE_EVERY_MS = 15_000;

export const ZTimelineEntry = z.object({
  /** feed time, ms since epoch */
  ts: z.number(),
  /** the match clock then, in seconds (null when the sport or the moment has none) */
  clock: z.number().int().nullable(),
  kind: z.enum(TIMELINE_KINDS),
  /** who scored (score entries) */
  side: z.enum(['home', 'away']).nullable(),
  homeScore: z.number().int().nullable(),
  awayScore: z.number().int().nullable(),
  /** pt-BR line: 'Flamengo marca: 1 x 0', '2º tempo', 'Apostas suspensas: lance de perigo' */
  text: z.string(),
});
export type TTimelineEntry = z.infer<typeof ZTimelineEntry>;

export const ZChancePoint = z.object({
  ts: z.number(),
  /** win chances of the main market (fair probabilities, summing to 1); draw 0 when there is none */
  home: z.number().min(0).max(1),
  draw: z.number().min(0).max(1),
  away: z.number().min(0).max(1),
});
export type TChancePoint = z.infer<typeof ZChancePoint>;

export const ZMatchTimeline = z.object({
  matchId: z.string(),
  /** newest first, at most TIMELINE_MAX_ENTRIES */
  entries: z.array(ZTimelineEntry),
  /** oldest first, at most TIMELINE_MAX_CHANCES */
  chances: z.array(ZChancePoint),
});
export type TMatchTimeline = z.infer<typeof ZMatchTimeline>;
