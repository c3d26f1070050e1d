import { type QueryExecutorProvider, sql } from 'kysely';

/** `ledger_transfer()`'s arguments, laid out by `ledgerTransferArgs` (transfer.ts). */
export type LedgerTransferCall = {
  idempotencyKey: string;
  kind: string;
  fingerprint: string;
  userId: number | null;
  reference: string | null;
  metadata: Record<string, unknown>;
  kinds: string[];
  users: number[];
  shards: number[];
  amounts: number[];
};

/** What `ledger_transfer()` answers (sql/ledger_transfer.sql). */
export type LedgerTransferRow = {
  o_outcome: 'moved' | 'replayed' | 'insufficient';
  o_transfer_id: number | null;
  o_created_at: Date | null;
  o_fingerprint: string | null;
  o_short_kind: string | null;
  o_short_balance: number | null;
  o_balances: number[] | null;
};

/** One statement: the transfer, its entries and the balances, or 'replayed' / 'insufficient'. */
export async function callLedgerTransfer(
  db: QueryExecutorProvider,
  call: LedgerTransferCall,
): Promise<LedgerTransferRow> {
  const moved = await sql<LedgerTransferRow>`
    select * from ledger_transfer(
      ${call.idempotencyKey}, ${call.kind}, ${call.fingerprint}, ${call.userId}::bigint,
      ${call.reference}, ${JSON.stringify(call.metadata)}::jsonb,
      ${call.kinds}::text[], ${call.users}::bigint[], ${call.shards}::smallint[],
      ${call.amounts}::bigint[])`.execute(db);
  return moved.rows[0]!;
}

export type TransferEntryRow = { kind: string; user_id: number; amount: number; balance_after: number };

/** A transfer's entries with their accounts, in the order they were written. */
export async function readTransferEntries(
  db: QueryExecutorProvider,
  transferId: number,
): Promise<TransferEntryRow[]> {
  const entries = await sql<TransferEntryRow>`
    select a.kind, a.user_id, e.amount, e.balance_after
    from ledger_entries e join ledger_accounts a on a.id = e.account_id
    where e.transfer_id = ${transferId} order by e.id`.execute(db);
  return entries.rows;
}
