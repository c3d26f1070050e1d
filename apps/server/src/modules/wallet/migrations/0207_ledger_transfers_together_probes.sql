-- ledger_transfers_together() (migration 0206), two changes, same arguments and answers otherwise:
--  - The replay check probes the idempotency key index once per key (`idempotency_key = p_keys[i]`).
--    It was one `exists (... idempotency_key = any (p_keys))`: PL/pgSQL keeps a generic plan for it, and
--    an EXISTS over `= any ($1)` is costed for its first row, so the planner could keep a sequential scan
--    of ledger_transfers that never finds a row and reads the whole table at every call (perf on
--    bench:casino: most of the database's CPU in ExecEvalScalarArrayOp/texteq under a seq scan).
--  - An account's first use creates it before any lock is taken (ledger_accounts_create(), below), instead
--    of answering 'first-use' for the caller to fall back to ledger_transfer() per transfer. The outcome
--    'first-use' is gone (casino_bet_win() loses its fallback in migration 0506).
-- The accounts of some lines, the missing ones created first, in one order, (kind, owner, shard), by one
-- statement: two transactions creating the same two accounts never each wait for the other's new row.
-- Answers the ids in line order. Every ledger function that moves money calls it when a line's account
-- is missing (ledger_transfer(), migration 0208; ledger_transfers_together() below; ledger_accounts_lock(),
-- 0209), before it takes any lock.
create function ledger_accounts_create(p_kinds text[], p_users bigint[], p_shards smallint[])
returns bigint[]
language plpgsql as $$
begin
  insert into ledger_accounts (kind, user_id, shard)
    select distinct l.kind, l.user_id, l.shard from unnest(p_kinds, p_users, p_shards) as l(kind, user_id, shard)
    order by 1, 2, 3
    on conflict do nothing;
  return array(select (select a.id from ledger_accounts a
      where a.kind = l.kind and a.user_id = l.user_id and a.shard = l.shard)
    from unnest(p_kinds, p_users, p_shards) with ordinality as l(kind, user_id, shard, i) order by l.i);
end $$;

create or replace function ledger_transfers_together(
  p_keys text[], p_kinds text[], p_fingerprints text[], p_user_id bigint, p_reference text, p_metadata jsonb[],
  p_line_transfer int[], p_line_kinds text[], p_line_users bigint[], p_line_shards smallint[],
  p_line_amounts bigint[],
  out o_outcome text, out o_transfer_ids bigint[], out o_created_at timestamptz, out o_short_kind text,
  out o_short_balance bigint, out o_balances bigint[])
language plpgsql as $$
declare
  m int := array_length(p_keys, 1);
  n int := array_length(p_line_kinds, 1);
  ids bigint[] := array_fill(null::bigint, array[n]);
  balances bigint[] := array_fill(null::bigint, array[n]);
  written int;
  r record;
begin
  for k in 1..m loop
    if exists (select 1 from ledger_transfers t where t.idempotency_key = p_keys[k]) then
      o_outcome := 'replayed';
      return;
    end if;
  end loop;

  -- every line's account, found without a lock; an account's first use creates it before any lock is
  -- held (creating one while holding locks deadlocks against a transfer that holds the others)
  ids := array(select (select a.id from ledger_accounts a
      where a.kind = l.kind and a.user_id = l.user_id and a.shard = l.shard)
    from unnest(p_line_kinds, p_line_users, p_line_shards) with ordinality as l(kind, user_id, shard, i)
    order by l.i);
  if array_position(ids, null) is not null then
    ids := ledger_accounts_create(p_line_kinds, p_line_users, p_line_shards);
  end if;
  -- locked in ascending id order (a line's balance is, for now, its account's before all the transfers)
  for r in select a.id, a.balance from ledger_accounts a where a.id = any (ids) order by a.id for update loop
    for i in 1..n loop
      if ids[i] = r.id then
        balances[i] := r.balance;
      end if;
    end loop;
  end loop;

  -- the balances line by line: an account's balance after a line is after its previous line's
  for i in 1..n loop
    for j in reverse i - 1..1 loop
      if ids[j] = ids[i] then
        balances[i] := balances[j];
        exit;
      end if;
    end loop;
    balances[i] := balances[i] + p_line_amounts[i];
    if p_line_users[i] <> 0 and balances[i] < 0 and o_short_kind is null then
      o_short_kind := p_line_kinds[i];
      o_short_balance := balances[i];
    end if;
  end loop;
  if o_short_kind is not null then
    o_outcome := 'insufficient';
    return;
  end if;

  with t as (
    insert into ledger_transfers (idempotency_key, kind, fingerprint, user_id, reference, metadata)
      select x.key, x.kind, x.fingerprint, p_user_id, p_reference, x.metadata
      from unnest(p_keys, p_kinds, p_fingerprints, p_metadata) with ordinality as x(key, kind, fingerprint, metadata, j)
      order by x.j
      on conflict (idempotency_key) do nothing
      returning id, idempotency_key, created_at
  ), tj as (
    select t.id, t.created_at, x.j from t join unnest(p_keys) with ordinality as x(key, j) on x.key = t.idempotency_key
  ), b as (
    -- each account's balance after its last line, written only when every transfer was inserted
    update ledger_accounts a set balance = u.balance
      from (select distinct on (v.id) v.id, v.balance
              from unnest(ids, balances) with ordinality as v(id, balance, i) order by v.id, v.i desc) as u
      where a.id = u.id and (select count(*) from tj) = m
  ), e as (
    insert into ledger_entries (transfer_id, account_id, amount, balance_after)
      select tj.id, u.id, u.amount, u.balance
      from unnest(p_line_transfer, ids, p_line_amounts, balances) with ordinality as u(tr, id, amount, balance, i)
      join tj on tj.j = u.tr
      where (select count(*) from tj) = m
      order by u.i
  )
  select array_agg(tj.id order by tj.j), min(tj.created_at), count(*) into o_transfer_ids, o_created_at, written
    from tj;
  if written < m then
    raise exception using message = 'ledger:IDEMPOTENCY_CONFLICT';
  end if;
  o_balances := balances;
  o_outcome := 'moved';
end $$;
