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

create function ledger_rows_are_immutable() returns trigger language plpgsql as $$
begin
  raise exception 'ledger % rows are immutable', tg_table_name;
end $$;
create trigger ledger_transfers_immutable before update or delete or truncate on ledger_transfers
  for each statement execute function ledger_rows_are_immutable();
create trigger ledger_entries_immutable before update or delete or truncate on ledger_entries
  for each statement execute function ledger_rows_are_immutable();

insert into ledger_accounts (kind) values ('house'), ('pix_clearing'), ('casino'), ('promotions');
