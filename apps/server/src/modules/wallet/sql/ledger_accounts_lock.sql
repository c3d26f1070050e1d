-- Every account of these lines, the missing ones created first (ledger_accounts_create(), 0207), locked
-- in ascending id order, as ledger_transfer() locks a transfer's.
create or replace function ledger_accounts_lock(p_kinds text[], p_users bigint[], p_shards smallint[])
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
