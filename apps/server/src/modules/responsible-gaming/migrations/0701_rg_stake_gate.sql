-- The responsible-gaming gate of a stake in one statement (another module's SQL function can run it
-- inside its own: the casino's debit does). Answers, at p_now (the module's clock):
--   {"restriction": <the rg_restrictions row>}  the strongest restriction in force (internal block,
--       then self-exclusion, then pause; the longest first): the stake is refused with its code (403)
--   {"limits": true}  the user has a loss, bet-amount or session-time limit (in force or waiting for
--       its cooling-off): the stake must be judged against it (enforcement.ts judgeStake)
--   null  nothing to check: the stake may go on
-- Reads only; the same rules as activeRestrictions() and limitsInForce(): a limit row holds a waiting
-- raise or removal only while its value is set, so "value is not null" finds every limit that could
-- apply now. Both lookups use the (user_id) indexes.
create function rg_stake_gate(p_user bigint, p_now timestamptz) returns jsonb
language plpgsql stable as $$
declare
  v_restriction jsonb;
begin
  select to_jsonb(x) into v_restriction from rg_restrictions x
    where x.user_id = p_user and x.ended_at is null and x.starts_at <= p_now
      and (x.ends_at is null or x.ends_at > p_now)
    order by case x.kind when 'internalBlock' then 3 when 'selfExclusion' then 2 else 1 end desc,
      x.ends_at desc nulls first
    limit 1;
  if v_restriction is not null then
    return jsonb_build_object('restriction', v_restriction);
  end if;
  if exists (select 1 from rg_limits l where l.user_id = p_user and l.value is not null
      and l.kind in ('loss', 'betAmount', 'sessionTime')) then
    return jsonb_build_object('limits', true);
  end if;
  return null;
end $$;
