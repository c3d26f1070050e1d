-- The common case of a batch (casino_wallet_many(), migration 0508) written set-wise: the new real-money rounds of betWin
-- calls, each exactly what casino_bet_win()'s short way writes (migration 0506): the round inserted
-- closed with its bet, win and outcome; the bet's ledger transfer and, for a win, the win's, with their
-- entries and the balances followed line by line; the two casino transactions. Instead of some twenty
-- statements per round, one statement per table for the whole batch.
-- A call takes this way only when casino_bet_win() would take its short way and nothing about it needs
-- a look at another call: betWin, real money, its round, references and ledger keys unknown to the
-- database and not used by an earlier call of the batch. Every other call is left to the caller
-- (casino_wallet_many() runs each of them by itself, in order, after these).
-- Answers one row per call it settled: 'moved' with the round, the bet's and the win's transactions
-- and the balance; 'rg' when responsible gaming's stake gate answered (nothing written for it).
-- The balances are followed line by line through the batch's calls in order, by window sums. A player
-- whose balance would go below zero somewhere leaves all their calls to the caller, which runs them one
-- by one (so each is judged on the balance the earlier ones left). The accounts must be locked by the
-- caller (casino_wallet_many() locks them all first).
-- A concurrent writer of the same round, reference or key (seen only here, between the checks and the
-- writes) raises casino-wallet:BATCH_CONFLICT: the whole batch rolls back and its calls run alone.
-- One seamless-wallet call as casino_wallet_many() (migration 0508) receives it: op 'betWin' | 'debit' |
-- 'credit'; the a_* fields are the first ledger transfer's arguments (the bet, the debit or the
-- credit), b_* the win's (betWin), all null for play money or a zero amount.
create type casino_wallet_call as (
  op text, provider int, reference text, win_reference text, round_ref text, user_id bigint,
  session_id bigint, game text, amount bigint, win bigint, close boolean, round jsonb, rg_now timestamptz,
  a_key text, a_kind text, a_fingerprint text, a_metadata jsonb,
  a_kinds text[], a_users bigint[], a_shards smallint[], a_amounts bigint[],
  b_key text, b_kind text, b_fingerprint text, b_metadata jsonb,
  b_kinds text[], b_users bigint[], b_shards smallint[], b_amounts bigint[]);

create function casino_bet_win_bulk(calls casino_wallet_call[],
  out o_i int, out o_ok boolean, out o_outcome text, out o_round_id bigint, out o_tx_id bigint,
  out o_win_tx_id bigint, out o_balance bigint, out o_rg jsonb, out o_error text)
returns setof record
language plpgsql
-- planned at every call (once per batch): a plan cached while the tables were small would keep
-- scanning them whole as they grow
set plan_cache_mode = force_custom_plan
as $$
declare
  cand int[];
  gated int[] := '{}';
  short_users bigint[];
  -- per entry, in order: call, transfer (1 the bet, 2 the win), account, amount, balance after
  e_k int[];
  e_tr int[];
  e_acc bigint[];
  e_amt bigint[];
  e_bal bigint[];
  -- per settled call, in order: the call, its player's balance after the bet and after the win
  ok_k int[];
  ok_bet_bal bigint[];
  ok_end_bal bigint[];
  round_ids bigint[];
  bet_tx bigint[];
  win_tx bigint[];
  written int;
begin
  -- the calls casino_bet_win() would settle its short way
  select array_agg(x.i order by x.i) into cand
  from unnest(calls) with ordinality as x(op, provider, reference, win_reference, round_ref, user_id, session_id,
    game, amount, win, close, round, rg_now, a_key, a_kind, a_fingerprint, a_metadata, a_kinds, a_users,
    a_shards, a_amounts, b_key, b_kind, b_fingerprint, b_metadata, b_kinds, b_users, b_shards, b_amounts, i)
  where x.op = 'betWin' and x.user_id is not null and x.a_key is not null and x.amount > 0
    and (x.win = 0) = (x.b_key is null) and x.reference <> x.win_reference and x.a_key is distinct from x.b_key
    and not exists (select 1 from casino_rounds r where r.provider_id = x.provider and r.round_ref = x.round_ref)
    and not exists (select 1 from casino_transactions t
      where t.provider_id = x.provider and t.reference = x.reference)
    and not exists (select 1 from casino_transactions t
      where t.provider_id = x.provider and t.reference = x.win_reference)
    and not exists (select 1 from casino_transactions t
      where t.provider_id = x.provider and t.refunded_reference = x.reference)
    and not exists (select 1 from ledger_transfers t where t.idempotency_key = x.a_key)
    and not (x.b_key is not null and exists (select 1 from ledger_transfers t where t.idempotency_key = x.b_key));
  -- a player with another call in the batch that does not go this way leaves all their calls to the
  -- caller, which runs them one by one in order: a player's calls are settled in the order they came
  cand := array(select ck.k from unnest(cand) as ck(k)
    where (calls[ck.k]).user_id <> all (array(select x.user_id from unnest(calls) with ordinality as x(
        op, provider, reference, win_reference, round_ref, user_id, session_id, game, amount, win, close,
        round, rg_now, a_key, a_kind, a_fingerprint, a_metadata, a_kinds, a_users, a_shards, a_amounts,
        b_key, b_kind, b_fingerprint, b_metadata, b_kinds, b_users, b_shards, b_amounts, i)
      where x.i <> all (cand) and x.user_id is not null))
    order by ck.k);
  if cardinality(cand) = 0 then
    return;
  end if;
  -- a call sharing a round, a reference or a key with an earlier call of the batch is left to the caller
  -- (run after the earlier one, it finds it)
  cand := array(
    with tok as (
      select ck.k, t.tok from unnest(cand) as ck(k), unnest(array[
        (calls[ck.k]).provider || ':' || (calls[ck.k]).round_ref,
        'r:' || (calls[ck.k]).provider || ':' || (calls[ck.k]).reference,
        'r:' || (calls[ck.k]).provider || ':' || (calls[ck.k]).win_reference,
        'k:' || (calls[ck.k]).a_key, 'k:' || (calls[ck.k]).b_key]) as t(tok)
      where t.tok is not null
    )
    select ck.k from unnest(cand) as ck(k)
    where ck.k <> all (array(select a.k from tok a join tok b on b.tok = a.tok and b.k < a.k))
    order by ck.k);

  -- responsible gaming's stake gate, as casino_bet_win() runs it: an answer ends the call, nothing written
  for o_i, o_rg in
    select ck.k, g.g from unnest(cand) as ck(k),
      lateral (select rg_stake_gate((calls[ck.k]).user_id, (calls[ck.k]).rg_now) as g) as g
    where (calls[ck.k]).rg_now is not null and g.g is not null loop
    o_ok := true;
    o_outcome := 'rg';
    gated := gated || o_i;
    return next;
  end loop;
  o_rg := null;
  cand := array(select ck.k from unnest(cand) as ck(k) where ck.k <> all (gated) order by ck.k);

  -- every line of the calls (the bet's, then the win's) with its account's balance after it, followed
  -- in the calls' order; a player who would go below zero leaves all their calls to the caller
  for attempt in 1..2 loop
    exit when cardinality(cand) = 0;
    with l as (
      select ck.k, x.tr, x.j, a.id as acc, x.user_id, x.amount, a.balance as start
      from unnest(cand) as ck(k)
      cross join lateral (
        select 1 as tr, u.j, u.kind, u.user_id, u.shard, u.amount
        from unnest((calls[ck.k]).a_kinds, (calls[ck.k]).a_users, (calls[ck.k]).a_shards, (calls[ck.k]).a_amounts)
          with ordinality as u(kind, user_id, shard, amount, j)
        union all
        select 2, u.j, u.kind, u.user_id, u.shard, u.amount
        from unnest((calls[ck.k]).b_kinds, (calls[ck.k]).b_users, (calls[ck.k]).b_shards, (calls[ck.k]).b_amounts)
          with ordinality as u(kind, user_id, shard, amount, j)
      ) as x
      join ledger_accounts a on a.kind = x.kind and a.user_id = x.user_id and a.shard = x.shard
    ), r as (
      select l.*, l.start + sum(l.amount) over (partition by l.acc order by l.k, l.tr, l.j) as bal from l
    ), c as (
      select r.k,
        max(r.bal) filter (where r.tr = 1 and r.user_id = (calls[r.k]).user_id) as bet_bal,
        (array_agg(r.bal order by r.tr desc, r.j desc) filter (where r.user_id = (calls[r.k]).user_id))[1] as end_bal,
        count(*) as lines
      from r group by r.k
    )
    select (select array_agg(distinct r.user_id) from r where r.user_id <> 0 and r.bal < 0),
      (select array_agg(r.k order by r.k, r.tr, r.j) from r), (select array_agg(r.tr order by r.k, r.tr, r.j) from r),
      (select array_agg(r.acc order by r.k, r.tr, r.j) from r), (select array_agg(r.amount order by r.k, r.tr, r.j) from r),
      (select array_agg(r.bal order by r.k, r.tr, r.j) from r),
      (select array_agg(c.k order by c.k) from c), (select array_agg(c.bet_bal order by c.k) from c),
      (select array_agg(c.end_bal order by c.k) from c)
      into short_users, e_k, e_tr, e_acc, e_amt, e_bal, ok_k, ok_bet_bal, ok_end_bal;
    exit when short_users is null;
    cand := array(select ck.k from unnest(cand) as ck(k)
      where (calls[ck.k]).user_id <> all (short_users) order by ck.k);
    ok_k := null;
  end loop;
  -- every line must have found its account (the caller created them all)
  if ok_k is null or cardinality(e_k) <> (select sum(cardinality((calls[o.k]).a_kinds)
      + coalesce(cardinality((calls[o.k]).b_kinds), 0)) from unnest(ok_k) as o(k)) then
    return;
  end if;

  -- the rounds, closed, in the calls' order
  with ins as (
    insert into casino_rounds (provider_id, round_ref, user_id, session_id, game_id, bet, win, status,
        closed_at, seed_pair_id, nonce, params, state, outcome, multiplier)
      select (calls[o.k]).provider, (calls[o.k]).round_ref, (calls[o.k]).user_id, (calls[o.k]).session_id,
        (calls[o.k]).game, (calls[o.k]).amount, (calls[o.k]).win, 'closed', now(),
        ((calls[o.k]).round ->> 'seedPairId')::bigint, ((calls[o.k]).round ->> 'nonce')::int,
        (calls[o.k]).round -> 'params', (calls[o.k]).round -> 'state', (calls[o.k]).round -> 'outcome',
        ((calls[o.k]).round ->> 'multiplier')::numeric
      from unnest(ok_k) with ordinality as o(k, j) order by o.j
      on conflict (provider_id, round_ref) do nothing
      returning id, provider_id, round_ref
  )
  select array_agg(ins.id order by o.j) into round_ids
  from unnest(ok_k) with ordinality as o(k, j)
  join ins on ins.provider_id = (calls[o.k]).provider and ins.round_ref = (calls[o.k]).round_ref;
  if coalesce(cardinality(round_ids), 0) <> cardinality(ok_k) then
    raise exception using message = 'casino-wallet:BATCH_CONFLICT';
  end if;

  -- the transfers (the bet's, then the win's if any), their entries and the accounts' balances
  with tr as (
    select o.j, o.k, t.tr, round_ids[o.j] as round_id,
      case t.tr when 1 then (calls[o.k]).a_key else (calls[o.k]).b_key end as key,
      case t.tr when 1 then (calls[o.k]).a_kind else (calls[o.k]).b_kind end as kind,
      case t.tr when 1 then (calls[o.k]).a_fingerprint else (calls[o.k]).b_fingerprint end as fingerprint,
      case t.tr when 1 then (calls[o.k]).a_metadata else (calls[o.k]).b_metadata end as metadata
    from unnest(ok_k) with ordinality as o(k, j), (values (1), (2)) as t(tr)
    where t.tr = 1 or (calls[o.k]).b_key is not null
  ), t as (
    insert into ledger_transfers (idempotency_key, kind, fingerprint, user_id, reference, metadata)
      select tr.key, tr.kind, tr.fingerprint, (calls[tr.k]).user_id, 'casino-round:' || tr.round_id,
        coalesce(tr.metadata, '{}')
      from tr order by tr.j, tr.tr
      on conflict (idempotency_key) do nothing
      returning id, idempotency_key
  ), tk as (
    select tr.k, tr.tr, t.id from tr join t on t.idempotency_key = tr.key
  ), b as (
    -- each account's balance after its last line
    update ledger_accounts a set balance = u.bal
      from (select distinct on (v.acc) v.acc, v.bal
              from unnest(e_acc, e_bal) with ordinality as v(acc, bal, i) order by v.acc, v.i desc) as u
      where a.id = u.acc
  ), e as (
    insert into ledger_entries (transfer_id, account_id, amount, balance_after)
      select tk.id, u.acc, u.amt, u.bal
      from unnest(e_k, e_tr, e_acc, e_amt, e_bal) with ordinality as u(k, tr, acc, amt, bal, i)
      join tk on tk.k = u.k and tk.tr = u.tr
      order by u.i
  )
  select count(*) into written from tk;
  if written <> (select count(*) + count((calls[o.k]).b_key) from unnest(ok_k) as o(k)) then
    raise exception using message = 'casino-wallet:BATCH_CONFLICT';
  end if;

  -- the casino transactions: the bet (debit) and the win (credit, moved only when it pays)
  with x as (
    insert into casino_transactions (provider_id, reference, round_id, type, amount, moved,
        ledger_transfer_id, balance_after)
      select (calls[o.k]).provider,
        case m.t when 1 then (calls[o.k]).reference else (calls[o.k]).win_reference end,
        round_ids[o.j],
        case m.t when 1 then 'debit' else 'credit' end,
        case m.t when 1 then (calls[o.k]).amount else (calls[o.k]).win end,
        m.t = 1 or (calls[o.k]).win > 0,
        (select t.id from ledger_transfers t where t.idempotency_key =
          case m.t when 1 then (calls[o.k]).a_key else (calls[o.k]).b_key end),
        case m.t when 1 then ok_bet_bal[o.j] else ok_end_bal[o.j] end
      from unnest(ok_k) with ordinality as o(k, j), (values (1), (2)) as m(t)
      order by o.j, m.t
      on conflict (provider_id, reference) do nothing
      returning id, provider_id, reference, type
  )
  select array_agg(x.id order by o.j) filter (where x.type = 'debit'),
      array_agg(x.id order by o.j) filter (where x.type = 'credit')
    into bet_tx, win_tx
  from unnest(ok_k) with ordinality as o(k, j)
  join x on x.provider_id = (calls[o.k]).provider
    and x.reference in ((calls[o.k]).reference, (calls[o.k]).win_reference);
  if coalesce(cardinality(bet_tx), 0) <> cardinality(ok_k) or coalesce(cardinality(win_tx), 0) <> cardinality(ok_k) then
    raise exception using message = 'casino-wallet:BATCH_CONFLICT';
  end if;

  for j in 1..cardinality(ok_k) loop
    o_i := ok_k[j];
    o_ok := true;
    o_outcome := 'moved';
    o_round_id := round_ids[j];
    o_tx_id := bet_tx[j];
    o_win_tx_id := win_tx[j];
    o_balance := ok_end_bal[j];
    return next;
  end loop;
end $$;
