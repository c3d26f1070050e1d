-- casino_bet_win() (migration 0505) without its fallback for an account's first use:
-- ledger_transfers_together() creates a missing account itself now (migration 0207), so the
-- 'first-use' answer and casino_bet_win_first_use() are gone. Same arguments, rules and answers.
create or replace function casino_bet_win(
  p_provider int, p_bet_reference text, p_win_reference text, p_round_ref text, p_user bigint,
  p_session bigint, p_game text, p_bet bigint, p_win bigint, p_round jsonb, p_rg_now timestamptz,
  p_bet_key text, p_bet_kind text, p_bet_fingerprint text, p_bet_metadata jsonb,
  p_bet_kinds text[], p_bet_users bigint[], p_bet_shards smallint[], p_bet_amounts bigint[],
  p_win_key text, p_win_kind text, p_win_fingerprint text, p_win_metadata jsonb,
  p_win_kinds text[], p_win_users bigint[], p_win_shards smallint[], p_win_amounts bigint[],
  out o_outcome text, out o_round_id bigint, out o_bet_tx_id bigint, out o_win_tx_id bigint,
  out o_balance bigint, out o_rg jsonb)
language plpgsql as $$
declare
  d record;
  c record;
  l record;
  v_bet_transfer bigint;
  v_win_transfer bigint;
  v_bet_balance bigint;
begin
  -- The common case, a new round of real money, takes the short way: the round is inserted closed
  -- with its bet, win and outcome, and the two ledger transfers and casino transactions follow.
  -- Anything else (a retry, a round opened by a separate debit, a refund that came first, play money)
  -- goes the long way below, which is casino_debit() then casino_credit() and answers the same.
  if p_user is not null
      and not exists (select 1 from casino_rounds x where x.provider_id = p_provider and x.round_ref = p_round_ref
        union all select 1 from casino_transactions x
        where x.provider_id = p_provider and x.refunded_reference = p_bet_reference) then
    if p_rg_now is not null then
      o_rg := rg_stake_gate(p_user, p_rg_now);
      if o_rg is not null then
        o_outcome := 'rg';
        return;
      end if;
    end if;
    insert into casino_rounds (provider_id, round_ref, user_id, session_id, game_id, bet, win, status,
        closed_at, seed_pair_id, nonce, params, state, outcome, multiplier)
      values (p_provider, p_round_ref, p_user, p_session, p_game, p_bet, p_win, 'closed', now(),
        (p_round ->> 'seedPairId')::bigint, (p_round ->> 'nonce')::int, p_round -> 'params',
        p_round -> 'state', p_round -> 'outcome', (p_round ->> 'multiplier')::numeric)
      on conflict (provider_id, round_ref) do nothing
      returning id into o_round_id;
    if found then
      -- the bet's and the win's ledger transfers together (the win's only when there is one)
      if p_win > 0 then
        l := ledger_transfers_together(array[p_bet_key, p_win_key], array[p_bet_kind, p_win_kind],
          array[p_bet_fingerprint, p_win_fingerprint], p_user, 'casino-round:' || o_round_id,
          array[p_bet_metadata, p_win_metadata],
          array_fill(1, array[array_length(p_bet_kinds, 1)]) || array_fill(2, array[array_length(p_win_kinds, 1)]),
          p_bet_kinds || p_win_kinds, p_bet_users || p_win_users, p_bet_shards || p_win_shards,
          p_bet_amounts || p_win_amounts);
      else
        l := ledger_transfers_together(array[p_bet_key], array[p_bet_kind], array[p_bet_fingerprint], p_user,
          'casino-round:' || o_round_id, array[p_bet_metadata], array_fill(1, array[array_length(p_bet_kinds, 1)]),
          p_bet_kinds, p_bet_users, p_bet_shards, p_bet_amounts);
      end if;
      if l.o_outcome = 'insufficient' then
        perform casino_wallet_refuse('INSUFFICIENT_FUNDS',
          jsonb_build_object('account', l.o_short_kind, 'missing', -l.o_short_balance / 100.0));
      elsif l.o_outcome = 'replayed' then
        perform casino_wallet_refuse('IDEMPOTENCY_CONFLICT');
      end if;
      v_bet_transfer := l.o_transfer_ids[1];
      v_win_transfer := l.o_transfer_ids[2];
      v_bet_balance := l.o_balances[array_position(p_bet_kinds, 'user_real')];
      o_balance := case when p_win > 0
        then l.o_balances[array_length(p_bet_kinds, 1) + array_position(p_win_kinds, 'user_real')]
        else v_bet_balance end;
      -- both movements' records; a reference another round already used is a conflict (the whole
      -- statement writes nothing)
      with x as (
        insert into casino_transactions (provider_id, reference, round_id, type, amount, moved,
            ledger_transfer_id, balance_after)
          values (p_provider, p_bet_reference, o_round_id, 'debit', p_bet, true, v_bet_transfer, v_bet_balance),
            (p_provider, p_win_reference, o_round_id, 'credit', p_win, p_win > 0, v_win_transfer, o_balance)
          on conflict (provider_id, reference) do nothing
          returning id, type
      )
      select max(x.id) filter (where x.type = 'debit'), max(x.id) filter (where x.type = 'credit')
        into o_bet_tx_id, o_win_tx_id from x;
      if o_bet_tx_id is null or o_win_tx_id is null then
        perform casino_wallet_refuse('IDEMPOTENCY_CONFLICT');
      end if;
      o_outcome := 'moved';
      return;
    end if;
  end if;

  -- the long way: the bet without the outcome yet (the credit writes it, as a separate credit would)
  select * into d from casino_debit(p_provider, p_bet_reference, p_round_ref, p_user, p_session, p_game,
    p_bet, p_round - 'outcome' - 'multiplier', p_rg_now,
    p_bet_key, p_bet_kind, p_bet_fingerprint, p_bet_metadata,
    p_bet_kinds, p_bet_users, p_bet_shards, p_bet_amounts);
  if d.o_outcome = 'rg' then
    o_outcome := 'rg';
    o_rg := d.o_rg;
    return;
  end if;
  select * into c from casino_credit(p_provider, p_win_reference, p_round_ref, p_user, p_session,
    p_win, true, p_round,
    p_win_key, p_win_kind, p_win_fingerprint, p_win_metadata,
    p_win_kinds, p_win_users, p_win_shards, p_win_amounts);
  o_round_id := d.o_round_id;
  o_bet_tx_id := d.o_tx_id;
  o_win_tx_id := c.o_tx_id;
  o_balance := c.o_balance;
  -- replayed only when both were: a bet made by a separate debit gets its win now
  o_outcome := case when d.o_outcome = 'replayed' and c.o_outcome = 'replayed' then 'replayed' else 'moved' end;
end $$;
