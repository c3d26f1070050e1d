-- Feed switch (seed 001 section 3 "Switch settings"): per event id, show and replace.
create table sb_switch (
  event_id text primary key,
  show boolean not null default true,
  replace boolean not null default false,
  updated_by bigint,
  updated_at timestamptz not null default now()
);
