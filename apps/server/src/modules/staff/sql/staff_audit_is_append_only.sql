create or replace function staff_audit_is_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'staff_audit_log rows are append-only';
end $$;

drop trigger if exists staff_audit_log_append_only on staff_audit_log;
create trigger staff_audit_log_append_only before update or delete or truncate on staff_audit_log
  for each statement execute function staff_audit_is_append_only();
