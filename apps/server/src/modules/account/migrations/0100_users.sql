create table users (
  id bigserial primary key,
  email text not null,
  username text not null,
  password_hash text,
  cpf char(11) unique,
  full_name text not null,
  birth_date date,
  phone text,
  nationality text not null default 'BR',
  -- registration step: 1 e-mail not verified, 2 verified (seed 000 section 4)
  step smallint not null default 1,
  -- token Status: Active, InternalBlocked, SelfExcluded, Break, Deactivated
  status text not null default 'Active',
  roles int[] not null default '{}',
  -- validation types (seed 000 section 3): 2 national id, 3 liveness, 4 liveness under Brazilian regulation
  validation_type smallint default 4,
  face_status smallint,
  is_deactivated boolean not null default false,
  terms_accepted_at timestamptz,
  rg_warning_accepted_at timestamptz,
  attribution jsonb not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- e-mails and usernames are unique whatever their case (no citext: PGlite ships without it)
create unique index users_email_key on users (lower(email));
create unique index users_username_key on users (lower(username));
