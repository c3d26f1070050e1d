-- Baseline of the payments module (issue 18): the versioned migrations 0210..0240 squashed, their
-- tables, indexes, constraints, types and seed rows in their original order. SQL functions
-- live in ../sql/<function>.sql, applied after every versioned migration.

-- from 0210_pix.sql
-- Pix deposits and withdrawals share one id sequence: GET /api/pix/Transaction/{id} finds either.
create sequence pix_transaction_ids;

-- A deposit is a charge (cob) at the PSP; the webhook with its endToEndId credits it once.
-- status: transaction statuses of seed 000 (2 pending, 6 paid, 5 refunded to the payer, -6 error);
-- an unpaid charge past expires_at reads as -2 (cancelled) through pix_deposits_view.
create table pix_deposits (
  id bigint primary key default nextval('pix_transaction_ids'),
  user_id bigint not null,
  provider_id smallint not null,
  txid text not null unique,
  amount bigint not null check (amount > 0),
  status smallint not null default 2,
  br_code text not null,
  expires_at timestamptz not null,
  end_to_end_id text unique,
  payer_cpf char(11),
  payer_name text,
  paid_at timestamptz,
  refund_reason text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index pix_deposits_user on pix_deposits (user_id, created_at desc);

create view pix_deposits_view as
  select *, case when status = 2 and expires_at < now() then -2 else status end as effective_status
  from pix_deposits;

-- Pix keys the bettor withdraws to; each one's owner CPF was confirmed by the PSP's DICT lookup.
create table pix_keys (
  id bigserial primary key,
  user_id bigint not null,
  key_type text not null check (key_type in ('CPF', 'EMAIL', 'PHONE', 'EVP')),
  key text not null,
  owner_cpf char(11) not null,
  owner_name text not null,
  bank_name text not null,
  is_default boolean not null default false,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index pix_keys_user_key on pix_keys (user_id, key_type, key);

-- status: withdrawal payment statuses of seed 000 (0 created, 1 pending approval, 2 pending,
-- 6 successful, -2 rejected, -4 payment error, -6 error). The amount sits in the user's withdrawal
-- reserve from creation until the payout is confirmed (to Pix clearing) or fails (back to the wallet).
create table pix_withdrawals (
  id bigint primary key default nextval('pix_transaction_ids'),
  user_id bigint not null,
  pix_key_id bigint not null references pix_keys (id),
  key_type text not null,
  key text not null,
  amount bigint not null check (amount > 0),
  status smallint not null,
  payout_id text not null unique,
  end_to_end_id text unique,
  reason text,
  decided_by bigint,
  paid_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index pix_withdrawals_user on pix_withdrawals (user_id, created_at desc);
create index pix_withdrawals_open on pix_withdrawals (status) where status in (0, 1, 2);

-- Every webhook item processed, by endToEndId: a replay (or ten at once) is acknowledged, not re-applied.
create table pix_webhook_receipts (
  end_to_end_id text primary key,
  kind text not null,
  outcome text not null,
  received_at timestamptz not null default now()
);

-- from 0220_sandbox_psp.sql
-- The sandbox PSP (embedded default payment provider): its own state, as a bank's would be.
create table sandbox_pix_charges (
  txid text primary key,
  amount bigint not null,
  merchant_key text not null,
  debtor_cpf char(11),
  debtor_name text,
  description text,
  -- ATIVA, CONCLUIDA, REMOVIDA_PELO_USUARIO_RECEBEDOR (API Pix cob statuses)
  status text not null default 'ATIVA',
  expires_at timestamptz not null,
  end_to_end_id text unique,
  payer_cpf char(11),
  payer_name text,
  paid_at timestamptz,
  created_at timestamptz not null default now()
);

-- Refunds (devoluções) of received Pix.
create table sandbox_pix_refunds (
  id text primary key,
  end_to_end_id text not null,
  amount bigint not null,
  reason text not null,
  created_at timestamptz not null default now()
);
create unique index sandbox_pix_refunds_e2e on sandbox_pix_refunds (end_to_end_id);

create table sandbox_pix_payouts (
  payout_id text primary key,
  key_type text not null,
  key text not null,
  amount bigint not null,
  status text not null,
  end_to_end_id text not null unique,
  reason text,
  created_at timestamptz not null default now()
);

-- The sandbox's DICT: who owns each e-mail, phone or random key (a CPF key is owned by that CPF).
create table sandbox_dict_keys (
  key_type text not null,
  key text not null,
  owner_cpf char(11) not null,
  owner_name text not null,
  bank_name text not null default 'Banco Sandbox',
  primary key (key_type, key)
);

-- Webhooks to the operator, retried with back-off until acknowledged with a 2xx.
create table sandbox_webhook_outbox (
  id bigserial primary key,
  body text not null,
  attempts int not null default 0,
  next_attempt_at timestamptz not null default now(),
  delivered_at timestamptz,
  last_error text,
  created_at timestamptz not null default now()
);
create index sandbox_webhook_outbox_due on sandbox_webhook_outbox (next_attempt_at) where delivered_at is null;

-- from 0230_withdrawal_idempotency_key.sql
-- The bettor's retry key of BeginWithdrawal (header Idempotency-Key): a double submit or a retry
-- after a lost answer finds the withdrawal it already made instead of reserving the amount again.
alter table pix_withdrawals add column idempotency_key text;
create unique index pix_withdrawals_idempotency on pix_withdrawals (user_id, idempotency_key)
  where idempotency_key is not null;

-- from 0240_pix_refund_retries.sql
-- Refunds (devolução) a real PSP did not take at once: retried until it does. The PUT is idempotent by
-- refund_id, so a retry never refunds twice. Written by provider/bacen/refund-retries.ts.
create table pix_refund_retries (
  refund_id text primary key,
  end_to_end_id text not null,
  amount bigint not null check (amount > 0),
  reason text not null,
  attempts int not null default 0,
  last_error text,
  next_attempt_at timestamptz not null default now(),
  done_at timestamptz,
  created_at timestamptz not null default now()
);
create index pix_refund_retries_due on pix_refund_retries (next_attempt_at) where done_at is null;
