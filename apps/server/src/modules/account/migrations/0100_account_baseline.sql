-- Baseline of the account module (issue 18): the versioned migrations 0100..0160 squashed, their
-- tables, indexes, constraints, types and seed rows in their original order. SQL functions
-- live in ../sql/<function>.sql, applied after every versioned migration.

-- from 0100_users.sql
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

-- from 0101_sessions_and_security.sql
-- Security state of an account: failed logins and lock, Google subject, profile extras.
alter table users
  add column failed_logins int not null default 0,
  add column locked_until timestamptz,
  add column google_sub text,
  add column address jsonb,
  add column autoexclusion jsonb,
  add column last_login_at timestamptz,
  add column password_changed_at timestamptz;
create unique index users_google_sub_key on users (google_sub) where google_sub is not null;

-- One login = one session = one family of refresh tokens. Revoking the session ends every token of it.
create table sessions (
  id text primary key,
  user_id bigint not null references users (id) on delete cascade,
  device_id text,
  ip text,
  user_agent text,
  country text,
  region text,
  city text,
  extended boolean not null default false,
  created_at timestamptz not null default now(),
  -- Portaria 722/2024: 30 minutes without activity → password again before bets and money movements
  last_activity_at timestamptz not null default now(),
  reauth_required boolean not null default false,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  revoked_reason text
);
create index sessions_user_idx on sessions (user_id, created_at desc);

-- Opaque refresh tokens, stored as SHA-256; a used one presented again revokes its session (reuse detection).
create table refresh_tokens (
  token_hash char(64) primary key,
  session_id text not null references sessions (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index refresh_tokens_session_idx on refresh_tokens (session_id);

-- The current e-mail PIN of a user (hashed), its tries and its resend window.
create table email_pins (
  user_id bigint primary key references users (id) on delete cascade,
  pin_hash char(64) not null,
  expires_at timestamptz not null,
  attempts int not null default 0,
  sends_in_window int not null default 1,
  window_started_at timestamptz not null default now(),
  last_sent_at timestamptz not null default now()
);

-- One-use tokens sent by e-mail: password reset and unusual-activity confirmation.
create table password_resets (
  token_hash char(64) primary key,
  user_id bigint not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index password_resets_user_idx on password_resets (user_id);

create table unusual_activity_confirmations (
  token_hash char(64) primary key,
  user_id bigint not null references users (id) on delete cascade,
  device_id text,
  ip text,
  user_agent text,
  country text,
  region text,
  city text,
  extended boolean not null default false,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  confirmed_at timestamptz
);

-- Devices a user has signed in from (device id of seed 000 section 3).
create table user_devices (
  user_id bigint not null references users (id) on delete cascade,
  device_id text not null,
  first_seen_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  primary key (user_id, device_id)
);

-- Audit of login attempts (success and failure), by account and by address.
create table login_attempts (
  id bigserial primary key,
  user_id bigint references users (id) on delete cascade,
  username text not null,
  ip text,
  success boolean not null,
  reason text,
  created_at timestamptz not null default now()
);
create index login_attempts_user_idx on login_attempts (user_id, created_at desc);

-- from 0102_login_throttle.sql
-- Login throttling per client (device id, else address) and per e-mail: failed attempts are counted
-- from this table in a sliding window (modules/account/session/login-throttle.ts).
alter table login_attempts add column device_id text;
create index login_attempts_username_idx on login_attempts (lower(username), created_at desc) where not success;
create index login_attempts_ip_idx on login_attempts (ip, created_at desc) where not success;

-- from 0140_account_state.sql
-- An operator's block on a bettor's withdrawals (the "blocked withdrawal at login" modal of seed 002
-- section 2): while set, BeginWithdrawal is refused and the login answer carries the reason.
alter table users add column withdrawals_blocked_at timestamptz;
alter table users add column withdrawals_block_reason text;

-- Who changed an account's state, when and why: deactivation, reactivation, withdrawal blocks.
create table account_audit (
  id bigserial primary key,
  user_id bigint not null references users (id),
  -- the operator who acted; null when the bettor acted on their own account
  actor_id bigint,
  action text not null,
  detail jsonb not null default '{}',
  created_at timestamptz not null default now()
);
create index account_audit_user_idx on account_audit (user_id, id desc);

-- from 0150_consent.sql
-- Cookie and data consent (LGPD, Lei 13.709/2018): the bettor's current choice, and every choice they
-- made as an append-only audit trail (what, which version of the text, when chosen, when recorded).
create table user_consents (
  user_id bigint primary key references users (id) on delete cascade,
  version smallint not null,
  analytics boolean not null,
  marketing boolean not null,
  decided_at timestamptz not null,
  recorded_at timestamptz not null default now()
);

create table user_consent_audit (
  id bigserial primary key,
  user_id bigint not null references users (id) on delete cascade,
  version smallint not null,
  analytics boolean not null,
  marketing boolean not null,
  decided_at timestamptz not null,
  recorded_at timestamptz not null default now(),
  session_id text
);
create index user_consent_audit_user_idx on user_consent_audit (user_id, recorded_at desc);

-- from 0160_two_factor.sql
-- Two-factor sign-in for bettors (flag feature-tfa; modules/account/two-factor/).
-- One row per bettor who turned it on: the method, the TOTP secret (base32) and the last time step
-- accepted (a code is accepted once: a replayed code of the same or an older step is refused).
create table user_two_factor (
  user_id bigint primary key references users (id) on delete cascade,
  method text not null check (method in ('totp', 'email')),
  totp_secret text,
  totp_last_step bigint,
  -- an e-mailed code for disabling (e-mail method), hashed
  email_code_hash char(64),
  email_code_expires_at timestamptz,
  enabled_at timestamptz not null default now()
);

-- A setup not yet confirmed with a first code (at most one per bettor, replaced by a new start).
create table two_factor_enrolments (
  user_id bigint primary key references users (id) on delete cascade,
  method text not null check (method in ('totp', 'email')),
  totp_secret text,
  email_code_hash char(64),
  attempts int not null default 0,
  expires_at timestamptz not null
);

-- Recovery codes, stored as argon2 hashes like passwords; each works once.
create table two_factor_recovery_codes (
  id bigserial primary key,
  user_id bigint not null references users (id) on delete cascade,
  code_hash text not null,
  used_at timestamptz
);
create index two_factor_recovery_codes_user_idx on two_factor_recovery_codes (user_id) where used_at is null;

-- A password accepted for a bettor with two-factor: the login waits here for the second step.
create table two_factor_challenges (
  token_hash char(64) primary key,
  user_id bigint not null references users (id) on delete cascade,
  method text not null,
  device_id text,
  ip text,
  user_agent text,
  country text,
  region text,
  city text,
  extended boolean not null default false,
  email_code_hash char(64),
  attempts int not null default 0,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index two_factor_challenges_user_idx on two_factor_challenges (user_id, created_at desc);

-- Devices that passed the second step, trusted until trusted_until (Portaria SPA/MF 722/2024: the
-- bettor's identity is confirmed again periodically); a new device always asks.
create table two_factor_trusted_devices (
  user_id bigint not null references users (id) on delete cascade,
  device_id text not null,
  trusted_until timestamptz not null,
  primary key (user_id, device_id)
);
