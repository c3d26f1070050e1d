create or replace function bet_event_stakes_follow() returns trigger language plpgsql as $$
declare
  counted_before boolean := old.status in (0, 2) and old.bet_state in ('pending', 'open');
  counted_after boolean := new.status in (0, 2) and new.bet_state in ('pending', 'open');
begin
  if counted_before and not counted_after then
    update bet_event_stakes s set staked = s.staked - new.stake
      from (select distinct b.match_id from bet_legs b where b.ticket_id = new.id) e
      where s.user_id = new.user_id and s.match_id = e.match_id;
  elsif counted_after and not counted_before then
    insert into bet_event_stakes as s (user_id, match_id, staked)
      select new.user_id, e.match_id, new.stake
      from (select distinct b.match_id from bet_legs b where b.ticket_id = new.id) e
      on conflict (user_id, match_id) do update set staked = s.staked + excluded.staked;
  end if;
  return null;
end $$;

drop trigger if exists bet_tickets_event_stakes on bet_tickets;
create trigger bet_tickets_event_stakes after update of status, bet_state on bet_tickets
  for each row execute function bet_event_stakes_follow();
