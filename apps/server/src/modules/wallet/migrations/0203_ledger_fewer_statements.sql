-- ledger_transfer() and ledger_balance() with fewer statements, same arguments, answers and locks
-- (migrations 0201, 0202 describe them):
--  - ledger_transfer() finds the accounts of all lines in one query (was one per line; an account's
--    first use still goes the former way, creating it before any lock is taken), and writes the new
--    balances and the entries with one statement each (was two per line). Locks are unchanged: the
--    same rows, FOR UPDATE in ascending id order, so concurrent transfers still never deadlock.
--  - ledger_balance() in PL/pgSQL: its plan is kept for the session. As an SQL function called from
--    another function's query (the casino credit of a loss) it was planned again at every call.

create or replace function ledger_balance(p_kind text, p_user_id bigint) returns bigint
language plpgsql stable as $$
begin
  return (select coalesce(sum(a.balance), 0)::bigint from ledger_accounts a
    where a.kind = p_kind and a.user_id = p_user_id);
end $$;

create or replace function ledger_transfer(
  p_key text, p_kind text, p_fingerprint text, p_user_id bigint, p_reference text, p_metadata jsonb,
  p_kinds text[], p_users bigint[], p_shards smallint[], p_amounts bigint[],
  out o_outcome text, out o_transfer_id bigint, out o_created_at timestamptz, out o_fingerprint text,
  out o_short_kind text, out o_short_balance bigint, out o_balances bigint[])
language plpgsql as $$
declare
  n int := array_length(p_kinds, 1);
  ids bigint[];
  balances bigint[] := '{}';
  v_id bigint;
  r record;
begin
  select t.id, t.created_at, t.fingerprint into o_transfer_id, o_created_at, o_fingerprint
    from ledger_transfers t where t.idempotency_key = p_key;
  if found then
    o_outcome := 'replayed';
    return;
  end if;

  -- every account in one query (a lookup by the unique index per line, null for a missing one); an
  -- account's first use takes the former path, which creates it before any lock is held
  ids := array(select (select a.id from ledger_accounts a
      where a.kind = l.kind and a.user_id = l.user_id and a.shard = l.shard)
    from unnest(p_kinds, p_users, p_shards) with ordinality as l(kind, user_id, shard, i) order by l.i);
  if array_position(ids, null) is not null then
    ids := '{}';
    for i in 1..n loop
      select a.id into v_id from ledger_accounts a
        where a.kind = p_kinds[i] and a.user_id = p_users[i] and a.shard = p_shards[i];
      if not found then
        insert into ledger_accounts (kind, user_id, shard) values (p_kinds[i], p_users[i], p_shards[i])
          on conflict do nothing returning id into v_id;
        if v_id is null then
          select a.id into v_id from ledger_accounts a
            where a.kind = p_kinds[i] and a.user_id = p_users[i] and a.shard = p_shards[i];
        end if;
      end if;
      ids := ids || v_id;
    end loop;
  end if;

  for r in select a.id, a.balance from ledger_accounts a where a.id = any (ids) order by a.id for update loop
    for i in 1..n loop
      if ids[i] = r.id then
        balances[i] := r.balance + p_amounts[i];
        if p_users[i] <> 0 and balances[i] < 0 then
          o_short_kind := p_kinds[i];
          o_short_balance := balances[i];
        end if;
      end if;
    end loop;
  end loop;
  if o_short_kind is not null then
    o_outcome := 'insufficient';
    return;
  end if;

  insert into ledger_transfers (idempotency_key, kind, fingerprint, user_id, reference, metadata)
    values (p_key, p_kind, p_fingerprint, p_user_id, p_reference, p_metadata)
    on conflict (idempotency_key) do nothing
    returning id, created_at into o_transfer_id, o_created_at;
  if not found then
    -- a concurrent transfer with the same key committed while this one waited for its locks
    select t.id, t.created_at, t.fingerprint into o_transfer_id, o_created_at, o_fingerprint
      from ledger_transfers t where t.idempotency_key = p_key;
    o_outcome := 'replayed';
    return;
  end if;
  o_fingerprint := p_fingerprint;

  -- the balances and the entries, each one statement for all lines (entries in line order)
  update ledger_accounts a set balance = u.balance from unnest(ids, balances) as u(id, balance)
    where a.id = u.id;
  insert into ledger_entries (transfer_id, account_id, amount, balance_after)
    select o_transfer_id, u.id, u.amount, u.balance
    from unnest(ids, p_amounts, balances) with ordinality as u(id, amount, balance, i) order by u.i;
  o_balances := balances;
  o_outcome := 'moved';
end $$;
