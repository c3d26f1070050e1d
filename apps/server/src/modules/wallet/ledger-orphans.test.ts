import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../platform/context';
import { createTestPlatform } from '../../testing/platform';
import { accounts } from './accounts';
import { checkLedger } from './ledger-invariants';
import { transfer } from './transfer';

/**
 * ledger_entries has no foreign keys (migration 0204): checkLedger() is what reports an entry whose
 * transfer or account does not exist. Its own database: the entries written here stay broken.
 */
let platform: Platform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(() => platform.close());

describe('checkLedger: entries whose transfer or account is missing', () => {
  it('passes a ledger written by transfers, then names the orphan entries', async () => {
    const moved = await transfer(platform, {
      idempotencyKey: 'orphans-deposit',
      kind: 'pix_deposit',
      userId: 7_401,
      lines: [
        { account: accounts.pixClearing, amount: -5_000 },
        { account: accounts.real(7_401), amount: 5_000 },
      ],
    });
    const clean = await checkLedger(platform.db);
    expect(clean.ok).toBe(true);
    expect(clean.orphanEntries).toEqual([]);

    // a pair that sums to zero and leaves every balance as it was: only the references are wrong
    const account = (
      await sql<{ id: number }>`select id from ledger_accounts where user_id = 7401`.execute(platform.db)
    ).rows[0]!.id;
    const orphans = await sql<{ id: number }>`
      insert into ledger_entries (transfer_id, account_id, amount, balance_after)
      values (${moved.transferId + 1_000_000}, ${account}, 1, 0), (${moved.transferId}, 999999999, -1, 0)
      returning id`.execute(platform.db);
    const broken = await checkLedger(platform.db);
    expect(broken.orphanEntries).toEqual(orphans.rows.map((r) => Number(r.id)).sort((a, b) => a - b));
    expect(broken.ok).toBe(false);
  });
});
