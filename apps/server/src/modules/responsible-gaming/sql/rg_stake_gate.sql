-- rg_stake_gate() (migration 0701) with its two lookups in one query: the same answers (the strongest
-- restriction in force, else whether limits apply, else null), one statement less on every real-money
-- stake (the casino's debit and betWin, ticket placement).
create or replace function rg_stake_gate(p_user bigint, p_now timestamptz) returns jsonb
language plpgsql stable as $$
declare
  v_restriction jsonb;
  v_limits boolean;
begin
  select
    (select to_jsonb(x) from rg_restrictions x
      where x.user_id = p_user and x.ended_at is null and x.starts_at <= p_now
        and (x.ends_at is null or x.ends_at > p_now)
      order by case x.kind when 'internalBlock' then 3 when 'selfExclusion' then 2 else 1 end desc,
        x.ends_at desc nulls first
      limit 1),
    exists (select 1 from rg_limits l where l.user_id = p_user and l.value is not null
      and l.kind in ('loss', 'betAmount', 'sessionTime'))
    into v_restriction, v_limits;
  if v_restriction is not null then
    return jsonb_build_object('restriction', v_restriction);
  end if;
  if v_limits then
    return jsonb_build_object('limits', true);
  end if;
  return null;
end $$;
