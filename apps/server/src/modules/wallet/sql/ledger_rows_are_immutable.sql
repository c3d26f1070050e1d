create or replace function ledger_rows_are_immutable() returns trigger language plpgsql as $$
begin
  raise exception 'ledger % rows are immutable', tg_table_name;
end $$;

drop trigger if exists ledger_transfers_immutable on ledger_transfers;
create trigger ledger_transfers_immutable before update or delete or truncate on ledger_transfers
  for each statement execute function ledger_rows_are_immutable();

drop trigger if exists ledger_entries_immutable on ledger_entries;
create trigger ledger_entries_immutable before update or delete or truncate on ledger_entries
  for each statement execute function ledger_rows_are_immutable();
