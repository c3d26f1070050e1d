-- Baseline of the platform module (issue 18): the versioned migrations 0001..0030 squashed, their
-- tables, indexes, constraints, types and seed rows in their original order. SQL functions
-- live in ../sql/<function>.sql, applied after every versioned migration.

-- from 0001_platform.sql
-- Mail outbox: every e-mail the product sends is written here first; the dev mailbox reads it,
-- and the SMTP sender marks rows sent.
create table mail_outbox (
  id bigserial primary key,
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text,
  tags text[] not null default '{}',
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  attempts int not null default 0,
  last_error text
);
create index mail_outbox_to_idx on mail_outbox (lower(to_address), created_at desc);
create index mail_outbox_unsent_idx on mail_outbox (created_at) where sent_at is null;

-- from 0002_mail_delivery.sql
-- SMTP delivery: when a failed message may be tried again (exponential back-off), so several nodes
-- can share the outbox (rows are claimed with `for update skip locked`).
alter table mail_outbox add column next_attempt_at timestamptz not null default now();
drop index if exists mail_outbox_unsent_idx;
create index mail_outbox_due_idx on mail_outbox (next_attempt_at) where sent_at is null;

-- from 0030_storage_upload_grants.sql
-- Upload grants of the local object store (platform/storage): one row per signed PUT URL, in the
-- database so every node sees it. A grant is used by its first successful upload and revoked when the
-- owner saves (identity documents): a second PUT, or a PUT after the save, is refused.
create table storage_upload_grants (
  id uuid primary key,
  object_key text not null,
  content_type text not null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  used_at timestamptz,
  revoked_at timestamptz
);
create index storage_upload_grants_open on storage_upload_grants (object_key)
  where used_at is null and revoked_at is null;
create index storage_upload_grants_expires on storage_upload_grants (expires_at);
