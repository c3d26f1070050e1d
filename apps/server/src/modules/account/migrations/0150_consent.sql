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
