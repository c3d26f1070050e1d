// npm run ledger:check — verifies the ledger's invariants on a live database (DATABASE_URL, or the
// embedded PGlite in DATA_DIR): every balance sums to zero, every transfer balances, every account
// equals the sum of its entries, no user account below zero. Exit code 1 when one fails.

import { checkLedger } from '../modules/wallet/ledger-invariants';
import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db/database';

const config = loadConfig();
const database = await openDatabase(config);
const noTables = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '42P01';
try {
  const r = await checkLedger(database.db).catch((error: unknown) => {
    if (!noTables(error)) throw error;
    console.log(`ledger on ${database.kind}: no ledger tables yet (run \`npm start\` once to migrate)`);
    return null;
  });
  if (!r) process.exit(1);
  const line = (ok: boolean, text: string) => console.log(`${ok ? 'ok  ' : 'FAIL'} ${text}`);
  console.log(`ledger on ${database.kind}: ${r.accounts} accounts, ${r.transfers} transfers`);
  line(r.totalBalance === 0, `sum of all balances is ${r.totalBalance} centavos (must be 0)`);
  line(
    r.unbalancedTransfers.length === 0,
    `transfers not summing to zero: ${r.unbalancedTransfers.join(', ') || 'none'}`,
  );
  line(
    r.incompleteTransfers.length === 0,
    `transfers with fewer than two entries: ${r.incompleteTransfers.join(', ') || 'none'}`,
  );
  line(
    r.orphanEntries.length === 0,
    `entries whose transfer or account is missing: ${r.orphanEntries.join(', ') || 'none'}`,
  );
  line(
    r.driftedAccounts.length === 0,
    `accounts whose balance differs from their entries: ${r.driftedAccounts.map((a) => `${a.id} (${a.balance} ≠ ${a.entries})`).join(', ') || 'none'}`,
  );
  line(
    r.negativeUserAccounts.length === 0,
    `user accounts below zero: ${r.negativeUserAccounts.join(', ') || 'none'}`,
  );
  process.exitCode = r.ok ? 0 : 1;
} finally {
  await database.close();
}
