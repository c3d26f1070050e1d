-- Baseline of the flags module (issue 18): the versioned migrations 0010..0010 squashed, their
-- tables, indexes, constraints, types and seed rows in their original order. SQL functions
-- live in ../sql/<function>.sql, applied after every versioned migration.

-- from 0010_flags.sql
create table flags (
  name text primary key,
  value jsonb not null,
  updated_at timestamptz not null default now(),
  updated_by bigint
);

create table maintenance_messages (
  id smallint primary key default 1 check (id = 1),
  is_active boolean not null default false,
  title text not null default '',
  description text not null default '',
  updated_at timestamptz not null default now()
);
insert into maintenance_messages (id) values (1);
