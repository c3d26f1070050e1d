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
