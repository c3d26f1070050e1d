-- Several seamless-wallet calls in one statement and one transaction: the wallet's batcher
-- (casino/wallet/wallet-batcher.ts) sends the calls that queued while earlier ones were in flight, so a
-- busy node pays one round trip, one parse and one commit for many players' movements instead of one
-- each. The common calls (a new round's betWin or debit, an open round's credit, with real money) are
-- written set-wise by casino_wallet_bulk() (migration 0507); every other call is casino_bet_win(),
-- casino_debit() or casino_credit() exactly as when called alone, in order, inside its own
-- subtransaction: a refusal or any error rolls back that call alone and is answered as o_ok false (the
-- batcher then runs that call by itself, which gives its caller the real refusal). One row per call, o_i
-- its 1-based place in p_calls (rows not in order), o_bulk whether it was written set-wise.
--   p_calls: a JSON array of casino_wallet_call objects (op 'betWin' | 'debit' | 'credit'; the a_*
--   fields are the first ledger transfer's arguments (the bet, the debit or the credit), b_* the win's).
-- Locks: the existing rounds the calls name, in id order; then every ledger account of every call and
-- each player's real wallet (the wallet's ledger_accounts_lock(), migration 0209: missing ones created,
-- all locked in ascending id order, as ledger_transfer() locks a transfer's); so a batch does not
-- deadlock against another batch or a single movement. The batcher gives all the calls of a batch one
-- shard of the casino account, and concurrent batches different shards.
create or replace function casino_wallet_many(p_calls jsonb,
  out o_i int, out o_ok boolean, out o_outcome text, out o_round_id bigint, out o_tx_id bigint,
  out o_win_tx_id bigint, out o_balance bigint, out o_rg jsonb, out o_error text, out o_bulk boolean)
returns setof record
language plpgsql
-- key lookups only: index probes however small the tables were when the plans were cached (as 0507)
set enable_seqscan = off
as $$
declare
  calls casino_wallet_call[] := array(select x from jsonb_populate_recordset(null::casino_wallet_call, p_calls) x);
  c casino_wallet_call;
  done boolean[] := array_fill(false, array[cardinality(calls)]);
  i int := 0;
  rb record;
  rd record;
  rc record;
begin
  -- the existing rounds the calls name (a credit's) locked first, in id order, as a call alone takes its
  -- round's lock before its accounts'; then the calls' ledger accounts (every line's, and each player's
  -- real wallet: a credit of 0 answers its balance), the missing ones created, all in id order
  perform 1 from casino_rounds r join unnest(calls) x on r.provider_id = x.provider and r.round_ref = x.round_ref
    order by r.id for update of r;
  perform ledger_accounts_lock(w.kinds, w.users, w.shards)
  from (select array_agg(l.kind) as kinds, array_agg(l.user_id) as users, array_agg(l.shard) as shards
    from (select l.kind, l.user_id, l.shard
        from unnest(calls) x, unnest(x.a_kinds || x.b_kinds, x.a_users || x.b_users, x.a_shards || x.b_shards)
          as l(kind, user_id, shard)
        union select 'user_real', x.user_id, 0::smallint from unnest(calls) x where x.user_id is not null) as l
  ) as w;

  for o_i, o_ok, o_outcome, o_round_id, o_tx_id, o_win_tx_id, o_balance, o_rg, o_error in
      select * from casino_wallet_bulk(calls) loop
    done[o_i] := true;
    o_bulk := true;
    return next;
  end loop;

  foreach c in array calls loop
    i := i + 1;
    if done[i] then
      continue;
    end if;
    o_i := i;
    o_outcome := null;
    o_round_id := null;
    o_tx_id := null;
    o_win_tx_id := null;
    o_balance := null;
    o_rg := null;
    o_error := null;
    o_bulk := false;
    begin
      if c.op = 'betWin' then
        select * into rb from casino_bet_win(c.provider, c.reference, c.win_reference, c.round_ref, c.user_id,
          c.session_id, c.game, c.amount, c.win, c.round, c.rg_now,
          c.a_key, c.a_kind, c.a_fingerprint, c.a_metadata, c.a_kinds, c.a_users, c.a_shards, c.a_amounts,
          c.b_key, c.b_kind, c.b_fingerprint, c.b_metadata, c.b_kinds, c.b_users, c.b_shards, c.b_amounts);
        o_outcome := rb.o_outcome;
        o_round_id := rb.o_round_id;
        o_tx_id := rb.o_bet_tx_id;
        o_win_tx_id := rb.o_win_tx_id;
        o_balance := rb.o_balance;
        o_rg := rb.o_rg;
      elsif c.op = 'debit' then
        select * into rd from casino_debit(c.provider, c.reference, c.round_ref, c.user_id, c.session_id,
          c.game, c.amount, c.round, c.rg_now,
          c.a_key, c.a_kind, c.a_fingerprint, c.a_metadata, c.a_kinds, c.a_users, c.a_shards, c.a_amounts);
        o_outcome := rd.o_outcome;
        o_round_id := rd.o_round_id;
        o_tx_id := rd.o_tx_id;
        o_balance := rd.o_balance;
        o_rg := rd.o_rg;
      elsif c.op = 'credit' then
        select * into rc from casino_credit(c.provider, c.reference, c.round_ref, c.user_id, c.session_id,
          c.amount, coalesce(c.close, false), c.round,
          c.a_key, c.a_kind, c.a_fingerprint, c.a_metadata, c.a_kinds, c.a_users, c.a_shards, c.a_amounts);
        o_outcome := rc.o_outcome;
        o_round_id := rc.o_round_id;
        o_tx_id := rc.o_tx_id;
        o_balance := rc.o_balance;
      else
        raise exception using message = 'casino-wallet: unknown call ' || coalesce(c.op, 'null');
      end if;
      o_ok := true;
    exception when others then
      o_ok := false;
      o_error := sqlerrm;
    end;
    return next;
  end loop;
end $$;
