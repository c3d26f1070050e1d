import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../platform/context';
import { createTestPlatform } from '../../testing/platform';
import { accounts } from './accounts';
import { getUserBalances } from './balances';
import { checkLedger } from './ledger-invariants';
import { ledgerTransferArgs, type TransferInput, transfer } from './transfer';

/**
 * ledger_accounts_lock() and ledger_transfers_batch() (migration 0209): many transfers of many owners
 * written at once, balances followed line by line; refusals name the owners and write nothing.
 */
let platform: Platform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(() => platform.close());

type Row = {
  o_outcome: string;
  o_users: number[] | null;
  o_transfer_ids: number[] | null;
  o_balances: number[] | null;
};
/** Each input a transfer; `probes`: users whose wallet balance is asked after all of them (transfer 0). */
async function batch(inputs: TransferInput[], probes: number[] = []) {
  const each = inputs.map(ledgerTransferArgs);
  const lines = [
    ...each.flatMap((a, t) =>
      a.kinds.map((kind, i) => ({
        t: t + 1,
        kind,
        user: a.users[i]!,
        shard: a.shards[i]!,
        amount: a.amounts[i]!,
      })),
    ),
    ...probes.map((u) => ({ t: 0, kind: 'user_real', user: u, shard: 0, amount: 0 })),
  ];
  await sql`select ledger_accounts_lock(${lines.map((l) => l.kind)}::text[], ${lines.map((l) => l.user)}::bigint[],
    ${lines.map((l) => l.shard)}::smallint[])`.execute(platform.db);
  const r = await sql<Row>`select * from ledger_transfers_batch(
    ${inputs.map((i) => i.idempotencyKey)}::text[], ${inputs.map((i) => i.kind)}::text[],
    ${each.map((a) => a.fingerprint)}::text[], ${inputs.map((i) => i.userId ?? null)}::bigint[],
    ${inputs.map((i) => `batch-test:${i.idempotencyKey}`)}::text[], ${inputs.map(() => '{}')}::jsonb[],
    ${lines.map((l) => l.t)}::int[], ${lines.map((l) => l.kind)}::text[], ${lines.map((l) => l.user)}::bigint[],
    ${lines.map((l) => l.shard)}::smallint[], ${lines.map((l) => l.amount)}::bigint[])`.execute(platform.db);
  const row = r.rows[0]!;
  return {
    outcome: row.o_outcome,
    users: (row.o_users ?? []).map(Number).sort((a, b) => a - b),
    transferIds: (row.o_transfer_ids ?? []).map(Number),
    balances: (row.o_balances ?? []).map(Number),
  };
}
const bet = (u: number, key: string, amount: number): TransferInput => ({
  idempotencyKey: key,
  kind: 'casino_debit',
  userId: u,
  shardKey: 'batch-test',
  lines: [
    { account: accounts.real(u), amount: -amount },
    { account: accounts.casino, amount },
  ],
});
const transfers = async () =>
  Number(
    (await sql<{ n: number }>`select count(*)::int as n from ledger_transfers`.execute(platform.db)).rows[0]!
      .n,
  );
async function fund(u: number, centavos: number) {
  await transfer(platform, {
    idempotencyKey: `batch-fund-${u}`,
    kind: 'pix_deposit',
    userId: u,
    lines: [
      { account: accounts.pixClearing, amount: -centavos },
      { account: accounts.real(u), amount: centavos },
    ],
  });
}

describe('ledger_transfers_batch', () => {
  it("moves several owners' transfers at once, each balance followed through the lines in order", async () => {
    await fund(8_001, 1_000);
    await fund(8_002, 500);
    const r = await batch(
      [bet(8_001, 'lb-1', 300), bet(8_002, 'lb-2', 200), bet(8_001, 'lb-3', -50)],
      [8_001, 8_002],
    );
    expect(r.outcome).toBe('moved');
    expect(r.transferIds).toHaveLength(3);
    // lines: 8001 -300, casino +300, 8002 -200, casino +200, 8001 +50, casino -50, then the two probes
    expect([r.balances[0], r.balances[2], r.balances[4], r.balances[6], r.balances[7]]).toEqual([
      700, 300, 750, 750, 300,
    ]);
    expect(r.balances[3]! - r.balances[1]!).toBe(200);
    expect(r.balances[5]! - r.balances[3]!).toBe(-50);
    expect((await getUserBalances(platform, 8_001)).real).toBe(750);
    expect((await getUserBalances(platform, 8_002)).real).toBe(300);
    const entries = await sql<{ n: number }>`select count(*)::int as n from ledger_entries
      where transfer_id = any(${r.transferIds}::bigint[])`.execute(platform.db);
    expect(entries.rows[0]!.n).toBe(6);
    expect(await checkLedger(platform.db)).toMatchObject({ ok: true });
  });

  it('names the owners it refuses (short, or a key already used) and writes nothing', async () => {
    await fund(8_003, 100);
    await fund(8_004, 1_000);
    const before = await transfers();
    expect(
      await batch([bet(8_004, 'lb-4', 100), bet(8_003, 'lb-5', 60), bet(8_003, 'lb-6', 60)]),
    ).toMatchObject({
      outcome: 'insufficient',
      users: [8_003],
    });
    expect(await batch([bet(8_004, 'lb-1', 100), bet(8_003, 'lb-7', 10)])).toMatchObject({
      outcome: 'replayed',
      users: [8_004],
    });
    expect(await transfers()).toBe(before);
    expect((await getUserBalances(platform, 8_003)).real).toBe(100);
    expect((await getUserBalances(platform, 8_004)).real).toBe(1_000);
  });
});
