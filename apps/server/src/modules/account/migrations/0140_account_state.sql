-- An operator's block on a bettor's withdrawals (the "blocked withdrawal at login" modal of seed 002
-- section 2): while set, BeginWithdrawal is refused and the login answer carries the reason.
alter table users add column withdrawals_blocked_at timestamptz;
alter table users add column withdrawals_block_reason text;

-- Who changed an account's state, when and why: deactivation, reactivation, withdrawal blocks.
create table account_audit (
  id bigserial primary key,
  user_id bigint not null references users (id),
  -- the operator who acted; null when the bettor acted on their own account
  actor_id bigint,
  action text not null,
  detail jsonb not null default '{}',
  created_at timestamptz not null default now()
);
create index account_audit_user_idx on account_audit (user_id, id desc);
