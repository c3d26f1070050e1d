import type { TEventStatus, TLiveClock, TProducerId, TProviderId } from '@placar/contract';

/**
 * The message kinds of Sportradar's Unified Odds Feed, as every adapter delivers them to ingestion.
 * `ts` is the producer's timestamp (ms): ingestion keeps the newest per market and per event.
 */

/** UOF market status: 1 active, -1 suspended, 0 inactive, -3 settled, -4 cancelled, -2 handed over. */
export type UofMarketStatus = 1 | -1 | 0 | -2 | -3 | -4;

export type FeedOutcomeOdds = {
  outcomeId: string;
  odds: number;
  /** fair probability (before margin) */
  probability: number;
  active: boolean;
};

export type FeedMarketOdds = {
  marketId: number;
  specifiers: string;
  status: UofMarketStatus;
  isFavorite?: boolean;
  outcomes: FeedOutcomeOdds[];
};

export type FeedEventState = {
  status: TEventStatus;
  matchStatusDescription: string;
  homeScore: number | null;
  awayScore: number | null;
  clock: TLiveClock | null;
  /** match seconds per wall second (time compression of the simulator; 1 for a real feed) */
  clockRate?: number;
};

type Base = { producerId: TProducerId; ts: number };

export type OddsChange = Base & {
  kind: 'odds_change';
  eventId: string;
  state?: FeedEventState;
  markets: FeedMarketOdds[];
};

export type BetStop = Base & {
  kind: 'bet_stop';
  eventId: string;
  /** market ids to stop; absent means every market of the event */
  marketIds?: number[];
};

export type FeedNamed = { id: string; name: string };

/** The fixture as the adapter knows it (UOF sends a fixture_change, then the API answers it). */
export type FeedFixture = {
  id: string;
  eventType: 'match' | 'stage' | 'season';
  providerId: TProviderId;
  sport: FeedNamed & { slug: string; sortOrder: number };
  category: FeedNamed & { countryCode: string | null };
  tournament: FeedNamed & { isPrincipal: boolean; priority: number; earlyPayout: boolean };
  season: (FeedNamed & { startDate: string; endDate: string }) | null;
  stage: (FeedNamed & { stageType: string; parentId: string | null }) | null;
  parentId: string | null;
  name: string;
  home: (FeedNamed & { abbreviation: string }) | null;
  away: (FeedNamed & { abbreviation: string }) | null;
  /** every competitor of a stage or season (drivers, teams of an outright); [] for matches */
  competitors: (FeedNamed & { abbreviation: string })[];
  scheduledAt: number;
  status: TEventStatus;
  bookingStatus: 'Booked' | 'Bookable' | 'NotAvailable';
  hasStreaming: boolean;
};

export type FixtureChangeType = 'new' | 'start-time' | 'status' | 'cancelled' | 'coverage' | 'format';

export type FixtureChange = Base & {
  kind: 'fixture_change';
  eventId: string;
  changeType: FixtureChangeType;
  fixture: FeedFixture;
};

export type SettlementOutcome = {
  outcomeId: string;
  result: 0 | 1;
  voidFactor: number;
  deadHeatFactor: number;
};

export type BetSettlement = Base & {
  kind: 'bet_settlement';
  eventId: string;
  certainty: 1 | 2;
  homeScore: number | null;
  awayScore: number | null;
  markets: { marketId: number; specifiers: string; outcomes: SettlementOutcome[] }[];
};

export type MarketRef = { marketId: number; specifiers: string };

export type RollbackBetSettlement = Base & {
  kind: 'rollback_bet_settlement';
  eventId: string;
  markets: MarketRef[];
};

export type BetCancel = Base & {
  kind: 'bet_cancel';
  eventId: string;
  startTime: number | null;
  endTime: number | null;
  markets: MarketRef[];
};

export type RollbackBetCancel = Base & { kind: 'rollback_bet_cancel'; eventId: string; markets: MarketRef[] };

export type Alive = Base & { kind: 'alive'; subscribed: boolean };

export type SnapshotComplete = Base & { kind: 'snapshot_complete'; requestId: number };

export type FeedMessage =
  | OddsChange
  | BetStop
  | FixtureChange
  | BetSettlement
  | RollbackBetSettlement
  | BetCancel
  | RollbackBetCancel
  | Alive
  | SnapshotComplete;

/** Where an adapter delivers messages; ingestion applies them in order. */
export type FeedSink = (message: FeedMessage) => Promise<void>;
/** Many messages at once, in order (an adapter's tick): ingestion stores them in few statements. */
export type FeedBatchSink = (messages: FeedMessage[]) => Promise<void>;

/**
 * A source of UOF messages: the embedded simulator, or a real feed client behind the same shape.
 * `recover` asks the producer to resend its current state (odds and fixtures) since a time,
 * ending with a `snapshot_complete` carrying `requestId`.
 */
export interface FeedAdapter {
  readonly name: string;
  start(sink: FeedSink, batch?: FeedBatchSink): Promise<void>;
  recover(producerId: TProducerId, sinceTs: number, requestId: number): Promise<void>;
  stop(): Promise<void>;
}
