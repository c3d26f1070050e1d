-- System accounts (house, Pix clearing, casino, promotions) are touched by a large share of all
-- transfers; one row each would serialise them on its row lock. Each is split into shards (rows with
-- the same kind, user_id 0, shard 0-15); a transfer picks one by its idempotency key, and the
-- account's balance is the sum of its shards. User accounts have only shard 0.
alter table ledger_accounts add column shard smallint not null default 0;
alter table ledger_accounts add constraint ledger_accounts_shard check (shard between 0 and 15 and (user_id = 0 or shard = 0));
drop index ledger_accounts_kind_user;
create unique index ledger_accounts_kind_user_shard on ledger_accounts (kind, user_id, shard);

-- One money movement in one statement (so one round trip, and atomic even outside a transaction):
-- answers 'replayed' when the idempotency key already moved money (nothing moves), 'insufficient'
-- when a user account would go below zero (nothing is written), else 'moved'. Accounts are created
-- on first use and locked in ascending id order, so concurrent transfers never deadlock.
create function ledger_transfer(
  p_key text, p_kind text, p_fingerprint text, p_user_id bigint, p_reference text, p_metadata jsonb,
  p_kinds text[], p_users bigint[], p_shards smallint[], p_amounts bigint[],
  out o_outcome text, out o_transfer_id bigint, out o_created_at timestamptz, out o_fingerprint text,
  out o_short_kind text, out o_short_balance bigint, out o_balances bigint[])
language plpgsql as $$
declare
  n int := array_length(p_kinds, 1);
  ids bigint[] := '{}';
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

  -- every lookup is by a unique index, whatever the size of the table
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

  for i in 1..n loop
    update ledger_accounts set balance = balances[i] where id = ids[i];
    insert into ledger_entries (transfer_id, account_id, amount, balance_after)
      values (o_transfer_id, ids[i], p_amounts[i], balances[i]);
  end loop;
  o_balances := balances;
  o_outcome := 'moved';
end $$;
