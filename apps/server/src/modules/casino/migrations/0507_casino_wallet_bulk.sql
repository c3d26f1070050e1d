-- The common calls of a batch (casino_wallet_many(), migration 0508) written set-wise, one statement per
-- table for the whole batch instead of some ten to twenty statements per call, each call writing exactly
-- what its own function writes:
--   betWin of a new round (casino_bet_win()'s short way, migration 0506): the round inserted closed with
--     its bet, win and outcome; the bet's transfer and, for a win, the win's; the two casino transactions;
--   debit of a new round (casino_debit(), 0503): the round inserted open with its bet; the debit's
--     transfer; its casino transaction;
--   credit of an open round (casino_credit(), 0501): the round's win added, closed when asked, its
--     outcome, state, params and multiplier replaced when given; the credit's transfer when it pays; its
--     casino transaction (with the balance after, also for a credit of 0).
-- All with real money, their references and ledger keys unknown, and no call of the batch sharing a
-- round, a reference or a key with an earlier one. A player with any other call in the batch leaves all
-- their calls to the caller, which runs them one by one in order after these: a player's calls are
-- settled in the order they came.
-- Answers one row per call it settled: 'moved' with the round, the transactions and the balance; 'rg'
-- when responsible gaming's stake gate answered a bet (nothing written for it).
-- The balances are followed line by line through the calls in order, by window sums. A player whose
-- balance would go below zero somewhere, or whose account is missing, leaves all their calls to the
-- caller. The accounts and the credited rounds must be locked by the caller (casino_wallet_many() locks
-- them first). A concurrent writer of the same round, reference or key (seen only here, between the
-- checks and the writes) raises casino-wallet:BATCH_CONFLICT: the batch rolls back and its calls run alone.

-- One seamless-wallet call as casino_wallet_many() receives it: op 'betWin' | 'debit' | 'credit'; the a_*
-- fields are the first ledger transfer's arguments (the bet, the debit or the credit), b_* the win's
-- (betWin), all null for play money or a zero amount.
create type casino_wallet_call as (
  op text, provider int, reference text, win_reference text, round_ref text, user_id bigint,
  session_id bigint, game text, amount bigint, win bigint, close boolean, round jsonb, rg_now timestamptz,
  a_key text, a_kind text, a_fingerprint text, a_metadata jsonb,
  a_kinds text[], a_users bigint[], a_shards smallint[], a_amounts bigint[],
  b_key text, b_kind text, b_fingerprint text, b_metadata jsonb,
  b_kinds text[], b_users bigint[], b_shards smallint[], b_amounts bigint[]);

create function casino_wallet_bulk(calls casino_wallet_call[],
  out o_i int, out o_ok boolean, out o_outcome text, out o_round_id bigint, out o_tx_id bigint,
  out o_win_tx_id bigint, out o_balance bigint, out o_rg jsonb, out o_error text)
returns setof record
language plpgsql
-- Its statements look rows up by key, a few per call: index probes whatever the tables' statistics say.
-- A plan cached while the tables were small (a new database) could otherwise keep scanning them whole as
-- they grow. (Planning every statement at every batch instead costs about as much as the work.)
set enable_seqscan = off
as $$
declare
  cand int[];
  gated int[] := '{}';
  left_out bigint[];
  -- per line, in order: call, transfer (1 the bet, the debit or the credit; 2 the win), account,
  -- amount, balance after (a credit of 0 has one line of 0 on the player's account: its balance then)
  e_k int[];
  e_tr int[];
  e_acc bigint[];
  e_amt bigint[];
  e_bal bigint[];
  -- per settled call, in order: the call, its player's balance after its first transfer and at its end
  ok_k int[];
  ok_bal1 bigint[];
  ok_end bigint[];
  round_ids bigint[];
  tx1 bigint[];
  tx2 bigint[];
  written int;
  drifted int;
begin
  -- the calls their own function would settle the common way, as the database stands
  cand := array(
    select x.k
    -- (unnest, whose row count the planner takes from the array, so the lookups below are index probes)
    from unnest(calls) with ordinality as x(op, provider, reference, win_reference, round_ref, user_id,
      session_id, game, amount, win, close, round, rg_now, a_key, a_kind, a_fingerprint, a_metadata, a_kinds,
      a_users, a_shards, a_amounts, b_key, b_kind, b_fingerprint, b_metadata, b_kinds, b_users, b_shards,
      b_amounts, k)
    left join casino_rounds r on r.provider_id = x.provider and r.round_ref = x.round_ref
    where x.user_id is not null
      and not exists (select 1 from casino_transactions t where t.provider_id = x.provider and t.reference = x.reference)
      and (x.win_reference is null or not exists (select 1 from casino_transactions t
        where t.provider_id = x.provider and t.reference = x.win_reference))
      and (x.a_key is null or not exists (select 1 from ledger_transfers t where t.idempotency_key = x.a_key))
      and (x.b_key is null or not exists (select 1 from ledger_transfers t where t.idempotency_key = x.b_key))
      and case x.op
        when 'betWin' then r.id is null and x.a_key is not null and x.amount > 0 and (x.win = 0) = (x.b_key is null)
          and x.reference <> x.win_reference and x.a_key is distinct from x.b_key
          and not exists (select 1 from casino_transactions t
            where t.provider_id = x.provider and t.refunded_reference = x.reference)
        when 'debit' then r.id is null and x.a_key is not null and x.amount > 0 and x.b_key is null
          and not exists (select 1 from casino_transactions t
            where t.provider_id = x.provider and t.refunded_reference = x.reference)
        when 'credit' then r.id is not null and r.user_id = x.user_id and r.status = 'open' and r.refunded = 0
          and (x.amount > 0) = (x.a_key is not null) and x.amount >= 0 and x.b_key is null
        else false end
    order by x.k);
  -- a call sharing a round, a reference or a key with an earlier call of the batch is left out
  cand := array(
    with tok as (
      select ck.k, t.tok from unnest(cand) as ck(k), unnest(array[
        'rd:' || (calls[ck.k]).provider || ':' || (calls[ck.k]).round_ref,
        'r:' || (calls[ck.k]).provider || ':' || (calls[ck.k]).reference,
        'r:' || (calls[ck.k]).provider || ':' || (calls[ck.k]).win_reference,
        'k:' || (calls[ck.k]).a_key, 'k:' || (calls[ck.k]).b_key]) as t(tok)
      where t.tok is not null
    )
    select ck.k from unnest(cand) as ck(k)
    where ck.k <> all (array(select w.k from (select tok.k, min(tok.k) over (partition by tok.tok) as first
      from tok) as w where w.k > w.first))
    order by ck.k);

  for attempt in 1..4 loop
    -- a player with a call left out leaves all their calls to the caller (their order kept)
    cand := array(select ck.k from unnest(cand) as ck(k)
      where (calls[ck.k]).user_id <> all (array(select (calls[g.i]).user_id from generate_subscripts(calls, 1) as g(i)
        where g.i <> all (cand) and (calls[g.i]).user_id is not null))
      order by ck.k);
    exit when cardinality(cand) = 0;

    if attempt = 1 then
      -- responsible gaming's stake gate on the bets, as their functions run it: an answer ends the call
      for o_i, o_rg in
        select ck.k, g.g from unnest(cand) as ck(k),
          lateral (select rg_stake_gate((calls[ck.k]).user_id, (calls[ck.k]).rg_now) as g) as g
        where (calls[ck.k]).op in ('betWin', 'debit') and (calls[ck.k]).rg_now is not null and g.g is not null loop
        o_ok := true;
        o_outcome := 'rg';
        gated := gated || o_i;
        return next;
      end loop;
      o_rg := null;
      -- answered: neither settled here nor left to the caller
      cand := array(select ck.k from unnest(cand) as ck(k) where ck.k <> all (gated) order by ck.k);
      calls := array(select case when g.i = any (gated) then null else calls[g.i] end
        from generate_subscripts(calls, 1) as g(i) order by g.i);
      continue;
    end if;

    -- every line of the calls with its account's balance after it, in the calls' order
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
        union all
        select 1, 1, 'user_real', (calls[ck.k]).user_id, 0::smallint, 0::bigint where (calls[ck.k]).a_kinds is null
      ) as x
      join ledger_accounts a on a.kind = x.kind and a.user_id = x.user_id and a.shard = x.shard
    ), r as (
      select l.*, l.start + sum(l.amount) over (partition by l.acc order by l.k, l.tr, l.j) as bal from l
    ), c as (
      select r.k, count(*) as lines,
        (array_agg(r.bal order by r.tr, r.j) filter (where r.tr = 1 and r.user_id = (calls[r.k]).user_id))[1] as bal1,
        (array_agg(r.bal order by r.tr desc, r.j desc) filter (where r.user_id = (calls[r.k]).user_id))[1] as bal_end
      from r group by r.k
    )
    select
      array(select distinct r.user_id from r where r.user_id <> 0 and r.bal < 0
        union select (calls[ck.k]).user_id from unnest(cand) as ck(k) left join c on c.k = ck.k
        where coalesce(c.lines, 0) <> coalesce(cardinality((calls[ck.k]).a_kinds), 1)
          + coalesce(cardinality((calls[ck.k]).b_kinds), 0) or c.bal_end is null),
      (select array_agg(r.k order by r.k, r.tr, r.j) from r), (select array_agg(r.tr order by r.k, r.tr, r.j) from r),
      (select array_agg(r.acc order by r.k, r.tr, r.j) from r), (select array_agg(r.amount order by r.k, r.tr, r.j) from r),
      (select array_agg(r.bal order by r.k, r.tr, r.j) from r),
      (select array_agg(c.k order by c.k) from c), (select array_agg(coalesce(c.bal1, c.bal_end) order by c.k) from c),
      (select array_agg(c.bal_end order by c.k) from c)
      into left_out, e_k, e_tr, e_acc, e_amt, e_bal, ok_k, ok_bal1, ok_end;
    exit when cardinality(left_out) = 0;
    -- short somewhere, or an account missing: that player's calls are left to the caller
    cand := array(select ck.k from unnest(cand) as ck(k) where (calls[ck.k]).user_id <> all (left_out) order by ck.k);
    calls := array(select case when (calls[g.i]).user_id = any (left_out) then null else calls[g.i] end
      from generate_subscripts(calls, 1) as g(i) order by g.i);
    ok_k := null;
  end loop;
  if ok_k is null or cardinality(cand) = 0 or cardinality(ok_k) <> cardinality(cand) then
    return;
  end if;

  -- the rounds: new ones inserted (betWin closed, debit open), credited ones updated, in the calls' order
  with ins as (
    insert into casino_rounds (provider_id, round_ref, user_id, session_id, game_id, bet, win, status,
        closed_at, seed_pair_id, nonce, params, state, outcome, multiplier)
      select (calls[o.k]).provider, (calls[o.k]).round_ref, (calls[o.k]).user_id, (calls[o.k]).session_id,
        (calls[o.k]).game, (calls[o.k]).amount,
        case (calls[o.k]).op when 'betWin' then (calls[o.k]).win else 0 end,
        case (calls[o.k]).op when 'betWin' then 'closed' else 'open' end,
        case (calls[o.k]).op when 'betWin' then now() end,
        ((calls[o.k]).round ->> 'seedPairId')::bigint, ((calls[o.k]).round ->> 'nonce')::int,
        (calls[o.k]).round -> 'params', (calls[o.k]).round -> 'state', (calls[o.k]).round -> 'outcome',
        ((calls[o.k]).round ->> 'multiplier')::numeric
      from unnest(ok_k) with ordinality as o(k, j)
      where (calls[o.k]).op <> 'credit'
      order by o.j
      on conflict (provider_id, round_ref) do nothing
      returning id, provider_id, round_ref
  ), credited as (
    -- the credited rounds (locked by the caller), still open
    select r.id, r.provider_id, r.round_ref from unnest(ok_k) as o(k)
    join casino_rounds r on r.provider_id = (calls[o.k]).provider and r.round_ref = (calls[o.k]).round_ref
    where (calls[o.k]).op = 'credit' and r.user_id = (calls[o.k]).user_id and r.status = 'open' and r.refunded = 0
  ), rounds as (select * from ins union all select * from credited)
  select array_agg(rounds.id order by o.j) into round_ids
  from unnest(ok_k) with ordinality as o(k, j)
  join rounds on rounds.provider_id = (calls[o.k]).provider and rounds.round_ref = (calls[o.k]).round_ref;
  if coalesce(cardinality(round_ids), 0) <> cardinality(ok_k) then
    raise exception using message = 'casino-wallet:BATCH_CONFLICT';
  end if;
  if exists (select 1 from unnest(ok_k) as o(k) where (calls[o.k]).op = 'credit') then
    update casino_rounds w set win = w.win + (calls[c.k]).amount,
        status = case when (calls[c.k]).close then 'closed' else w.status end,
        closed_at = case when (calls[c.k]).close then now() else w.closed_at end,
        outcome = case when (calls[c.k]).round ? 'outcome' then (calls[c.k]).round -> 'outcome' else w.outcome end,
        state = case when (calls[c.k]).round ? 'state' then (calls[c.k]).round -> 'state' else w.state end,
        params = case when (calls[c.k]).round ? 'params' then (calls[c.k]).round -> 'params' else w.params end,
        multiplier = case when (calls[c.k]).round ? 'multiplier'
          then ((calls[c.k]).round ->> 'multiplier')::numeric else w.multiplier end
      from unnest(ok_k, round_ids) as c(k, id)
      where w.id = c.id and (calls[c.k]).op = 'credit';
  end if;

  -- the transfers (the first, then the win's), their entries and the accounts' balances
  with tr as (
    select o.j, o.k, t.tr, round_ids[o.j] as round_id,
      case t.tr when 1 then (calls[o.k]).a_key else (calls[o.k]).b_key end as key,
      case t.tr when 1 then (calls[o.k]).a_kind else (calls[o.k]).b_kind end as kind,
      case t.tr when 1 then (calls[o.k]).a_fingerprint else (calls[o.k]).b_fingerprint end as fingerprint,
      case t.tr when 1 then (calls[o.k]).a_metadata else (calls[o.k]).b_metadata end as metadata
    from unnest(ok_k) with ordinality as o(k, j), (values (1), (2)) as t(tr)
    where case t.tr when 1 then (calls[o.k]).a_key else (calls[o.k]).b_key end is not null
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
    -- each account moved by its lines' sum (its balance was read under the caller's lock: the result is
    -- checked against the balance after its last line below)
    update ledger_accounts a set balance = a.balance + u.delta
      from (select v.acc, sum(v.amt) as delta from unnest(e_acc, e_amt) as v(acc, amt)
              group by v.acc having sum(v.amt) <> 0) as u
      where a.id = u.acc
      returning a.id, a.balance
  ), e as (
    insert into ledger_entries (transfer_id, account_id, amount, balance_after)
      select tk.id, u.acc, u.amt, u.bal
      from unnest(e_k, e_tr, e_acc, e_amt, e_bal) with ordinality as u(k, tr, acc, amt, bal, i)
      join tk on tk.k = u.k and tk.tr = u.tr
      where u.amt <> 0
      order by u.i
  )
  select count(*), (select count(*) from b
      where b.balance <> (select v.bal from unnest(e_acc, e_bal) with ordinality as v(acc, bal, i)
        where v.acc = b.id order by v.i desc limit 1))
    into written, drifted from tk;
  -- every transfer written, and every account where its last line says (else a balance moved under us)
  if written <> (select count((calls[o.k]).a_key) + count((calls[o.k]).b_key) from unnest(ok_k) as o(k))
      or drifted > 0 then
    raise exception using message = 'casino-wallet:BATCH_CONFLICT';
  end if;

  -- the casino transactions: a bet's or debit's (debit), a win's or credit's (credit, moved when it pays)
  with m as (
    select o.j, o.k, t.t, (calls[o.k]).op as op from unnest(ok_k) with ordinality as o(k, j), (values (1), (2)) as t(t)
    where t.t = 1 or (calls[o.k]).op = 'betWin'
  ), x as (
    insert into casino_transactions (provider_id, reference, round_id, type, amount, moved,
        ledger_transfer_id, balance_after)
      select (calls[m.k]).provider,
        case m.t when 1 then (calls[m.k]).reference else (calls[m.k]).win_reference end,
        round_ids[m.j],
        case when m.op = 'credit' or m.t = 2 then 'credit' else 'debit' end,
        case m.t when 1 then (calls[m.k]).amount else (calls[m.k]).win end,
        case when m.op = 'credit' then (calls[m.k]).amount > 0 when m.t = 1 then true else (calls[m.k]).win > 0 end,
        (select t.id from ledger_transfers t where t.idempotency_key =
          case m.t when 1 then (calls[m.k]).a_key else (calls[m.k]).b_key end),
        case when m.t = 1 and m.op <> 'credit' then ok_bal1[m.j] else ok_end[m.j] end
      from m order by m.j, m.t
      on conflict (provider_id, reference) do nothing
      returning id, provider_id, reference
  )
  select array_agg(x.id order by m.j) filter (where m.t = 1), array_agg(x.id order by m.j) filter (where m.t = 2)
    into tx1, tx2
  from m join x on x.provider_id = (calls[m.k]).provider
    and x.reference = case m.t when 1 then (calls[m.k]).reference else (calls[m.k]).win_reference end;
  if coalesce(cardinality(tx1), 0) <> cardinality(ok_k)
      or coalesce(cardinality(tx2), 0) <> (select count(*) from unnest(ok_k) as o(k) where (calls[o.k]).op = 'betWin') then
    raise exception using message = 'casino-wallet:BATCH_CONFLICT';
  end if;

  for j in 1..cardinality(ok_k) loop
    o_i := ok_k[j];
    o_ok := true;
    o_outcome := 'moved';
    o_round_id := round_ids[j];
    o_tx_id := tx1[j];
    o_win_tx_id := case when (calls[ok_k[j]]).op = 'betWin'
      then tx2[(select count(*) from unnest(ok_k[1:j]) as p(k) where (calls[p.k]).op = 'betWin')] end;
    o_balance := ok_end[j];
    return next;
  end loop;
end $$;
