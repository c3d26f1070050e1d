-- The seamless wallet's one write path: every call (debit, credit, a round's betWin) goes through here,
-- a single call being a batch of one. The wallet's batcher (casino/wallet/wallet-batcher.ts) sends the
-- calls that queued while earlier ones were in flight, so a busy node pays one round trip, one parse and
-- one commit for many players' movements instead of one each; a call inside a caller's transaction (a
-- Placar Originals step) is a batch of one. The common calls (a new round's betWin or debit, an open
-- round's credit, with real money) are written set-wise by casino_wallet_bulk(); every other call, in
-- order, in its own subtransaction, by casino_debit() and casino_credit() (a betWin: its debit, then its
-- closing credit, the outcome written by the credit). One row per call, o_i its 1-based place in p_calls
-- (rows not in order), o_bulk whether it was written set-wise:
--   o_refusal null: the answer (o_outcome 'moved', 'replayed', or 'rg' with responsible gaming's answer
--     in o_rg: nothing written);
--   o_refusal set: the call was refused ('casino-wallet:<CODE>' or 'ledger:IDEMPOTENCY_CONFLICT': the
--     code, o_context the refusal's context) and nothing of it was written; the other calls stand.
-- Any other error fails the whole statement (nothing of the batch written): the batcher then sends
-- each call again as a batch of one, so an error reaches only its own caller.
--   p_calls: a JSON array of casino_wallet_call objects (op 'betWin' | 'debit' | 'credit'; the a_*
--   fields are the first ledger transfer's arguments (the bet, the debit or the credit), b_* the win's).
-- Locks: the existing rounds the calls name, in id order; then every ledger account of every call and
-- each player's real wallet (the wallet's ledger_accounts_lock(): missing ones created, all locked in
-- ascending id order, as ledger_transfers_batch() locks a batch's); so two batches do not deadlock. The
-- batcher gives all the calls of a batch one shard of the casino account, and concurrent batches
-- different shards.
create or replace function casino_wallet(p_calls jsonb,
  out o_i int, out o_outcome text, out o_round_id bigint, out o_tx_id bigint, out o_win_tx_id bigint,
  out o_balance bigint, out o_rg jsonb, out o_refusal text, out o_context jsonb, out o_bulk boolean)
returns setof record
language plpgsql
-- key lookups only: index probes however small the tables were when the plans were cached
set enable_seqscan = off
-- a batch's statements planned for its many calls (custom plans), a call alone's planned once (generic
-- plans, set below for this call only: planning every statement again was most of a lone call's cost)
set plan_cache_mode = auto
as $$
declare
  calls casino_wallet_call[] := array(select x from jsonb_populate_recordset(null::casino_wallet_call, p_calls) x);
  c casino_wallet_call;
  done boolean[] := array_fill(false, array[cardinality(calls)]);
  i int := 0;
  ok boolean;
  rd record;
  rc record;
  v_message text;
  v_detail text;
begin
  if cardinality(calls) = 1 then
    perform set_config('plan_cache_mode', 'force_generic_plan', true);
  end if;
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

  for o_i, ok, o_outcome, o_round_id, o_tx_id, o_win_tx_id, o_balance, o_rg in
      select b.o_i, b.o_ok, b.o_outcome, b.o_round_id, b.o_tx_id, b.o_win_tx_id, b.o_balance, b.o_rg
      from casino_wallet_bulk(calls) as b loop
    done[o_i] := true;
    o_bulk := true;
    return next;
  end loop;

  o_bulk := false;
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
    o_refusal := null;
    o_context := null;
    begin
      if c.op in ('betWin', 'debit') then
        -- a betWin's bet without the outcome yet (its closing credit writes it, as a separate credit would)
        select * into rd from casino_debit(c.provider, c.reference, c.round_ref, c.user_id, c.session_id,
          c.game, c.amount, case when c.op = 'betWin' then c.round - 'outcome' - 'multiplier' else c.round end,
          c.rg_now, c.a_key, c.a_kind, c.a_fingerprint, c.a_metadata, c.a_kinds, c.a_users, c.a_shards,
          c.a_amounts);
        o_outcome := rd.o_outcome;
        o_round_id := rd.o_round_id;
        o_tx_id := rd.o_tx_id;
        o_balance := rd.o_balance;
        o_rg := rd.o_rg;
        if c.op = 'betWin' and rd.o_outcome <> 'rg' then
          select * into rc from casino_credit(c.provider, c.win_reference, c.round_ref, c.user_id, c.session_id,
            c.win, true, c.round,
            c.b_key, c.b_kind, c.b_fingerprint, c.b_metadata, c.b_kinds, c.b_users, c.b_shards, c.b_amounts);
          o_win_tx_id := rc.o_tx_id;
          o_balance := rc.o_balance;
          -- replayed only when both were: a bet made by a separate debit gets its win now
          o_outcome := case when rd.o_outcome = 'replayed' and rc.o_outcome = 'replayed' then 'replayed'
            else 'moved' end;
        end if;
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
    exception when others then
      get stacked diagnostics v_message = message_text, v_detail = pg_exception_detail;
      if v_message !~ '^(casino-wallet|ledger):[A-Z_]+$' then
        raise;
      end if;
      -- a refusal: this call's subtransaction is rolled back, the others stand
      o_outcome := null;
      o_round_id := null;
      o_tx_id := null;
      o_win_tx_id := null;
      o_balance := null;
      o_rg := null;
      o_refusal := split_part(v_message, ':', 2);
      o_context := coalesce(nullif(v_detail, '')::jsonb, '{}');
    end;
    return next;
  end loop;
end $$;
