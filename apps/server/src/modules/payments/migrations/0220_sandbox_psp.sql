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
