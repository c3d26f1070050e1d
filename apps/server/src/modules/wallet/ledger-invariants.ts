import type { QueryExecutorProvider } from 'kysely';
import { readLedgerInvariants } from './ledger-check.repository';

export type LedgerReport = {
  accounts: number;
  transfers: number;
  /** Sum of every balance: must be 0. */
  totalBalance: number;
  /** Transfers whose entries do not sum to zero. */
  unbalancedTransfers: number[];
  /** Accounts whose balance differs from the sum of their entries. */
  driftedAccounts: { id: number; balance: number; entries: number }[];
  /** User accounts below zero. */
  negativeUserAccounts: number[];
  /** Transfers with fewer than two entries. */
  incompleteTransfers: number[];
  /** Entries whose transfer or account does not exist (the table has no foreign keys: migration 0204). */
  orphanEntries: number[];
  ok: boolean;
};

/** Verifies the ledger's invariants on a live database (npm run ledger:check, and the tests). */
export async function checkLedger(db: QueryExecutorProvider): Promise<LedgerReport> {
  const report = await readLedgerInvariants(db);
  return {
    ...report,
    ok:
      report.totalBalance === 0 &&
      report.unbalancedTransfers.length === 0 &&
      report.driftedAccounts.length === 0 &&
      report.negativeUserAccounts.length === 0 &&
      report.incompleteTransfers.length === 0 &&
      report.orphanEntries.length === 0,
  };
}
