create or replace function bet_place_ticket(
  p_ticket jsonb, p_legs jsonb, p_default_per_event bigint, p_max_balance bigint,
  p_kind text, p_fingerprint text, p_kinds text[], p_users bigint[], p_shards smallint[], p_amounts bigint[],
  p_rg_now timestamptz,
  out o_outcome text, out o_ticket_id bigint, out o_created_at timestamptz, out o_transfer_id bigint,
  out o_balances bigint[])
language plpgsql as $$
declare
  v_user bigint := (p_ticket ->> 'user_id')::bigint;
  v_stake bigint := (p_ticket ->> 'stake')::bigint;
  v_free bigint := (p_ticket ->> 'free_bet_id')::bigint;
  v_blocked boolean;
  v_per_event bigint;
  v_idx int;
  v_staked bigint;
  m record;
begin
  -- responsible gaming first, before anything is written: an answer ends the call with 'rg'
  if p_rg_now is not null and (rg_stake_gate(v_user, p_rg_now) is not null
      or account_play_restricted(v_user)) then
    o_outcome := 'rg';
    return;
  end if;

  select l.blocked, l.max_stake_per_event into v_blocked, v_per_event
    from bet_user_limits l where l.user_id = v_user;
  if v_blocked then
    raise exception using errcode = 'PB400', message = 'BET_STAKE_OVER_LIMIT', detail = '{"limit":-1}';
  end if;
  v_per_event := coalesce(v_per_event, p_default_per_event);

  insert into bet_tickets (user_id, connection_id, slip_index, bet_type, status, bet_state, stake, odds,
      possible_win, odds_change_type, is_live, free_bet_id, accept_after, accepted_at, replication, created_at)
    select r.user_id, r.connection_id, r.slip_index, r.bet_type, r.status, r.bet_state, r.stake, r.odds,
      r.possible_win, r.odds_change_type, r.is_live, r.free_bet_id, r.accept_after, r.accepted_at,
      r.replication, r.created_at
    from jsonb_populate_record(null::bet_tickets, p_ticket) r
    on conflict (user_id, connection_id, slip_index) do nothing
    returning id, created_at into o_ticket_id, o_created_at;
  if not found then
    o_outcome := 'duplicate';
    return;
  end if;

  -- takes the bettor's account rows in id order: this bettor's other placements wait here until this
  -- one commits, so every read below sees them (READ COMMITTED: each statement a fresh snapshot)
  m := ledger_transfer('bet-place:' || o_ticket_id, p_kind, p_fingerprint, v_user,
    'bet:' || o_ticket_id, '{}'::jsonb, p_kinds, p_users, p_shards, p_amounts);
  if m.o_outcome = 'insufficient' then
    raise exception using errcode = 'PB400', message = 'INSUFFICIENT_FUNDS', detail = '{}';
  end if;
  if m.o_outcome <> 'moved' then
    raise exception 'bet_place_ticket: ledger key bet-place:% already used', o_ticket_id;
  end if;

  -- the real wallet's balance before this stake (the line of kind user_real, when the stake is real money)
  if p_max_balance is not null then
    for i in 1 .. array_length(p_kinds, 1) loop
      if p_kinds[i] = 'user_real' and m.o_balances[i] - p_amounts[i] > p_max_balance then
        raise exception using errcode = 'PB400', message = 'TOTAL_AMOUNT_EXCEEDS_UPPER_THRESHOLD',
          detail = json_build_object('limit', round(p_max_balance / 100.0, 2), 'reason', 'max-wallet-balance')::text;
      end if;
    end loop;
  end if;

  -- the stake on each event of the ticket, counted per bettor and event in bet_event_stakes: the upsert
  -- locks the rows (in match id order, so two tickets of one bettor never deadlock), so this bettor's
  -- tickets on one event queue there and each counts the ones before it; one statement for all events,
  -- the first event over the limit (by its first selection) refused
  with ev as (
    select min(l.idx) as idx, l.match_id from jsonb_to_recordset(p_legs) l(idx int, match_id text)
    group by l.match_id
  ), up as (
    insert into bet_event_stakes as s (user_id, match_id, staked)
      select v_user, ev.match_id, v_stake from ev order by ev.match_id
      on conflict (user_id, match_id) do update set staked = s.staked + excluded.staked
      returning s.match_id, s.staked
  )
  select ev.idx, up.staked into v_idx, v_staked from up join ev on ev.match_id = up.match_id
    where up.staked > v_per_event order by ev.idx limit 1;
  if v_idx is not null then
    raise exception using errcode = 'PB400', message = 'ACCUMULATED_STAKE_LIMIT',
      detail = json_build_object('selectionIndex', v_idx,
        'limit', round(greatest(0, v_per_event - (v_staked - v_stake)) / 100.0, 2))::text;
  end if;

  insert into bet_legs (ticket_id, idx, group_idx, group_odds, match_id, market_id, specifiers, outcome_id,
      requested_odds, odds, provider_id, producer_id, sport_id, tournament_id, match_name, home_name,
      away_name, market_name, outcome_name, scheduled_at, booking_status)
    select o_ticket_id, r.idx, r.group_idx, r.group_odds, r.match_id, r.market_id, r.specifiers, r.outcome_id,
      r.requested_odds, r.odds, r.provider_id, r.producer_id, r.sport_id, r.tournament_id, r.match_name,
      r.home_name, r.away_name, r.market_name, r.outcome_name, r.scheduled_at, r.booking_status
    from jsonb_populate_recordset(null::bet_legs, p_legs) r;

  if v_free is not null then
    update bet_free_bets set status = 'Used', ticket_id = o_ticket_id
      where id = v_free and user_id = v_user and status = 'Available';
    if not found then
      raise exception using errcode = 'PB400', message = 'LOCKED_FREEBET', detail = '{}';
    end if;
  end if;

  o_outcome := 'placed';
  o_transfer_id := m.o_transfer_id;
  o_balances := m.o_balances;
end $$;
