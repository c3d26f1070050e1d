create or replace function casino_wallet_refuse(p_code text, p_context jsonb default '{}') returns void
language plpgsql as $$
begin
  raise exception using message = 'casino-wallet:' || p_code, detail = p_context::text;
end $$;
