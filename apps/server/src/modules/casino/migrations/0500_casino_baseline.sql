-- Baseline of the casino module (issue 18): the versioned migrations 0500..0509 squashed, their
-- tables, indexes, constraints, types and seed rows in their original order. SQL functions
-- live in ../sql/<function>.sql, applied after every versioned migration.

-- from 0500_casino.sql
-- The casino (DESIGN.md section 6): game settings, favourites, launch sessions, the seamless wallet's
-- rounds and transactions, Placar Originals seed pairs and the shared crash rounds.
-- Amounts are integer centavos. Real money moves only through the wallet's ledger; these rows record
-- what the providers asked and what was answered.

-- Per-game switches set by operators (the catalogue itself is code: @placar/domain casino).
create table casino_game_settings (
  game_id text primary key,
  in_maintenance boolean not null default false,
  updated_at timestamptz not null default now()
);

create table casino_favorites (
  user_id bigint not null,
  game_id text not null,
  created_at timestamptz not null default now(),
  primary key (user_id, game_id)
);

-- Providers that call the seamless wallet over HTTP: their HMAC secret and launch URL.
create table casino_provider_credentials (
  provider_id int primary key,
  secret text not null,
  launch_url text,
  updated_at timestamptz not null default now()
);

-- Origins allowed to host a game (the launch URL's origin must be listed).
create table casino_launch_origins (
  origin text primary key,
  created_at timestamptz not null default now()
);

-- Launch sessions: the token the game (or the provider) presents. Real money sessions belong to a
-- user; free-play sessions carry their own play-money balance and no user.
create table casino_sessions (
  id bigserial primary key,
  token_hash text not null unique,
  mode text not null check (mode in ('real', 'free')),
  user_id bigint,
  provider_id int not null,
  game_id text not null,
  play_balance bigint check (play_balance is null or play_balance >= 0),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  constraint casino_sessions_owner check ((mode = 'real') = (user_id is not null)),
  constraint casino_sessions_play_money check ((mode = 'free') = (play_balance is not null))
);
create index casino_sessions_user on casino_sessions (user_id) where user_id is not null;

-- Placar Originals seed pairs: one active pair per owner ('u:<userId>' or 'f:<sessionId>').
create table casino_seed_pairs (
  id bigserial primary key,
  owner text not null,
  server_seed text not null,
  server_seed_hash text not null,
  client_seed text not null,
  nonce int not null default 0,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  revealed_at timestamptz
);
create unique index casino_seed_pairs_active on casino_seed_pairs (owner) where active;

-- A round as the provider names it; bets and wins are summed from its transactions.
create table casino_rounds (
  id bigserial primary key,
  provider_id int not null,
  round_ref text not null,
  user_id bigint,
  session_id bigint not null,
  game_id text not null,
  status text not null default 'open' check (status in ('open', 'closed', 'refunded')),
  bet bigint not null default 0,
  win bigint not null default 0,
  refunded bigint not null default 0,
  created_at timestamptz not null default now(),
  closed_at timestamptz,
  -- Placar Originals: fairness data, the outcome, and the server-side state of multi-step games
  seed_pair_id bigint references casino_seed_pairs (id),
  nonce int,
  params jsonb,
  outcome jsonb,
  state jsonb,
  multiplier numeric(14, 4)
);
create unique index casino_rounds_ref on casino_rounds (provider_id, round_ref);
create index casino_rounds_user on casino_rounds (user_id, created_at desc) where user_id is not null;
create index casino_rounds_game_recent on casino_rounds (created_at, game_id);
create index casino_rounds_open on casino_rounds (session_id, game_id) where status = 'open';

-- Every seamless-wallet movement, unique per (provider, reference): a retry finds its first answer.
create table casino_transactions (
  id bigserial primary key,
  provider_id int not null,
  reference text not null,
  round_id bigint not null references casino_rounds (id),
  type text not null check (type in ('debit', 'credit', 'refund')),
  amount bigint not null check (amount >= 0),
  -- refunds: the debit they roll back (which may never have arrived)
  refunded_reference text,
  -- debits: set when rolled back; refunds: false when they moved nothing
  refunded boolean not null default false,
  moved boolean not null default true,
  ledger_transfer_id bigint,
  balance_after bigint not null,
  created_at timestamptz not null default now()
);
create unique index casino_transactions_ref on casino_transactions (provider_id, reference);
create index casino_transactions_round on casino_transactions (round_id);
create index casino_transactions_refunded on casino_transactions (provider_id, refunded_reference)
  where refunded_reference is not null;

-- Shared crash rounds: seeds from a hash chain (s_0 published before round 1).
create table casino_crash_chains (
  id bigserial primary key,
  terminal_seed text not null,
  anchor text not null,
  length int not null,
  salt text not null,
  next_index int not null default 1,
  created_at timestamptz not null default now()
);

create table casino_crash_rounds (
  id bigserial primary key,
  chain_id bigint not null references casino_crash_chains (id),
  chain_index int not null,
  seed text not null,
  seed_hash text not null,
  crash_point numeric(14, 2) not null,
  phase text not null check (phase in ('betting', 'running', 'crashed')),
  betting_ends_at timestamptz not null,
  started_at timestamptz,
  crashed_at timestamptz,
  unique (chain_id, chain_index)
);

create table casino_crash_bets (
  id bigserial primary key,
  crash_round_id bigint not null references casino_crash_rounds (id),
  casino_round_id bigint not null references casino_rounds (id),
  session_id bigint not null,
  amount bigint not null,
  auto_cashout numeric(14, 2),
  cashed_out_at numeric(14, 2),
  win bigint not null default 0,
  status text not null default 'active' check (status in ('active', 'won', 'lost', 'refunded')),
  unique (crash_round_id, session_id)
);

-- from 0502_crash_recovery.sql
-- Crash rounds left unfinished by a node that stopped (restart, lost leadership): the next loop to
-- start cancels them and refunds their open bets through the seamless wallet (crash-recovery.ts).
-- A cancelled round never ran to its crash point: it is not listed with the crashed rounds, and its
-- seed stays unpublished like any round that did not crash.
alter table casino_crash_rounds drop constraint casino_crash_rounds_phase_check;
alter table casino_crash_rounds add constraint casino_crash_rounds_phase_check
  check (phase in ('betting', 'running', 'crashed', 'cancelled'));
alter table casino_crash_rounds add column cancelled_at timestamptz;
-- the unfinished rounds (one at most while a loop runs), and the bets still open (those of the round
-- in play, and of cancelled rounds whose refund has not been made yet)
create index casino_crash_rounds_unfinished on casino_crash_rounds (id) where phase in ('betting', 'running');
create index casino_crash_bets_active on casino_crash_bets (crash_round_id) where status = 'active';

-- from 0504_open_rounds_by_user.sql
-- A real-money player's unfinished round of a game (mines, blackjack: findOpenRound at every start
-- and on the Active call), found without reading the player's round history: only open rounds are in
-- this index, and a round leaves it when it closes. Play-money rounds use casino_rounds_open (session).
create index casino_rounds_open_user on casino_rounds (user_id, game_id)
  where status = 'open' and user_id is not null;

-- from 0505_casino_bet_win.sql
-- casino_transactions.round_id without its foreign key: rows are written by the wallet functions
-- alone (casino_debit, casino_credit, casino_bet_win, the refund), always with the id of a round they
-- have just inserted or locked, and rounds are never deleted; the check was a lookup and a key-share
-- lock on the round at every movement.
alter table casino_transactions drop constraint casino_transactions_round_id_fkey;

-- from 0507_casino_wallet_bulk.sql
-- The common calls of a batch (casino_wallet_many(), migration 0508) written set-wise, one statement per
-- table for the whole batch instead of some ten to twenty statements per call, each call writing exactly
-- what its own function writes:
--   betWin of a new round (casino_bet_win()'s short way, migration 0506): the round inserted closed with
--     its bet, win and outcome; the bet's transfer and, for a win, the win's; the two casino transactions;
--   debit of a new round (casino_debit(), 0503): the round inserted open with its bet; the debit's
--     transfer; its casino transaction;
--   credit of an open round (casino_credit(), 0501): the round's win added, closed when asked, its
--     outcome, state, params and multiplier replaced when given; the credit's transfer when it pays; its
--     casino transaction (with the balance after, also for a credit of 0).
-- All with real money, their references and ledger keys unknown, and no call of the batch sharing a
-- round, a reference or a key with an earlier one. A player with any other call in the batch leaves all
-- their calls to the caller, which runs them one by one in order after these: a player's calls are
-- settled in the order they came.
-- Answers one row per call it settled: 'moved' with the round, the transactions and the balance; 'rg'
-- when responsible gaming's stake gate answered a bet (nothing written for it).
-- The money moves through the wallet's ledger_transfers_batch() (migration 0209), which follows the
-- balances through the calls in order: a player whose balance would go below zero somewhere, or one of
-- whose ledger keys has moved money already, leaves all their calls to the caller. The accounts and the
-- credited rounds must be locked by the caller (casino_wallet_many() locks them first). A concurrent
-- writer of the same round or reference (seen only here, between the checks and the writes) raises
-- casino-wallet:BATCH_CONFLICT: the batch rolls back and its calls run alone.

-- One seamless-wallet call as casino_wallet_many() receives it: op 'betWin' | 'debit' | 'credit'; the a_*
-- fields are the first ledger transfer's arguments (the bet, the debit or the credit), b_* the win's
-- (betWin), all null for play money or a zero amount.
create type casino_wallet_call as (
  op text, provider int, reference text, win_reference text, round_ref text, user_id bigint,
  session_id bigint, game text, amount bigint, win bigint, close boolean, round jsonb, rg_now timestamptz,
  a_key text, a_kind text, a_fingerprint text, a_metadata jsonb,
  a_kinds text[], a_users bigint[], a_shards smallint[], a_amounts bigint[],
  b_key text, b_kind text, b_fingerprint text, b_metadata jsonb,
  b_kinds text[], b_users bigint[], b_shards smallint[], b_amounts bigint[]);

-- from 0509_casino_idempotency.sql
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
