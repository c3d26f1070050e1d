-- Ledger entries without foreign keys. Entries are written by ledger_transfer() alone, with the
-- transfer id it has just inserted and account ids it has just locked, and are immutable (migration
-- 0200's triggers); their two foreign keys re-checked that at every entry (a lookup and a key-share
-- lock each, four per transfer) on the busiest insert path of the platform. checkLedger() (npm run
-- ledger:check, the test suites, the benchmarks) reports any entry whose transfer or account is missing.
alter table ledger_entries drop constraint ledger_entries_transfer_id_fkey;
alter table ledger_entries drop constraint ledger_entries_account_id_fkey;
