-- Debit (a bet), now with the responsible-gaming gate of a real-money stake in the same statement
-- (p_rg_now set: rg_stake_gate(), migration 0701, the responsible-gaming module's; plpgsql binds it
-- when called, so this file may run before that migration). When the gate answers (a restriction, or
-- limits to judge) nothing is written and o_outcome is 'rg' with the answer in o_rg: the caller hands
-- it to settleStakeGate() and, if the stake is allowed, calls again with p_rg_now null.
-- Otherwise as migration 0501: a new round is created with it (p_round: seedPairId, nonce, params, state, outcome,
-- multiplier when given); a debit on a known round takes the round's lock, adds to its bet and replaces
-- its state when p_round has one. Refusals: ROUND_NOT_FOUND (another player's round), BET_REFUNDED (this
-- reference or the round was refunded), ROUND_CLOSED, INSUFFICIENT_FUNDS, IDEMPOTENCY_CONFLICT.
create or replace function casino_debit(
  p_provider int, p_reference text, p_round_ref text, p_user bigint, p_session bigint, p_game text,
  p_amount bigint, p_round jsonb, p_rg_now timestamptz,
  p_key text, p_kind text, p_fingerprint text, p_metadata jsonb,
  p_kinds text[], p_users bigint[], p_shards smallint[], p_amounts bigint[],
  out o_outcome text, out o_round_id bigint, out o_tx_id bigint, out o_balance bigint, out o_rg jsonb)
language plpgsql as $$
declare
  r record;
  v_new boolean;
  v_status text := 'open';
  v_replay record;
  v_money record;
begin
  -- responsible gaming first, before anything is written (a retry of a debit already made skips it:
  -- its first answer stands); an answer ends the call with nothing written: 'rg'
  if p_rg_now is not null and p_user is not null and not exists (select 1 from casino_transactions x
      where x.provider_id = p_provider and x.reference = p_reference) then
    o_rg := rg_stake_gate(p_user, p_rg_now);
    if o_rg is not null then
      o_outcome := 'rg';
      return;
    end if;
  end if;

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
