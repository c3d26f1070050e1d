-- Baseline of the feed module (issue 18): the versioned migrations 0300..0390 squashed, their
-- tables, indexes, constraints, types and seed rows in their original order. SQL functions
-- live in ../sql/<function>.sql, applied after every versioned migration.

-- from 0300_feed_catalogue.sql
-- The odds feed as ingested (UOF message kinds): catalogue, events, markets, outcomes, settlements.
-- Times of feed messages are ms since epoch (bigint): a market or event keeps the timestamp of the
-- last message applied, so a late message never overwrites a newer one.

create table feed_sports (
  id text primary key,              -- sr:sport:1
  slug text not null unique,        -- futebol
  name text not null,               -- Futebol
  sort_order int not null default 0
);

create table feed_categories (
  id text primary key,              -- sr:category:13
  sport_id text not null references feed_sports(id),
  name text not null,
  country_code text
);
create index feed_categories_sport on feed_categories (sport_id);

create table feed_tournaments (
  id text primary key,              -- sr:tournament:325
  sport_id text not null references feed_sports(id),
  category_id text not null references feed_categories(id),
  name text not null,
  provider_id smallint not null default 1,
  is_principal boolean not null default false,
  priority int not null default 0,
  allow_cashout boolean not null default true,
  early_payout boolean not null default false
);
create index feed_tournaments_sport on feed_tournaments (sport_id);

create table feed_seasons (
  id text primary key,              -- sr:season:1001
  tournament_id text not null references feed_tournaments(id),
  name text not null,
  start_date date,
  end_date date
);

create table feed_stages (
  id text primary key,              -- sr:stage:2001
  tournament_id text not null references feed_tournaments(id),
  parent_id text,                   -- the season stage of a race
  name text not null,
  stage_type text not null          -- season | race | practice | qualifying
);

-- matches, stages with markets (races) and seasons with outrights: every event with markets
create table feed_events (
  id text primary key,              -- sr:match:1 | bg:match:1 | sr:stage:1 | sr:season:1
  event_type text not null,         -- match | stage | season
  provider_id smallint not null,
  sport_id text not null references feed_sports(id),
  tournament_id text not null references feed_tournaments(id),
  parent_id text,
  name text not null,
  home_id text,
  home_name text not null default '',
  away_id text,
  away_name text not null default '',
  scheduled_at bigint not null,
  status smallint not null default 0,
  match_status_description text not null default '',
  home_score int,
  away_score int,
  clock_seconds int,
  clock_stopped boolean not null default true,
  clock_type text not null default 'up',
  clock_rate real not null default 1,
  clock_at bigint,
  producer_id smallint not null default 3,
  booking_status text not null default 'Bookable',
  has_streaming boolean not null default false,
  fixture_ts bigint not null default 0,
  status_ts bigint not null default 0,
  started_at bigint,
  updated_at bigint not null
);
create index feed_events_schedule on feed_events (sport_id, scheduled_at);
create index feed_events_status on feed_events (status);
create index feed_events_tournament on feed_events (tournament_id, scheduled_at);

create table feed_markets (
  event_id text not null references feed_events(id),
  market_id int not null,
  specifiers text not null default '',
  producer_id smallint not null,
  -- first provider numbers: Open 1, Suspended -1, Inactive 0, Closed 3
  status smallint not null,
  is_favorite boolean not null default false,
  ts bigint not null,
  primary key (event_id, market_id, specifiers)
);
create index feed_markets_producer on feed_markets (producer_id, status);

create table feed_outcomes (
  event_id text not null,
  market_id int not null,
  specifiers text not null default '',
  outcome_id text not null,
  odds double precision not null,
  probability double precision not null,
  active boolean not null,
  -- Cancelled -4, Settled -3, HandedOver -2, Suspended -1, Inactive 0, Active 1
  status smallint not null default 1,
  result smallint,
  void_factor real,
  dead_heat_factor real,
  sort_order int not null default 0,
  primary key (event_id, market_id, specifiers, outcome_id),
  foreign key (event_id, market_id, specifiers) references feed_markets (event_id, market_id, specifiers)
);

-- settlement, cancel and rollbacks as received: idempotent by message id, replayable for betting
create table feed_settlement_messages (
  message_id text primary key,
  kind text not null,               -- settle | rollback-settle | cancel | rollback-cancel
  event_id text not null,
  producer_id smallint not null,
  payload jsonb not null,
  ts bigint not null,
  received_at timestamptz not null default now()
);
create index feed_settlement_messages_event on feed_settlement_messages (event_id, ts);

create table feed_producers (
  id smallint primary key,          -- 1 live, 3 prematch
  name text not null,
  last_alive_at bigint not null default 0,
  down boolean not null default true,
  changed_at bigint not null default 0
);
insert into feed_producers (id, name) values (1, 'LO'), (3, 'Ctrl');

create table feed_competitors (
  id text primary key,              -- sr:competitor:1
  sport_id text not null references feed_sports(id),
  name text not null,
  abbreviation text not null default '',
  country_code text
);
create index feed_competitors_name on feed_competitors (lower(name));

-- from 0301_feed_simulator_clock.sql
-- The odds simulator's clock, shared by every node that may lead the feed: a new leader continues the
-- feed time of the last one (feed time = epoch + (wall time - epoch) x speed), so the events it left
-- running or unsettled keep their kick-offs. Replaced when the seed or the speed changes.
create table feed_simulator_clock (
  id smallint primary key check (id = 1),
  seed bigint not null,
  speed double precision not null,
  epoch_ms bigint not null
);

-- from 0390_feed_settlement_messages_received.sql
-- betting's settlement sweep reads the messages received lately (every 30 s on every node)
create index feed_settlement_messages_received on feed_settlement_messages (received_at);
