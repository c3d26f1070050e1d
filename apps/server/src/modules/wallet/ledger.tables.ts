import type { ColumnType, Generated } from 'kysely';

/** Kysely view of the ledger tables (migrations/0200_wallet_baseline.sql). */
export type LedgerTables = {
  ledger_accounts: {
    id: Generated<number>;
    kind: string;
    user_id: Generated<number>;
    balance: Generated<number>;
    created_at: Generated<Date>;
  };
  ledger_transfers: {
    id: Generated<number>;
    idempotency_key: string;
    kind: string;
    fingerprint: string;
    user_id: number | null;
    reference: string | null;
    metadata: ColumnType<Record<string, unknown>, string, never>;
    created_at: Generated<Date>;
  };
  ledger_entries: {
    id: Generated<number>;
    transfer_id: number;
    account_id: number;
    amount: number;
    balance_after: number;
  };
};
