-- SMTP delivery: when a failed message may be tried again (exponential back-off), so several nodes
-- can share the outbox (rows are claimed with `for update skip locked`).
alter table mail_outbox add column next_attempt_at timestamptz not null default now();
drop index if exists mail_outbox_unsent_idx;
create index mail_outbox_due_idx on mail_outbox (next_attempt_at) where sent_at is null;
