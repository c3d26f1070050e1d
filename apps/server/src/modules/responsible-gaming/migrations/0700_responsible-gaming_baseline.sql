-- Baseline of the responsible-gaming module (issue 18): the versioned migrations 0700..0703 squashed, their
-- tables, indexes, constraints, types and seed rows in their original order. SQL functions
-- live in ../sql/<function>.sql, applied after every versioned migration.

-- from 0700_responsible_gaming.sql
-- Responsible gaming (Portaria SPA/MF 1.231/2024): limits chosen by the bettor, pauses, self-exclusion,
-- internal blocks, the reality-check setting, play sessions and the audit trail of every change.

-- One row per user, kind and period. Money kinds in centavos, sessionTime in minutes. `value` is the
-- limit in force (null: none); a raise or removal waits in pending_* until pending_effective_at.
create table rg_limits (
  user_id bigint not null,
  kind text not null check (kind in ('deposit', 'loss', 'betAmount', 'sessionTime')),
  period text not null check (period in ('daily', 'weekly', 'monthly', 'session')),
  value bigint check (value > 0),
  pending_value bigint check (pending_value > 0),
  pending_effective_at timestamptz,
  updated_at timestamptz not null default now(),
  primary key (user_id, kind, period)
);
create index rg_limits_pending on rg_limits (pending_effective_at) where pending_effective_at is not null;

-- Pauses (hours), self-exclusions (months; 1216 = permanent, ends_at null) and internal blocks
-- (support; ends when lifted). A restriction is never shortened: ended_at is set only when it runs
-- out (or, for an internal block, when support lifts it).
create table rg_restrictions (
  id bigserial primary key,
  user_id bigint not null,
  kind text not null check (kind in ('break', 'selfExclusion', 'internalBlock')),
  starts_at timestamptz not null,
  ends_at timestamptz,
  months integer,
  hours integer,
  reason text,
  created_by bigint,
  ended_at timestamptz,
  ended_by bigint
);
create index rg_restrictions_open on rg_restrictions (user_id) where ended_at is null;
create index rg_restrictions_due on rg_restrictions (ends_at) where ended_at is null and ends_at is not null;

create table rg_settings (
  user_id bigint primary key,
  reality_check_minutes integer not null default 60,
  -- set by a self-exclusion or an internal block; other modules read it (isMarketingBlocked)
  marketing_blocked boolean not null default false,
  updated_at timestamptz not null default now()
);

-- A play session: from the first heartbeat or play until ended or idle for 30 minutes.
create table rg_play_sessions (
  id bigserial primary key,
  user_id bigint not null,
  started_at timestamptz not null,
  last_seen_at timestamptz not null,
  last_reality_check_at timestamptz,
  ended_at timestamptz,
  end_reason text
);
create index rg_play_sessions_user on rg_play_sessions (user_id, started_at desc);

-- The audit trail: who (bettor, support, system), when, what, from what to what.
create table rg_history (
  id bigserial primary key,
  user_id bigint not null,
  at timestamptz not null,
  action text not null,
  actor text not null check (actor in ('bettor', 'support', 'system')),
  actor_id bigint,
  kind text,
  period text,
  from_value bigint,
  to_value bigint,
  effective_at timestamptz,
  detail jsonb not null default '{}'
);
create index rg_history_user on rg_history (user_id, id desc);

-- from 0703_restriction_effects.sql
-- When every other module's work on a new pause, self-exclusion or block was done (the casino's open
-- rounds closed, open Pix charges cancelled: effects.ts). Null until then: the sweep runs the effects
-- again (each is idempotent) until they all succeed. Restrictions taken before this column have none
-- to run.
alter table rg_restrictions add column effects_done_at timestamptz;
update rg_restrictions set effects_done_at = now();
create index rg_restrictions_effects_pending on rg_restrictions (id) where effects_done_at is null;
