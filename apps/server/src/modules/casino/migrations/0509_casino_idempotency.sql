-- The client's retry keys of Placar Originals' money-moving calls (header Idempotency-Key): one row
-- per (player, key), claimed first in the call's own transaction and holding the call's answer when it
-- commits. A retry with the same key and body answers `answer` and moves nothing; another body under
-- the same key is IDEMPOTENCY_CONFLICT. A concurrent retry waits on the claim's unique key until the
-- first commits (or rolls back, and then runs itself). owner: 'u:<userId>' real money, 'f:<session>' play.
create table casino_idempotency (
  owner text not null,
  key text not null,
  call text not null,
  fingerprint text not null,
  answer jsonb,
  created_at timestamptz not null default now(),
  primary key (owner, key)
);
create index casino_idempotency_created on casino_idempotency (created_at);
