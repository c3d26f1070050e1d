-- Whether the account's state forbids play (self-excluded, blocked by staff, on a break): the account
-- module's answer for other modules' SQL, which never reads the users table itself (issue 18).
create or replace function account_play_restricted(p_user bigint) returns boolean
language sql stable as $$
  select exists (select 1 from users u where u.id = p_user and u.status in ('SelfExcluded', 'InternalBlocked', 'Break'))
$$;
