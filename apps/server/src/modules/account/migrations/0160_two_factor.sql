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
