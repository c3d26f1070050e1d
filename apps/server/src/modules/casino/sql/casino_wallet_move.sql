-- Moves p_amount (signed: - debit, + credit) on the player's wallet: the ledger for real money
-- (p_user not null; the ledger_transfer() arguments come from the wallet's ledgerTransferArgs), the
-- free session's play money otherwise. Answers the wallet balance after and the ledger transfer id.
create or replace function casino_wallet_move(
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
