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
