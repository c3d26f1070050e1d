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
create or replace function ledger_accounts_create(p_kinds text[], p_users bigint[], p_shards smallint[])
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
