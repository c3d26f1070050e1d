-- The seamless wallet's debit and credit, each one statement (one round trip, atomic even outside a
-- transaction): idempotency check, round, money movement (the wallet's ledger_transfer() for real money,
-- the free session's play balance otherwise) and the transaction record. A retry of a reference answers
-- the first answer ('replayed') and moves nothing. Refusals raise 'casino-wallet:<CODE>' with a JSON
-- detail, so the whole statement, and the caller's transaction, writes nothing.

create function casino_wallet_refuse(p_code text, p_context jsonb default '{}') returns void
language plpgsql as $$
begin
  raise exception using message = 'casino-wallet:' || p_code, detail = p_context::text;
end $$;

-- A retry of p_reference: the first answer, or a refusal when it carried another movement.
create function casino_wallet_replay(
  p_provider int, p_reference text, p_type text, p_amount bigint, p_round_id bigint,
  out o_found boolean, out o_tx_id bigint, out o_balance bigint)
language plpgsql as $$
declare
  t record;
begin
  select x.id, x.type, x.amount, x.round_id, x.balance_after into t from casino_transactions x
    where x.provider_id = p_provider and x.reference = p_reference;
  o_found := found;
  if not o_found then
    return;
  end if;
  if t.type <> p_type or t.amount <> p_amount or t.round_id <> p_round_id then
    perform casino_wallet_refuse('IDEMPOTENCY_CONFLICT', jsonb_build_object('transactionId', t.id));
  end if;
  o_tx_id := t.id;
  o_balance := t.balance_after;
end $$;

-- Moves p_amount (signed: - debit, + credit) on the player's wallet: the ledger for real money
-- (p_user not null; the ledger_transfer() arguments come from the wallet's ledgerTransferArgs), the
-- free session's play money otherwise. Answers the wallet balance after and the ledger transfer id.
create function casino_wallet_move(
  p_user bigint, p_session bigint, p_delta bigint, p_round_id bigint,
  p_key text, p_kind text, p_fingerprint text, p_metadata jsonb,
  p_kinds text[], p_users bigint[], p_shards smallint[], p_amounts bigint[],
  out o_balance bigint, out o_transfer_id bigint)
language plpgsql as $$
declare
  l record;
begin
  if p_user is null then
    update casino_sessions set play_balance = play_balance + p_delta
      where id = p_session and play_balance + p_delta >= 0 returning play_balance into o_balance;
    if not found then
      perform casino_wallet_refuse('INSUFFICIENT_FUNDS');
    end if;
    return;
  end if;
  select * into l from ledger_transfer(p_key, p_kind, p_fingerprint, p_user, 'casino-round:' || p_round_id,
    p_metadata, p_kinds, p_users, p_shards, p_amounts);
  if l.o_outcome = 'insufficient' then
    perform casino_wallet_refuse('INSUFFICIENT_FUNDS',
      jsonb_build_object('account', l.o_short_kind, 'missing', -l.o_short_balance / 100.0));
  end if;
  if l.o_outcome = 'replayed' then
    -- the ledger already moved this key, yet no casino transaction records it: another round's reference
    perform casino_wallet_refuse('IDEMPOTENCY_CONFLICT', jsonb_build_object('idempotencyKey', p_key));
  end if;
  o_transfer_id := l.o_transfer_id;
  for i in 1..array_length(p_kinds, 1) loop
    if p_kinds[i] = 'user_real' and p_users[i] = p_user then
      o_balance := l.o_balances[i];
    end if;
  end loop;
end $$;

-- Debit (a bet). A new round is created with it (p_round: seedPairId, nonce, params, state, outcome,
-- multiplier when given); a debit on a known round takes the round's lock, adds to its bet and replaces
-- its state when p_round has one. Refusals: ROUND_NOT_FOUND (another player's round), BET_REFUNDED (this
-- reference or the round was refunded), ROUND_CLOSED, INSUFFICIENT_FUNDS, IDEMPOTENCY_CONFLICT.
create function casino_debit(
  p_provider int, p_reference text, p_round_ref text, p_user bigint, p_session bigint, p_game text,
  p_amount bigint, p_round jsonb,
  p_key text, p_kind text, p_fingerprint text, p_metadata jsonb,
  p_kinds text[], p_users bigint[], p_shards smallint[], p_amounts bigint[],
  out o_outcome text, out o_round_id bigint, out o_tx_id bigint, out o_balance bigint)
language plpgsql as $$
declare
  r record;
  v_new boolean;
  v_status text := 'open';
  v_replay record;
  v_money record;
begin
  -- a new round is inserted with its bet; a concurrent first debit of the same round waits here for
  -- this one to commit, then finds the round (and this reference) below
  insert into casino_rounds (provider_id, round_ref, user_id, session_id, game_id, bet,
      seed_pair_id, nonce, params, state, outcome, multiplier)
    values (p_provider, p_round_ref, p_user, p_session, p_game, p_amount,
      (p_round ->> 'seedPairId')::bigint, (p_round ->> 'nonce')::int, p_round -> 'params',
      p_round -> 'state', p_round -> 'outcome', (p_round ->> 'multiplier')::numeric)
    on conflict (provider_id, round_ref) do nothing
    returning id into o_round_id;
  v_new := found;
  if not v_new then
    select x.id, x.status, x.user_id, x.session_id into r from casino_rounds x
      where x.provider_id = p_provider and x.round_ref = p_round_ref for update;
    if (p_user is not null and r.user_id is distinct from p_user)
        or (p_user is null and r.session_id <> p_session) then
      perform casino_wallet_refuse('ROUND_NOT_FOUND');
    end if;
    o_round_id := r.id;
    v_status := r.status;
  end if;

  select * into v_replay from casino_wallet_replay(p_provider, p_reference, 'debit', p_amount, o_round_id);
  if v_replay.o_found then
    o_outcome := 'replayed';
    o_tx_id := v_replay.o_tx_id;
    o_balance := v_replay.o_balance;
    return;
  end if;
  if exists (select 1 from casino_transactions x
      where x.provider_id = p_provider and x.refunded_reference = p_reference)
      or v_status = 'refunded' then
    perform casino_wallet_refuse('BET_REFUNDED');
  end if;
  if v_status <> 'open' then
    perform casino_wallet_refuse('ROUND_CLOSED');
  end if;

  select * into v_money from casino_wallet_move(p_user, p_session, -p_amount, o_round_id,
    p_key, p_kind, p_fingerprint, p_metadata, p_kinds, p_users, p_shards, p_amounts);
  insert into casino_transactions (provider_id, reference, round_id, type, amount, moved,
      ledger_transfer_id, balance_after)
    values (p_provider, p_reference, o_round_id, 'debit', p_amount, true, v_money.o_transfer_id,
      v_money.o_balance)
    returning id into o_tx_id;
  if not v_new then
    update casino_rounds set bet = bet + p_amount,
        state = case when p_round ? 'state' then p_round -> 'state' else state end
      where id = o_round_id;
  end if;
  o_balance := v_money.o_balance;
  o_outcome := 'moved';
end $$;

-- Credit (a win; 0 for a loss moves nothing and answers the balance). The round must exist and belong
-- to the player; it takes the round's lock. p_close closes the round; p_round replaces the outcome,
-- state, params or multiplier it names. Refusals: ROUND_NOT_FOUND, BET_REFUNDED (the round was
-- refunded, even partly), ROUND_CLOSED, IDEMPOTENCY_CONFLICT.
create function casino_credit(
  p_provider int, p_reference text, p_round_ref text, p_user bigint, p_session bigint,
  p_amount bigint, p_close boolean, p_round jsonb,
  p_key text, p_kind text, p_fingerprint text, p_metadata jsonb,
  p_kinds text[], p_users bigint[], p_shards smallint[], p_amounts bigint[],
  out o_outcome text, out o_round_id bigint, out o_tx_id bigint, out o_balance bigint)
language plpgsql as $$
declare
  r record;
  v_replay record;
  v_money record;
begin
  select x.id, x.status, x.user_id, x.session_id, x.refunded into r from casino_rounds x
    where x.provider_id = p_provider and x.round_ref = p_round_ref for update;
  if not found then
    perform casino_wallet_refuse('ROUND_NOT_FOUND');
  end if;
  if (p_user is not null and r.user_id is distinct from p_user)
      or (p_user is null and r.session_id <> p_session) then
    perform casino_wallet_refuse('ROUND_NOT_FOUND');
  end if;
  o_round_id := r.id;
  select * into v_replay from casino_wallet_replay(p_provider, p_reference, 'credit', p_amount, o_round_id);
  if v_replay.o_found then
    o_outcome := 'replayed';
    o_tx_id := v_replay.o_tx_id;
    o_balance := v_replay.o_balance;
    return;
  end if;
  if r.status = 'refunded' or r.refunded > 0 then
    perform casino_wallet_refuse('BET_REFUNDED');
  end if;
  if r.status <> 'open' then
    perform casino_wallet_refuse('ROUND_CLOSED');
  end if;

  if p_amount > 0 then
    select * into v_money from casino_wallet_move(p_user, p_session, p_amount, o_round_id,
      p_key, p_kind, p_fingerprint, p_metadata, p_kinds, p_users, p_shards, p_amounts);
  elsif p_user is not null then
    select ledger_balance('user_real', p_user) as o_balance, null::bigint as o_transfer_id into v_money;
  else
    select s.play_balance as o_balance, null::bigint as o_transfer_id into v_money
      from casino_sessions s where s.id = p_session;
  end if;
  insert into casino_transactions (provider_id, reference, round_id, type, amount, moved,
      ledger_transfer_id, balance_after)
    values (p_provider, p_reference, o_round_id, 'credit', p_amount, p_amount > 0, v_money.o_transfer_id,
      v_money.o_balance)
    returning id into o_tx_id;
  update casino_rounds set win = win + p_amount,
      status = case when p_close then 'closed' else status end,
      closed_at = case when p_close then now() else closed_at end,
      outcome = case when p_round ? 'outcome' then p_round -> 'outcome' else outcome end,
      state = case when p_round ? 'state' then p_round -> 'state' else state end,
      params = case when p_round ? 'params' then p_round -> 'params' else params end,
      multiplier = case when p_round ? 'multiplier' then (p_round ->> 'multiplier')::numeric else multiplier end
    where id = o_round_id;
  o_balance := v_money.o_balance;
  o_outcome := 'moved';
end $$;
