-- A retry of p_reference: the first answer, or a refusal when it carried another movement.
create or replace function casino_wallet_replay(
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
