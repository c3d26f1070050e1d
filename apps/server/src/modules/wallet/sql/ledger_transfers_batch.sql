-- The ledger's one write primitive: a batch of transfers written set-wise. Every movement of money goes
-- through it: a single transfer is a batch of one (ledger_transfer()), a casino round's bet and win a
-- linked batch (ledger_transfers_together(): one owner and reference), the casino wallet's batches many
-- owners' transfers (casino_wallet_bulk()). Each transfer keeps its own key, kind, fingerprint, owner,
-- reference, metadata and entries; the tables are written by one statement each for the whole batch.
--   p_keys .. p_metadata: one element per transfer, in order;
--   p_line_transfer, p_line_kinds, p_line_users, p_line_shards, p_line_amounts: the lines, each naming its
--     transfer (1-based); a line of transfer 0 and amount 0 moves nothing and answers its account's
--     balance at that place (a caller's "balance now" between movements).
-- An account's first use creates it (ledger_accounts_create()) before any lock is taken; then the lines'
-- accounts are locked in ascending id order, so two batches never deadlock. The balances are followed line
-- by line, in line order, through all the transfers (a window sum over each account's lines): a user
-- account may not go below zero at any line.
-- Answers o_outcome:
--   'moved'        o_transfer_ids (per transfer), o_created_at, o_balances (per line, the balance after it);
--   'replayed'     some keys have moved money already: o_users, those transfers' owners; nothing written;
--   'insufficient' some user account would go below zero: o_users, their owners, o_short_lines, the lines
--                  below zero (in order), o_balances as they would have been; nothing written;
--   'raced'        a concurrent transfer committed one of the keys while this call waited for its locks:
--                  nothing written (the caller looks the key up, or refuses).
-- (A batch caller leaves the refused users' movements out and calls again; casino_wallet_bulk() also
-- calls again after 'raced', when the key answers 'replayed' and its owner's calls are left out.)
-- It runs with sequential scans off: it looks rows up by key, and a plan cached while the tables were
-- small (a new database) could otherwise keep scanning them whole as they grow. Its plans are custom
-- (sized to a casino batch's many lines) unless the caller asks otherwise, as ledger_transfer() does.
create or replace function ledger_transfers_batch(
  p_keys text[], p_kinds text[], p_fingerprints text[], p_user_ids bigint[], p_references text[],
  p_metadata jsonb[],
  p_line_transfer int[], p_line_kinds text[], p_line_users bigint[], p_line_shards smallint[],
  p_line_amounts bigint[],
  out o_outcome text, out o_users bigint[], out o_transfer_ids bigint[], out o_balances bigint[],
  out o_short_lines int[], out o_created_at timestamptz)
language plpgsql
set enable_seqscan = off
as $$
declare
  m int := cardinality(p_keys);
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
    ids := ledger_accounts_create(p_line_kinds, p_line_users, p_line_shards);
  end if;
  perform 1 from ledger_accounts a where a.id = any (ids) order by a.id for update;

  select array_agg(r.bal order by r.i),
      array_agg(distinct r.user_id) filter (where r.user_id <> 0 and r.bal < 0),
      array_agg(r.i order by r.i) filter (where r.user_id <> 0 and r.bal < 0)
    into o_balances, o_users, o_short_lines
  from (select l.i::int as i, l.user_id, a.balance + sum(l.amount) over (partition by l.acc order by l.i) as bal
        from unnest(ids, p_line_users, p_line_amounts) with ordinality as l(acc, user_id, amount, i)
        join ledger_accounts a on a.id = l.acc) as r;
  if o_users is not null then
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
      returning id, idempotency_key, created_at
  ), tj as (
    select t.id, t.created_at, x.j from t join unnest(p_keys) with ordinality as x(key, j)
      on x.key = t.idempotency_key
  ), b as (
    -- each account moved by its lines' sum (locked above), only when every transfer was inserted
    update ledger_accounts a set balance = a.balance + u.delta
      from (select v.acc, sum(v.amount) as delta from unnest(ids, p_line_amounts) as v(acc, amount)
              group by v.acc having sum(v.amount) <> 0) as u
      where a.id = u.acc and (select count(*) from tj) = m
  ), e as (
    insert into ledger_entries (transfer_id, account_id, amount, balance_after)
      select tj.id, u.acc, u.amount, u.bal
      from unnest(p_line_transfer, ids, p_line_amounts, o_balances) with ordinality as u(tr, acc, amount, bal, i)
      join tj on tj.j = u.tr
      where u.amount <> 0 and (select count(*) from tj) = m
      order by u.i
  )
  select array_agg(tj.id order by tj.j), min(tj.created_at), count(*)
    into o_transfer_ids, o_created_at, written from tj;
  if written < m then
    if written = 0 then
      -- the guards above wrote nothing
      o_outcome := 'raced';
      return;
    end if;
    -- some of the batch's transfers were inserted, others not: the statement must write nothing
    raise exception using message = 'ledger:IDEMPOTENCY_CONFLICT';
  end if;
  o_outcome := 'moved';
end $$;
