import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../platform/context';
import { createTestPlatform } from '../../testing/platform';
import { accounts } from './accounts';
import { getUserBalances } from './balances';
import { checkLedger } from './ledger-invariants';
import { ledgerTransferArgs, type TransferInput, transfer } from './transfer';

/**
 * ledger_accounts_lock() and ledger_transfers_batch() (migrations 0209, 0210), the ledger's one write
 * primitive: many transfers of many owners written at once, balances followed line by line, an account
 * created on its first use; refusals name the owners and write nothing.
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
  o_short_lines: number[] | null;
};
/**
 * Each input a transfer; `probes`: users whose wallet balance is asked after all of them (transfer 0);
 * `lock`: the accounts locked (and created) by ledger_accounts_lock() first, as a casino batch does.
 */
async function batch(
  inputs: TransferInput[],
  probes: number[] = [],
  { lock = true, executor = platform.db }: { lock?: boolean; executor?: Platform['db'] } = {},
) {
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
  if (lock) {
    await sql`select ledger_accounts_lock(${lines.map((l) => l.kind)}::text[], ${lines.map((l) => l.user)}::bigint[],
      ${lines.map((l) => l.shard)}::smallint[])`.execute(executor);
  }
  const r = await sql<Row>`select * from ledger_transfers_batch(
    ${inputs.map((i) => i.idempotencyKey)}::text[], ${inputs.map((i) => i.kind)}::text[],
    ${each.map((a) => a.fingerprint)}::text[], ${inputs.map((i) => i.userId ?? null)}::bigint[],
    ${inputs.map((i) => `batch-test:${i.idempotencyKey}`)}::text[], ${inputs.map(() => '{}')}::jsonb[],
    ${lines.map((l) => l.t)}::int[], ${lines.map((l) => l.kind)}::text[], ${lines.map((l) => l.user)}::bigint[],
    ${lines.map((l) => l.shard)}::smallint[], ${lines.map((l) => l.amount)}::bigint[])`.execute(executor);
  const row = r.rows[0]!;
  return {
    outcome: row.o_outcome,
    users: (row.o_users ?? []).map(Number).sort((a, b) => a - b),
    transferIds: (row.o_transfer_ids ?? []).map(Number),
    balances: (row.o_balances ?? []).map(Number),
    shortLines: (row.o_short_lines ?? []).map(Number),
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

  it('creates a missing account itself before it locks, and names the lines that would go below zero', async () => {
    await fund(8_005, 100);
    const before = await transfers();
    // 8006 has no account yet, and nothing locked or created them first
    const r = await batch([bet(8_005, 'lb-8', 60), bet(8_006, 'lb-9', 10), bet(8_005, 'lb-10', 60)], [], {
      lock: false,
    });
    expect(r).toMatchObject({ outcome: 'insufficient', users: [8_005, 8_006], shortLines: [3, 5] });
    expect([r.balances[0], r.balances[2], r.balances[4]]).toEqual([40, -10, -20]);
    expect(await transfers()).toBe(before);
    const moved = await batch([bet(8_005, 'lb-11', 100), bet(8_006, 'lb-12', -30)], [], {
      lock: false,
    });
    expect(moved).toMatchObject({ outcome: 'moved', shortLines: [] });
    expect((await getUserBalances(platform, 8_005)).real).toBe(0);
    expect((await getUserBalances(platform, 8_006)).real).toBe(30);
    expect(await checkLedger(platform.db)).toMatchObject({ ok: true });
  });

  it.skipIf(!process.env.PLACAR_TEST_DATABASE_URL)(
    'a key committed by a concurrent batch while this one waited for its locks: raced, nothing written',
    async () => {
      await fund(8_007, 1_000);
      let second: ReturnType<typeof batch> | undefined;
      await platform.db.transaction().execute(async (trx) => {
        expect(await batch([bet(8_007, 'lb-race', 100)], [], { executor: trx })).toMatchObject({
          outcome: 'moved',
        });
        // past the key check, the same key from another connection waits for the account locks
        second = batch([bet(8_007, 'lb-race', 100)], [], { lock: false });
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      expect(await second).toMatchObject({ outcome: 'raced', transferIds: [] });
      expect((await getUserBalances(platform, 8_007)).real).toBe(900);
      expect(await checkLedger(platform.db)).toMatchObject({ ok: true });
    },
  );
});
