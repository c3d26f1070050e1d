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
