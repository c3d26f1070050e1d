-- ledger_transfer() (migration 0205) creating an account's first use in one order: the missing accounts
-- of a transfer are inserted by ledger_accounts_create() (migration 0207), one statement sorted by (kind,
-- owner, shard), not one by one in line order. Two transfers creating the same two accounts in opposite line orders deadlocked, each waiting
-- for the other's uncommitted row in the unique index (seen by the ledger property test on
-- PostgreSQL). Same arguments, answers and locks otherwise.
create or replace function ledger_transfer(
  p_key text, p_kind text, p_fingerprint text, p_user_id bigint, p_reference text, p_metadata jsonb,
  p_kinds text[], p_users bigint[], p_shards smallint[], p_amounts bigint[],
  out o_outcome text, out o_transfer_id bigint, out o_created_at timestamptz, out o_fingerprint text,
  out o_short_kind text, out o_short_balance bigint, out o_balances bigint[])
language plpgsql as $$
declare
  n int := array_length(p_kinds, 1);
  ids bigint[] := array_fill(null::bigint, array[n]);
  balances bigint[] := array_fill(null::bigint, array[n]);
  r record;
begin
  select t.id, t.created_at, t.fingerprint into o_transfer_id, o_created_at, o_fingerprint
    from ledger_transfers t where t.idempotency_key = p_key;
  if found then
    o_outcome := 'replayed';
    return;
  end if;

  -- every line's account, found without a lock (a lookup by the unique index per line, null for a
  -- missing one); an account's first use creates it before any lock is held (creating one while
  -- holding locks deadlocks against a transfer that holds the others and waits for the new row)
  ids := array(select (select a.id from ledger_accounts a
      where a.kind = l.kind and a.user_id = l.user_id and a.shard = l.shard)
    from unnest(p_kinds, p_users, p_shards) with ordinality as l(kind, user_id, shard, i) order by l.i);
  if array_position(ids, null) is not null then
    ids := ledger_accounts_create(p_kinds, p_users, p_shards);
  end if;
  -- then all locked in ascending id order
  for r in select a.id, a.balance from ledger_accounts a where a.id = any (ids) order by a.id for update loop
    for i in 1..n loop
      if ids[i] = r.id then
        balances[i] := r.balance + p_amounts[i];
      end if;
    end loop;
  end loop;

  for i in 1..n loop
    if p_users[i] <> 0 and balances[i] < 0 then
      o_short_kind := p_kinds[i];
      o_short_balance := balances[i];
    end if;
  end loop;
  if o_short_kind is not null then
    o_outcome := 'insufficient';
    return;
  end if;

  with t as (
    insert into ledger_transfers (idempotency_key, kind, fingerprint, user_id, reference, metadata)
      values (p_key, p_kind, p_fingerprint, p_user_id, p_reference, p_metadata)
      on conflict (idempotency_key) do nothing
      returning id, created_at
  ), b as (
    update ledger_accounts a set balance = u.balance
      from unnest(ids, balances) as u(id, balance), t
      where a.id = u.id
  ), e as (
    insert into ledger_entries (transfer_id, account_id, amount, balance_after)
      select t.id, u.id, u.amount, u.balance
      from t, unnest(ids, p_amounts, balances) with ordinality as u(id, amount, balance, i) order by u.i
  )
  select t.id, t.created_at into o_transfer_id, o_created_at from t;
  if o_transfer_id is null then
    -- a concurrent transfer with the same key committed while this one waited for its locks
    select t.id, t.created_at, t.fingerprint into o_transfer_id, o_created_at, o_fingerprint
      from ledger_transfers t where t.idempotency_key = p_key;
    o_outcome := 'replayed';
    return;
  end if;
  o_fingerprint := p_fingerprint;
  o_balances := balances;
  o_outcome := 'moved';
end $$;
