import { type QueryExecutorProvider, sql } from 'kysely';

/**
 * The ledger's invariant queries on a live database (each listing at most 100 offenders): counts and
 * the total balance, unbalanced and incomplete transfers, drifted accounts, orphan entries and user
 * accounts below zero.
 */
export async function readLedgerInvariants(db: QueryExecutorProvider) {
  const totals = await sql<{ accounts: number; total: number | null }>`
    select count(*)::int as accounts, coalesce(sum(balance), 0)::bigint as total from ledger_accounts`.execute(
    db,
  );
  const transfers = await sql<{ n: number }>`select count(*)::int as n from ledger_transfers`.execute(db);
  const unbalanced = await sql<{ id: number }>`
    select transfer_id as id from ledger_entries group by transfer_id having sum(amount) <> 0
    order by 1 limit 100`.execute(db);
  const incomplete = await sql<{ id: number }>`
    select t.id from ledger_transfers t left join ledger_entries e on e.transfer_id = t.id
    group by t.id having count(e.id) < 2 order by 1 limit 100`.execute(db);
  const drifted = await sql<{ id: number; balance: number; entries: number }>`
    select a.id, a.balance, coalesce(sum(e.amount), 0)::bigint as entries
    from ledger_accounts a left join ledger_entries e on e.account_id = a.id
    group by a.id having a.balance <> coalesce(sum(e.amount), 0) order by 1 limit 100`.execute(db);
  const orphans = await sql<{ id: number }>`
    select e.id from ledger_entries e
    where not exists (select 1 from ledger_transfers t where t.id = e.transfer_id)
       or not exists (select 1 from ledger_accounts a where a.id = e.account_id)
    order by 1 limit 100`.execute(db);
  const negative = await sql<{ id: number }>`
    select id from ledger_accounts where user_id <> 0 and balance < 0 order by 1 limit 100`.execute(db);
  return {
    accounts: totals.rows[0]?.accounts ?? 0,
    transfers: transfers.rows[0]?.n ?? 0,
    totalBalance: Number(totals.rows[0]?.total ?? 0),
    unbalancedTransfers: unbalanced.rows.map((r) => r.id),
    driftedAccounts: drifted.rows,
    negativeUserAccounts: negative.rows.map((r) => r.id),
    incompleteTransfers: incomplete.rows.map((r) => r.id),
    orphanEntries: orphans.rows.map((r) => r.id),
  };
}
