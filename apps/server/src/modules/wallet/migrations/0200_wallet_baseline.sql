-- Baseline of the wallet module (issue 18): the versioned migrations 0200..0210 squashed, their
-- tables, indexes, constraints, types and seed rows in their original order. SQL functions
-- live in ../sql/<function>.sql, applied after every versioned migration.

-- from 0200_ledger.sql
-- The double-entry ledger (DESIGN.md section 4). Amounts are integer centavos.
-- Per-user accounts (user_id > 0): real and bonus wallets, withdrawal reserve, bets in play.
-- System accounts (user_id = 0): house, Pix clearing, casino, promotions; they are the counterparties
-- of money entering or leaving the platform and may go negative. The sum of all balances is zero.
create table ledger_accounts (
  id bigserial primary key,
  kind text not null check (kind in (
    'user_real', 'user_bonus', 'withdrawal_reserve', 'bets_in_play',
    'house', 'pix_clearing', 'casino', 'promotions')),
  user_id bigint not null default 0,
  balance bigint not null default 0,
  created_at timestamptz not null default now(),
  constraint ledger_accounts_owner check (
    (kind in ('house', 'pix_clearing', 'casino', 'promotions')) = (user_id = 0)),
  -- a user's money can never go below zero: no credit (Portaria SPA/MF 615/2024)
  constraint ledger_accounts_user_balance_nonnegative check (user_id = 0 or balance >= 0)
);
create unique index ledger_accounts_kind_user on ledger_accounts (kind, user_id);
create index ledger_accounts_user on ledger_accounts (user_id) where user_id <> 0;

-- One row per money movement; immutable. The idempotency key makes every external trigger
-- (Pix endToEndId, bet slip id, casino round reference, payout id) move money at most once.
create table ledger_transfers (
  id bigserial primary key,
  idempotency_key text not null,
  kind text not null,
  -- sha-256 of the lines: a replay with other lines is a conflict, not a no-op
  fingerprint text not null,
  user_id bigint,
  reference text,
  metadata jsonb not null default '{}',
  created_at timestamptz not null default now()
);
create unique index ledger_transfers_idempotency_key on ledger_transfers (idempotency_key);
create index ledger_transfers_user on ledger_transfers (user_id, created_at desc) where user_id is not null;

create table ledger_entries (
  id bigserial primary key,
  transfer_id bigint not null references ledger_transfers (id),
  account_id bigint not null references ledger_accounts (id),
  amount bigint not null check (amount <> 0),
  balance_after bigint not null
);
create index ledger_entries_transfer on ledger_entries (transfer_id);
create index ledger_entries_account on ledger_entries (account_id, id);


insert into ledger_accounts (kind) values ('house'), ('pix_clearing'), ('casino'), ('promotions');

-- from 0201_ledger_transfer_function.sql
-- System accounts (house, Pix clearing, casino, promotions) are touched by a large share of all
-- transfers; one row each would serialise them on its row lock. Each is split into shards (rows with
-- the same kind, user_id 0, shard 0-15); a transfer picks one by its idempotency key, and the
-- account's balance is the sum of its shards. User accounts have only shard 0.
alter table ledger_accounts add column shard smallint not null default 0;
alter table ledger_accounts add constraint ledger_accounts_shard check (shard between 0 and 15 and (user_id = 0 or shard = 0));
drop index ledger_accounts_kind_user;
create unique index ledger_accounts_kind_user_shard on ledger_accounts (kind, user_id, shard);

-- from 0204_ledger_entries_unchecked_references.sql
-- Ledger entries without foreign keys. Entries are written by ledger_transfer() alone, with the
-- transfer id it has just inserted and account ids it has just locked, and are immutable (migration
-- 0200's triggers); their two foreign keys re-checked that at every entry (a lookup and a key-share
-- lock each, four per transfer) on the busiest insert path of the platform. checkLedger() (npm run
-- ledger:check, the test suites, the benchmarks) reports any entry whose transfer or account is missing.
alter table ledger_entries drop constraint ledger_entries_transfer_id_fkey;
alter table ledger_entries drop constraint ledger_entries_account_id_fkey;
