-- Baseline of the sportsbook module (issue 18): the versioned migrations 0350..0351 squashed, their
-- tables, indexes, constraints, types and seed rows in their original order. SQL functions
-- live in ../sql/<function>.sql, applied after every versioned migration.

-- from 0350_sportsbook_switch.sql
-- Feed switch (seed 001 section 3 "Switch settings"): per event id, show and replace.
create table sb_switch (
  event_id text primary key,
  show boolean not null default true,
  replace boolean not null default false,
  updated_by bigint,
  updated_at timestamptz not null default now()
);

-- from 0351_sportsbook_event_timeline.sql
-- The event page's match tracker (GET /api/EventFixture/v1/GetMatchTimeline/{id}): what happened in a
-- match, recorded from the feed as it happens. kind: score | period | suspended | reopened | chances.
create table sb_event_timeline (
  event_id text not null,
  seq bigserial not null,
  ts bigint not null,
  kind text not null,
  clock_seconds integer,
  side text,
  home_score integer,
  away_score integer,
  text text not null default '',
  chance_home real,
  chance_draw real,
  chance_away real,
  primary key (event_id, seq)
);
create index sb_event_timeline_ts on sb_event_timeline (ts);
