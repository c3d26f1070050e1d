-- Credit (a win; 0 for a loss moves nothing and answers the balance). The round must exist and belong
-- to the player; it takes the round's lock. p_close closes the round; p_round replaces the outcome,
-- state, params or multiplier it names. Refusals: ROUND_NOT_FOUND, BET_REFUNDED (the round was
-- refunded, even partly), ROUND_CLOSED, IDEMPOTENCY_CONFLICT.
create or replace function casino_credit(
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
