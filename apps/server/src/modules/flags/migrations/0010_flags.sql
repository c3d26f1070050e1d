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
