-- A user account's balance (the sum of its rows; a user account has one), for other modules' SQL
-- functions that answer a balance inside their own statement without a movement (the casino's
-- seamless wallet after a zero-amount credit). Reads only; 0 for an account not yet created.
create function ledger_balance(p_kind text, p_user_id bigint) returns bigint
language sql stable as $$
  select coalesce(sum(a.balance), 0)::bigint from ledger_accounts a
  where a.kind = p_kind and a.user_id = p_user_id
$$;
