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
