import { z } from 'zod';

export * from './sportsbook-constants';

/**
 * Sportsbook entities of seed 001 section 3, with the numbers of section 4. Field names are the
 * seed's, exactly; a few extra fields (tournamentName, categoryName, ...) are additive.
 */

export const ZEventStatus = z.number().int().min(0).max(11);

/** Market status of the first provider (numeric catalogue). */
export const MARKET_STATUS = { Open: 1, Suspended: -1, Inactive: 0, Closed: 3 } as const;
export type TMarketStatus = (typeof MARKET_STATUS)[keyof typeof MARKET_STATUS];
/** The second provider speaks words. */
export const BG_MARKET_STATUS = ['Open', 'Suspended', 'Closed'] as const;
export type TBgMarketStatus = (typeof BG_MARKET_STATUS)[number];

export const OUTCOME_STATUS = {
  Cancelled: -4,
  Settled: -3,
  HandedOver: -2,
  Suspended: -1,
  Inactive: 0,
  Active: 1,
} as const;
export type TOutcomeStatus = (typeof OUTCOME_STATUS)[keyof typeof OUTCOME_STATUS];
export const OUTCOME_TRADING_STATUS = { Unpriced: 0, Trading: 1, Suspended: 2, NonRunner: 3 } as const;

/** UOF producers: live odds (1) and prematch (3). */
export const PRODUCERS = { live: 1, prematch: 3 } as const;
export type TProducerId = (typeof PRODUCERS)[keyof typeof PRODUCERS];
export const ZProducerId = z.union([z.literal(1), z.literal(3)]);

/** Data providers: Sportradar 1 (`sr:` ids), Betgenius 2 (`bg:` ids). */
export const PROVIDERS = { Sportradar: 1, Betgenius: 2 } as const;
export type TProviderId = (typeof PROVIDERS)[keyof typeof PROVIDERS];
export const ZProviderId = z.union([z.literal(1), z.literal(2)]);
/** The second provider plays these sports only (seed 001 section 9). */
export const SECOND_PROVIDER_SPORTS = ['sr:sport:1', 'sr:sport:2', 'sr:sport:3'] as const;

export const SIDE = { Home: 0, Away: 1 } as const;
export const MODE = { Prematch: 0, Live: 1 } as const;

/** Ids: `sr:match:1`, `bg:match:1`, `sr:stage:1`, `sr:season:1`, `sr:tournament:1`, `sr:sport:1`. */
export const ZEventId = z
  .string()
  .regex(
    /^(sr|bg):(match|stage|season|simple_tournament|tournament):[0-9]{1,12}$/,
    'id de evento como sr:match:123',
  );
export const ZMatchId = z.string().regex(/^(sr|bg):match:[0-9]{1,12}$/, 'id de partida como sr:match:123');
export const ZSportId = z.string().regex(/^(sr|bg):sport:[0-9]{1,6}$/, 'id de esporte como sr:sport:1');
export const ZTournamentId = z
  .string()
  .regex(
    /^(sr|bg):(tournament|simple_tournament|season|stage):[0-9]{1,12}$/,
    'id de torneio como sr:tournament:325',
  );

export const ZLiveClock = z.object({
  timeInSeconds: z.number().int().min(0),
  stopped: z.boolean(),
  timerType: z.enum(['up', 'down']),
});
export type TLiveClock = z.infer<typeof ZLiveClock>;

export const ZOutcome = z.object({
  /** Unique across the book: `{matchId}/{marketId}/{specifiers}/{outcomeId}` */
  id: z.string(),
  /** UOF outcome id (1, 2, 3 for 1X2; 12/13 over/under; 1714/1715 handicap; 4/5 draw no bet ...) */
  outcomeId: z.string(),
  name: z.string(),
  /** decimal odds */
  odds: z.number(),
  oddsUS: z.number(),
  active: z.boolean(),
  /** fair probability before margin */
  probabilities: z.number(),
  /** 0 home, 1 away, null when neither */
  homeOrAwayTeam: z.union([z.literal(0), z.literal(1)]).nullable(),
  specifiers: z.string(),
});
export type TOutcome = z.infer<typeof ZOutcome>;

export const ZMarketStatusWire = z.union([z.number().int(), z.enum(BG_MARKET_STATUS)]);

export const ZMarket = z.object({
  /** provider market id (UOF market id: 1 1X2, 10 double chance, 18 total, 16 handicap ...) */
  id: z.number().int(),
  name: z.string(),
  /** numeric for the first provider (Open 1, Suspended -1, Inactive 0, Closed 3); words for the second */
  status: ZMarketStatusWire,
  /** numeric market-type catalogue (1X2 is 1, double chance 10, total 18, handicap 16, btts 29, correct score 45) */
  marketType: z.number().int(),
  isFavorite: z.boolean(),
  outcomes: z.array(ZOutcome),
  producerId: ZProducerId,
  /** e.g. `total=2.5`, `hcp=-1.5`, '' when none */
  specifiers: z.string(),
  handicap: z.number().nullable(),
});
export type TMarket = z.infer<typeof ZMarket>;

export const ZMatch = z.object({
  id: z.string(),
  name: z.string(),
  countMarkets: z.number().int(),
  matchStatusDescription: z.string(),
  status: ZEventStatus,
  /** ISO 8601 */
  scheduleTime: z.string(),
  homeCompetitorName: z.string(),
  homeScore: z.number().int().nullable(),
  awayCompetitorName: z.string(),
  awayScore: z.number().int().nullable(),
  producerId: ZProducerId,
  tournamentId: z.string(),
  sportId: z.string(),
  isEarlyPayoutApplied: z.boolean(),
  providerId: ZProviderId,
  /** Booked | Bookable | NotAvailable */
  bookingStatus: z.string(),
  /** the season or stage this event belongs to, or null */
  parentId: z.string().nullable(),
  markets: z.array(ZMarket),
  time: ZLiveClock.nullable(),
  hasStreaming: z.boolean(),
  mainMarket: ZMarket.nullable(),
  tournamentName: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
});
export type TMatch = z.infer<typeof ZMatch>;

export const ZSport = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  /** market layout of seed 001 section 9 */
  layout: z.enum(['1x2', 'handicap-total-winner', 'two-way', 'special-winner']),
  liveCount: z.number().int(),
  prematchCount: z.number().int(),
});
export type TSport = z.infer<typeof ZSport>;

export const ZTournament = z.object({
  id: z.string(),
  name: z.string(),
  sportId: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  liveCount: z.number().int(),
  prematchCount: z.number().int(),
  isPrincipal: z.boolean(),
  allowCashout: z.boolean(),
});
export type TTournament = z.infer<typeof ZTournament>;

export const ZCategory = z.object({
  id: z.string(),
  name: z.string(),
  countryCode: z.string().nullable(),
  tournaments: z.array(ZTournament),
});
export type TCategory = z.infer<typeof ZCategory>;

export const ZSportCatalog = ZSport.extend({ categories: z.array(ZCategory) });

export const HEADER_ITEM_TYPES = [
  'sports',
  'tournaments',
  'casino',
  'other',
  'stage',
  'shortcut',
  'principal shortcut',
  'pop-up shortcut',
] as const;
export const ZHeaderItem = z.object({
  type: z.enum(HEADER_ITEM_TYPES),
  displayName: z.string(),
  sportId: z.string().nullable(),
  hasLiveEvents: z.boolean(),
  hasPrematch: z.boolean(),
  hasPrematchMatchesInList: z.boolean(),
  itemId: z.string(),
  imageUrl: z.string().nullable(),
  path: z.string(),
  enabled: z.boolean(),
});
export type THeaderItem = z.infer<typeof ZHeaderItem>;

/** Top tournaments (seed 001 section 3). */
export const ZTopTournament = z.object({ tournamentId: z.string(), allowCashout: z.boolean() });
