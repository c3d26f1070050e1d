import type { Generated, Selectable } from 'kysely';

/** Kysely types of the feed tables (migrations/0300_feed_baseline.sql). */
export type FeedTables = {
  feed_sports: { id: string; slug: string; name: string; sort_order: number };
  feed_categories: { id: string; sport_id: string; name: string; country_code: string | null };
  feed_tournaments: {
    id: string;
    sport_id: string;
    category_id: string;
    name: string;
    provider_id: number;
    is_principal: boolean;
    priority: number;
    allow_cashout: Generated<boolean>;
    early_payout: boolean;
  };
  feed_seasons: {
    id: string;
    tournament_id: string;
    name: string;
    start_date: string | null;
    end_date: string | null;
  };
  feed_stages: {
    id: string;
    tournament_id: string;
    parent_id: string | null;
    name: string;
    stage_type: string;
  };
  feed_competitors: {
    id: string;
    sport_id: string;
    name: string;
    abbreviation: string;
    country_code: string | null;
  };
  feed_events: FeedEventRow;
  feed_markets: FeedMarketRow;
  feed_outcomes: FeedOutcomeRow;
  feed_settlement_messages: {
    message_id: string;
    kind: string;
    event_id: string;
    producer_id: number;
    payload: unknown;
    ts: number;
    received_at: Generated<Date>;
  };
  feed_producers: {
    id: number;
    name: string;
    last_alive_at: number;
    down: boolean;
    changed_at: number;
  };
  /** migrations/0300_feed_baseline.sql */
  feed_simulator_clock: { id: number; seed: number; speed: number; epoch_ms: number };
};

export type FeedEventRow = {
  id: string;
  event_type: 'match' | 'stage' | 'season';
  provider_id: number;
  sport_id: string;
  tournament_id: string;
  parent_id: string | null;
  name: string;
  home_id: string | null;
  home_name: string;
  away_id: string | null;
  away_name: string;
  scheduled_at: number;
  status: Generated<number>;
  match_status_description: Generated<string>;
  home_score: Generated<number | null>;
  away_score: Generated<number | null>;
  clock_seconds: Generated<number | null>;
  clock_stopped: Generated<boolean>;
  clock_type: Generated<string>;
  clock_rate: Generated<number>;
  clock_at: Generated<number | null>;
  producer_id: Generated<number>;
  booking_status: string;
  has_streaming: boolean;
  fixture_ts: number;
  status_ts: Generated<number>;
  started_at: Generated<number | null>;
  updated_at: number;
};

export type FeedMarketRow = {
  event_id: string;
  market_id: number;
  specifiers: string;
  producer_id: number;
  status: number;
  is_favorite: boolean;
  ts: number;
};

export type FeedOutcomeRow = {
  event_id: string;
  market_id: number;
  specifiers: string;
  outcome_id: string;
  odds: number;
  probability: number;
  active: boolean;
  status: Generated<number>;
  result: Generated<number | null>;
  void_factor: Generated<number | null>;
  dead_heat_factor: Generated<number | null>;
  sort_order: Generated<number>;
};

/** Rows as read. */
export type FeedEvent = Selectable<FeedEventRow>;
export type FeedMarket = Selectable<FeedMarketRow>;
export type FeedOutcome = Selectable<FeedOutcomeRow>;
