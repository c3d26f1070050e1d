-- One transfer: a batch of one of the ledger's write primitive (ledger_transfers_batch()), with the
-- answers a single movement's callers read (transfer(), the casino's per-call functions, bet placement).
--   p_kinds, p_users, p_shards, p_amounts: its lines, each account once (transfer.ts merges them).
-- Answers o_outcome:
--   'moved'        o_transfer_id, o_created_at, o_fingerprint (p_fingerprint), o_balances (per line);
--   'replayed'     the key has moved money already (also when a concurrent transfer committed it while
--                  this one waited for its locks): that transfer's o_transfer_id, o_created_at and
--                  o_fingerprint (the caller compares it with its own), nothing written;
--   'insufficient' o_short_kind, o_short_balance: the last line that would take a user account below
--                  zero, and that balance; nothing written.
create or replace function ledger_transfer(
  p_key text, p_kind text, p_fingerprint text, p_user_id bigint, p_reference text, p_metadata jsonb,
  p_kinds text[], p_users bigint[], p_shards smallint[], p_amounts bigint[],
  out o_outcome text, out o_transfer_id bigint, out o_created_at timestamptz, out o_fingerprint text,
  out o_short_kind text, out o_short_balance bigint, out o_balances bigint[])
language plpgsql
-- the primitive's statements planned once (generic plans): planned again at every call (a custom plan
-- each time), a single transfer was about a quarter slower than the row-by-row function it replaced
set plan_cache_mode = force_generic_plan
as $$
declare
  b record;
  short int;
begin
  b := ledger_transfers_batch(array[p_key], array[p_kind], array[p_fingerprint], array[p_user_id],
    array[p_reference], array[p_metadata], array_fill(1, array[cardinality(p_kinds)]), p_kinds, p_users,
    p_shards, p_amounts);
  if b.o_outcome = 'moved' then
    o_transfer_id := b.o_transfer_ids[1];
    o_created_at := b.o_created_at;
    o_fingerprint := p_fingerprint;
    o_balances := b.o_balances;
  elsif b.o_outcome = 'insufficient' then
    short := b.o_short_lines[cardinality(b.o_short_lines)];
    o_short_kind := p_kinds[short];
    o_short_balance := b.o_balances[short];
  else
    -- 'replayed' or 'raced': the transfer that holds the key
    select t.id, t.created_at, t.fingerprint into o_transfer_id, o_created_at, o_fingerprint
      from ledger_transfers t where t.idempotency_key = p_key;
    b.o_outcome := 'replayed';
  end if;
  o_outcome := b.o_outcome;
end $$;
