create or replace function ledger_balance(p_kind text, p_user_id bigint) returns bigint
language plpgsql stable as $$
begin
  return (select coalesce(sum(a.balance), 0)::bigint from ledger_accounts a
    where a.kind = p_kind and a.user_id = p_user_id);
end $$;
