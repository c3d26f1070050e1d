-- Baseline of the staff module (issue 19): back-office staff, their sessions and the audit log.
-- Staff are not bettors: their own table, roles and two-factor. SQL functions live in ../sql.

create table staff_members (
  id bigserial primary key,
  email text not null,
  name text not null,
  password_hash text not null,
  roles text[] not null default '{}',
  status text not null default 'active' check (status in ('active', 'disabled')),
  -- the authenticator secret, sealed (AES-256-GCM, secret-box.ts); null until the first code confirms it
  totp_secret text,
  -- a secret set up but not yet confirmed by a code (first sign-in, or a reset)
  totp_pending_secret text,
  -- the last time step a code was accepted for: a code is never accepted twice
  totp_last_step bigint,
  last_sign_in_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index staff_members_email_key on staff_members (lower(email));

-- One row per signed-in staff session; a call after 30 minutes without activity ends it.
create table staff_sessions (
  id text primary key,
  staff_id bigint not null references staff_members (id),
  created_at timestamptz not null default now(),
  last_activity_at timestamptz not null default now(),
  ended_at timestamptz,
  end_reason text,
  ip text,
  user_agent text
);
create index staff_sessions_staff on staff_sessions (staff_id) where ended_at is null;

-- Append-only (sql/staff_audit_is_append_only.sql refuses update, delete and truncate): who did what,
-- when, to what, before and after, and why.
create table staff_audit_log (
  id bigserial primary key,
  at timestamptz not null default now(),
  staff_id bigint,
  staff_email text not null,
  action text not null,
  target_type text,
  target_id text,
  before jsonb,
  after jsonb,
  reason text,
  ip text,
  request_id text
);
create index staff_audit_log_at on staff_audit_log (at desc, id desc);
create index staff_audit_log_staff on staff_audit_log (staff_id, at desc);
create index staff_audit_log_action on staff_audit_log (action, at desc);
create index staff_audit_log_target on staff_audit_log (target_type, target_id, at desc);
-- the sign-in throttle counts recent failures by e-mail and by address
create index staff_audit_log_failures_email on staff_audit_log (staff_email, at) where action = 'staff.sign-in-failed';
create index staff_audit_log_failures_ip on staff_audit_log (ip, at) where action = 'staff.sign-in-failed';
