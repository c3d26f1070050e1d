-- The common calls of a casino_wallet() batch written set-wise, one statement per table for the whole
-- batch instead of some ten to twenty statements per call, each call writing exactly what
-- casino_wallet() writes for it one by one:
--   betWin of a new round: the round inserted closed with its bet, win and outcome; the bet's transfer
--     and, for a win, the win's; the two casino transactions;
--   debit of a new round: the round inserted open with its bet; the debit's transfer; its casino
--     transaction;
--   credit of an open round: the round's win added, closed when asked, its outcome, state, params and
--     multiplier replaced when given; the credit's transfer when it pays; its casino transaction (with
--     the balance after, also for a credit of 0).
-- All with real money, their references and ledger keys unknown, and no call of the batch sharing a
-- round, a reference or a key with an earlier one. A player with any other call in the batch leaves all
-- their calls to the caller, which settles them one by one in order after these: a player's calls are
-- settled in the order they came. Answers one row per call it settled (o_ok true): 'moved' with the
-- round, the transactions and the balance; 'rg' when responsible gaming's stake gate answered a bet
-- (nothing written for it).
-- The money moves through the wallet's ledger_transfers_batch(), which follows the balances through the
-- calls in order: a player whose balance would go below zero somewhere, or one of whose ledger keys has
-- moved money already, leaves all their calls to the caller. The accounts and the credited rounds must
-- be locked by the caller (casino_wallet() locks them first). A concurrent writer of the same round or
-- reference (seen only here, between the checks and the writes) raises casino-wallet:BATCH_CONFLICT:
-- the batch rolls back and the batcher sends its calls again, each as a batch of one.
create or replace function casino_wallet_bulk(calls casino_wallet_call[],
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
  -- per call of p_calls: its round (an open round's for a credit, a new id for a bet), else null
  rounds bigint[];
  cand int[];
  -- players whose calls are all left to the caller
  out_users bigint[];
  gated int[] := '{}';
  -- the ledger call: per line, its call and transfer (1 the bet, the debit or the credit; 2 the win)
  l_k int[];
  l_tr int[];
  l_user bigint[];
  -- per transfer, its call and which one
  t_k int[];
  t_tr int[];
  led record;
  -- per settled call, in order: the call, its player's balance after its first transfer and at its end
  ok_k int[];
  ok_bal1 bigint[];
  ok_end bigint[];
  written int;
  tx1 bigint[];
  tx2 bigint[];
begin
  -- the calls their own function would settle the common way, as the database stands, with their rounds
  select array_agg(x.k order by x.k) filter (where x.eligible),
      array_agg(case when x.eligible then coalesce(x.round_id, nextval(pg_get_serial_sequence('casino_rounds', 'id')))
        end order by x.k)
    into cand, rounds
  from (
    select x.k, r.id as round_id, x.user_id is not null
      and not exists (select 1 from casino_transactions t where t.provider_id = x.provider and t.reference = x.reference)
      and (x.win_reference is null or not exists (select 1 from casino_transactions t
        where t.provider_id = x.provider and t.reference = x.win_reference))
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
        else false end as eligible
    -- (unnest, whose row count the planner takes from the array, so the lookups below are index probes)
    from unnest(calls) with ordinality as x(op, provider, reference, win_reference, round_ref, user_id,
      session_id, game, amount, win, close, round, rg_now, a_key, a_kind, a_fingerprint, a_metadata, a_kinds,
      a_users, a_shards, a_amounts, b_key, b_kind, b_fingerprint, b_metadata, b_kinds, b_users, b_shards,
      b_amounts, k)
    left join casino_rounds r on r.provider_id = x.provider and r.round_ref = x.round_ref
  ) as x;
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
  -- a player with a call left out leaves all their calls to the caller (their order kept)
  out_users := array(select distinct (calls[g.i]).user_id from generate_subscripts(calls, 1) as g(i)
    where g.i <> all (cand) and (calls[g.i]).user_id is not null);

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

  -- the money, through the ledger; a player it refuses (short, or a key already used) is left out
  for attempt in 1..4 loop
    cand := array(select ck.k from unnest(cand) as ck(k)
      where ck.k <> all (gated) and (calls[ck.k]).user_id <> all (out_users) order by ck.k);
    if cardinality(cand) = 0 then
      return;
    end if;
    led := null;
    with tr as (
      -- the transfers: each call's first (if it moves money), then its win's
      select row_number() over (order by ck.k, t.tr)::int as j, ck.k, t.tr
      from unnest(cand) as ck(k), (values (1), (2)) as t(tr)
      where case t.tr when 1 then (calls[ck.k]).a_key else (calls[ck.k]).b_key end is not null
    ), ln as (
      -- their lines; a credit of 0 has one line of 0 on the player's wallet: its balance then
      select ck.k, x.tr, x.j, coalesce(tr.j, 0) as transfer, x.kind, x.user_id, x.shard, x.amount
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
      left join tr on tr.k = ck.k and tr.tr = x.tr
    ), moved as (
      select b.* from ledger_transfers_batch(
        array(select case tr.tr when 1 then (calls[tr.k]).a_key else (calls[tr.k]).b_key end from tr order by tr.j),
        array(select case tr.tr when 1 then (calls[tr.k]).a_kind else (calls[tr.k]).b_kind end from tr order by tr.j),
        array(select case tr.tr when 1 then (calls[tr.k]).a_fingerprint else (calls[tr.k]).b_fingerprint end
          from tr order by tr.j),
        array(select (calls[tr.k]).user_id from tr order by tr.j),
        array(select 'casino-round:' || rounds[tr.k] from tr order by tr.j),
        array(select case tr.tr when 1 then (calls[tr.k]).a_metadata else (calls[tr.k]).b_metadata end
          from tr order by tr.j),
        array(select ln.transfer from ln order by ln.k, ln.tr, ln.j),
        array(select ln.kind from ln order by ln.k, ln.tr, ln.j),
        array(select ln.user_id from ln order by ln.k, ln.tr, ln.j),
        array(select ln.shard from ln order by ln.k, ln.tr, ln.j),
        array(select ln.amount from ln order by ln.k, ln.tr, ln.j)) as b
    )
    select moved.*, array(select ln.k from ln order by ln.k, ln.tr, ln.j) as l_k,
      array(select ln.tr from ln order by ln.k, ln.tr, ln.j) as l_tr,
      array(select ln.user_id from ln order by ln.k, ln.tr, ln.j) as l_user,
      array(select tr.k from tr order by tr.j) as t_k, array(select tr.tr from tr order by tr.j) as t_tr
      into led from moved;
    exit when led.o_outcome = 'moved';
    out_users := out_users || led.o_users;
  end loop;
  if led.o_outcome is distinct from 'moved' then
    -- the ledger kept refusing: nothing was written, the calls are left to the caller
    return;
  end if;
  l_k := led.l_k;
  l_tr := led.l_tr;
  l_user := led.l_user;
  t_k := led.t_k;
  t_tr := led.t_tr;
  -- each call's player's balance after its first transfer, and at its end
  select array_agg(c.k order by c.k), array_agg(coalesce(c.bal1, c.bal_end) order by c.k),
      array_agg(c.bal_end order by c.k)
    into ok_k, ok_bal1, ok_end
  from (select l.k,
      (array_agg(l.bal order by l.i) filter (where l.tr = 1 and l.user_id = (calls[l.k]).user_id))[1] as bal1,
      (array_agg(l.bal order by l.i desc) filter (where l.user_id = (calls[l.k]).user_id))[1] as bal_end
    from unnest(l_k, l_tr, l_user, led.o_balances) with ordinality as l(k, tr, user_id, bal, i)
    group by l.k) as c;

  -- the rounds: new ones inserted with their ids (betWin closed, debit open), credited ones updated
  with ins as (
    insert into casino_rounds (id, provider_id, round_ref, user_id, session_id, game_id, bet, win, status,
        closed_at, seed_pair_id, nonce, params, state, outcome, multiplier)
      select rounds[o.k], (calls[o.k]).provider, (calls[o.k]).round_ref, (calls[o.k]).user_id,
        (calls[o.k]).session_id, (calls[o.k]).game, (calls[o.k]).amount,
        case (calls[o.k]).op when 'betWin' then (calls[o.k]).win else 0 end,
        case (calls[o.k]).op when 'betWin' then 'closed' else 'open' end,
        case (calls[o.k]).op when 'betWin' then now() end,
        ((calls[o.k]).round ->> 'seedPairId')::bigint, ((calls[o.k]).round ->> 'nonce')::int,
        (calls[o.k]).round -> 'params', (calls[o.k]).round -> 'state', (calls[o.k]).round -> 'outcome',
        ((calls[o.k]).round ->> 'multiplier')::numeric
      from unnest(ok_k) as o(k)
      where (calls[o.k]).op <> 'credit'
      order by o.k
      on conflict (provider_id, round_ref) do nothing
      returning id
  ), upd as (
    update casino_rounds w set win = w.win + (calls[c.k]).amount,
        status = case when (calls[c.k]).close then 'closed' else w.status end,
        closed_at = case when (calls[c.k]).close then now() else w.closed_at end,
        outcome = case when (calls[c.k]).round ? 'outcome' then (calls[c.k]).round -> 'outcome' else w.outcome end,
        state = case when (calls[c.k]).round ? 'state' then (calls[c.k]).round -> 'state' else w.state end,
        params = case when (calls[c.k]).round ? 'params' then (calls[c.k]).round -> 'params' else w.params end,
        multiplier = case when (calls[c.k]).round ? 'multiplier'
          then ((calls[c.k]).round ->> 'multiplier')::numeric else w.multiplier end
      from unnest(ok_k) as c(k)
      where (calls[c.k]).op = 'credit' and w.id = rounds[c.k] and w.status = 'open' and w.refunded = 0
      returning w.id
  )
  select (select count(*) from ins) + (select count(*) from upd) into written;
  if written <> cardinality(ok_k) then
    raise exception using message = 'casino-wallet:BATCH_CONFLICT';
  end if;

  -- the casino transactions: a bet's or debit's (debit), a win's or credit's (credit, moved when it pays)
  with m as (
    select o.k, o.j, t.t, (calls[o.k]).op as op from unnest(ok_k) with ordinality as o(k, j), (values (1), (2)) as t(t)
    where t.t = 1 or (calls[o.k]).op = 'betWin'
  ), x as (
    insert into casino_transactions (provider_id, reference, round_id, type, amount, moved,
        ledger_transfer_id, balance_after)
      select (calls[m.k]).provider,
        case m.t when 1 then (calls[m.k]).reference else (calls[m.k]).win_reference end,
        rounds[m.k],
        case when m.op = 'credit' or m.t = 2 then 'credit' else 'debit' end,
        case m.t when 1 then (calls[m.k]).amount else (calls[m.k]).win end,
        case when m.op = 'credit' then (calls[m.k]).amount > 0 when m.t = 1 then true else (calls[m.k]).win > 0 end,
        (select led.o_transfer_ids[q.j] from unnest(t_k, t_tr) with ordinality as q(k, tr, j)
          where q.k = m.k and q.tr = m.t),
        case when m.t = 1 and m.op <> 'credit' then ok_bal1[m.j] else ok_end[m.j] end
      from m order by m.j, m.t
      on conflict (provider_id, reference) do nothing
      returning id, round_id, type
  )
  select array_agg(x.id order by m.j) filter (where m.t = 1), array_agg(x.id order by m.j) filter (where m.t = 2)
    into tx1, tx2
  from m join x on x.round_id = rounds[m.k]
    and x.type = case when m.op = 'credit' or m.t = 2 then 'credit' else 'debit' end;
  if coalesce(cardinality(tx1), 0) <> cardinality(ok_k)
      or coalesce(cardinality(tx2), 0) <> (select count(*) from unnest(ok_k) as o(k) where (calls[o.k]).op = 'betWin') then
    raise exception using message = 'casino-wallet:BATCH_CONFLICT';
  end if;

  for j in 1..cardinality(ok_k) loop
    o_i := ok_k[j];
    o_ok := true;
    o_outcome := 'moved';
    o_round_id := rounds[ok_k[j]];
    o_tx_id := tx1[j];
    o_win_tx_id := case when (calls[ok_k[j]]).op = 'betWin'
      then tx2[(select count(*) from unnest(ok_k[1:j]) as p(k) where (calls[p.k]).op = 'betWin')] end;
    o_balance := ok_end[j];
    return next;
  end loop;
end $$;
