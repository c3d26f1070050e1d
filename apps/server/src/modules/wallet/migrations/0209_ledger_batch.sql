-- The ledger for a caller that moves many transfers in one transaction (the casino wallet's batches,
-- migrations 0507-0508): their accounts locked first, then the transfers written set-wise.
-- Both run with sequential scans off: they look rows up by key, and a plan cached while the tables were
-- small (a new database) could otherwise keep scanning them whole as they grow.

-- Every account of these lines, the missing ones created first (ledger_accounts_create(), 0207), locked
-- in ascending id order, as ledger_transfer() locks a transfer's.
create function ledger_accounts_lock(p_kinds text[], p_users bigint[], p_shards smallint[])
returns void
language plpgsql
set enable_seqscan = off
as $$
declare
  ids bigint[] := array(select (select a.id from ledger_accounts a
      where a.kind = l.kind and a.user_id = l.user_id and a.shard = l.shard)
    from unnest(p_kinds, p_users, p_shards) as l(kind, user_id, shard));
begin
  if array_position(ids, null) is not null then
    ids := ledger_accounts_create(p_kinds, p_users, p_shards);
  end if;
  perform 1 from ledger_accounts a where a.id = any (ids) order by a.id for update;
end $$;

-- Many transfers at once, each with its own key, kind, fingerprint, owner, reference, metadata and
-- entries, written by one statement per table. The balances are followed line by line, in line order,
-- through all the transfers (a window sum over each account's lines).
--   p_keys .. p_metadata: one element per transfer, in order;
--   p_line_transfer, p_line_kinds, p_line_users, p_line_shards, p_line_amounts: the lines, each naming its
--     transfer (1-based); a line of transfer 0 and amount 0 moves nothing and answers its account's
--     balance at that place (a caller's "balance now" between movements).
-- The accounts must exist (ledger_accounts_lock() first); they are locked here in ascending id order.
-- Answers o_outcome:
--   'moved'        o_transfer_ids (per transfer), o_balances (per line, the balance after it);
--   'replayed'     some keys have moved money already: o_users, those transfers' owners; nothing written;
--   'insufficient' some user account would go below zero: o_users, their owners; nothing written.
-- (The caller leaves those users' movements out and calls again.)
create function ledger_transfers_batch(
  p_keys text[], p_kinds text[], p_fingerprints text[], p_user_ids bigint[], p_references text[],
  p_metadata jsonb[],
  p_line_transfer int[], p_line_kinds text[], p_line_users bigint[], p_line_shards smallint[],
  p_line_amounts bigint[],
  out o_outcome text, out o_users bigint[], out o_transfer_ids bigint[], out o_balances bigint[])
language plpgsql
set enable_seqscan = off
as $$
declare
  ids bigint[];
  written int;
begin
  o_users := array(select distinct t.user_id from unnest(p_keys, p_user_ids) as t(key, user_id)
    where exists (select 1 from ledger_transfers x where x.idempotency_key = t.key));
  if cardinality(o_users) > 0 then
    o_outcome := 'replayed';
    return;
  end if;

  ids := array(select (select a.id from ledger_accounts a
      where a.kind = l.kind and a.user_id = l.user_id and a.shard = l.shard)
    from unnest(p_line_kinds, p_line_users, p_line_shards) with ordinality as l(kind, user_id, shard, i)
    order by l.i);
  if array_position(ids, null) is not null then
    raise exception using message = 'ledger: a line''s account does not exist (ledger_accounts_lock() first)';
  end if;
  perform 1 from ledger_accounts a where a.id = any (ids) order by a.id for update;

  select array_agg(r.bal order by r.i), array_agg(distinct r.user_id) filter (where r.user_id <> 0 and r.bal < 0)
    into o_balances, o_users
  from (select l.i, l.user_id, a.balance + sum(l.amount) over (partition by l.acc order by l.i) as bal
        from unnest(ids, p_line_users, p_line_amounts) with ordinality as l(acc, user_id, amount, i)
        join ledger_accounts a on a.id = l.acc) as r;
  if o_users is not null then
    o_balances := null;
    o_outcome := 'insufficient';
    return;
  end if;

  with t as (
    insert into ledger_transfers (idempotency_key, kind, fingerprint, user_id, reference, metadata)
      select x.key, x.kind, x.fingerprint, x.user_id, x.reference, coalesce(x.metadata, '{}')
      from unnest(p_keys, p_kinds, p_fingerprints, p_user_ids, p_references, p_metadata)
        with ordinality as x(key, kind, fingerprint, user_id, reference, metadata, j)
      order by x.j
      on conflict (idempotency_key) do nothing
      returning id, idempotency_key
  ), tj as (
    select t.id, x.j from t join unnest(p_keys) with ordinality as x(key, j) on x.key = t.idempotency_key
  ), b as (
    -- each account moved by its lines' sum (locked above: the sum lands where its last line says)
    update ledger_accounts a set balance = a.balance + u.delta
      from (select v.acc, sum(v.amount) as delta from unnest(ids, p_line_amounts) as v(acc, amount)
              group by v.acc having sum(v.amount) <> 0) as u
      where a.id = u.acc
  ), e as (
    insert into ledger_entries (transfer_id, account_id, amount, balance_after)
      select tj.id, u.acc, u.amount, u.bal
      from unnest(p_line_transfer, ids, p_line_amounts, o_balances) with ordinality as u(tr, acc, amount, bal, i)
      join tj on tj.j = u.tr
      where u.amount <> 0
      order by u.i
  )
  select array_agg(tj.id order by tj.j), count(*) into o_transfer_ids, written from tj;
  if written < cardinality(p_keys) then
    -- a concurrent transfer committed one of the keys meanwhile: the statement writes nothing
    raise exception using message = 'ledger:IDEMPOTENCY_CONFLICT';
  end if;
  o_outcome := 'moved';
end $$;
