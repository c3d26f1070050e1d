-- The audit trail is append-only.
create or replace function rg_history_is_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'rg_history rows are immutable';
end $$;

drop trigger if exists rg_history_append_only on rg_history;
create trigger rg_history_append_only before update or delete on rg_history
  for each statement execute function rg_history_is_append_only();
