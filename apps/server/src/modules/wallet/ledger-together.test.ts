import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../platform/context';
import { createTestPlatform } from '../../testing/platform';
import { accounts } from './accounts';
import { getUserBalances } from './balances';
import { checkLedger } from './ledger-invariants';
import { ledgerTransferArgs, type TransferInput, transfer } from './transfer';

/**
 * ledger_transfers_together() (migration 0206): several transfers in one call, answering and writing
 * what ledger_transfer() for each in order would.
 */
let platform: Platform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(() => platform.close());

type Row = {
  o_outcome: string;
  o_transfer_ids: (number | string)[] | null;
  o_short_kind: string | null;
  o_short_balance: number | string | null;
  o_balances: (number | string)[] | null;
};
async function together(inputs: TransferInput[], userId: number) {
  const each = inputs.map(ledgerTransferArgs);
  const r = await sql<Row>`select * from ledger_transfers_together(
    ${inputs.map((i) => i.idempotencyKey)}::text[], ${inputs.map((i) => i.kind)}::text[],
    ${each.map((a) => a.fingerprint)}::text[], ${userId}::bigint, 'together-test',
    ${inputs.map((i) => JSON.stringify(i.metadata ?? {}))}::jsonb[],
    ${each.flatMap((a, t) => a.kinds.map(() => t + 1))}::int[], ${each.flatMap((a) => a.kinds)}::text[],
    ${each.flatMap((a) => a.users)}::bigint[], ${each.flatMap((a) => a.shards)}::smallint[],
    ${each.flatMap((a) => a.amounts)}::bigint[])`.execute(platform.db);
  const row = r.rows[0]!;
  return {
    outcome: row.o_outcome,
    transferIds: (row.o_transfer_ids ?? []).map(Number),
    shortKind: row.o_short_kind,
    shortBalance: row.o_short_balance === null ? null : Number(row.o_short_balance),
    balances: (row.o_balances ?? []).map(Number),
  };
}
const bet = (u: number, key: string, amount: number): TransferInput => ({
  idempotencyKey: key,
  kind: 'casino_debit',
  userId: u,
  shardKey: `together:${u}`,
  lines: [
    { account: accounts.real(u), amount: -amount },
    { account: accounts.casino, amount },
  ],
});
const win = (u: number, key: string, amount: number): TransferInput => ({
  ...bet(u, key, -amount),
  kind: 'casino_credit',
});
const count = async (table: 'ledger_transfers' | 'ledger_entries') =>
  Number(
    (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(platform.db))
      .rows[0]!.n,
  );
async function fund(u: number, centavos: number) {
  await transfer(platform, {
    idempotencyKey: `together-fund-${u}-${centavos}`,
    kind: 'pix_deposit',
    userId: u,
    lines: [
      { account: accounts.pixClearing, amount: -centavos },
      { account: accounts.real(u), amount: centavos },
    ],
  });
}

describe('ledger_transfers_together', () => {
  it("creates an account on its first use (the casino shard and the player's account) and moves", async () => {
    const U = 7_501;
    await fund(U, 1_000);
    const before = await count('ledger_transfers');
    // the player's casino shard row does not exist yet: no transfer has used it
    const shard = ledgerTransferArgs(bet(U, 'tg-first-bet', 100)).shards[1]!;
    const shardRows = () =>
      sql<{
        n: number;
      }>`select count(*)::int as n from ledger_accounts where kind = 'casino' and shard = ${shard}`
        .execute(platform.db)
        .then((q) => q.rows[0]!.n);
    expect(await shardRows()).toBe(0);
    const r = await together([bet(U, 'tg-first-bet', 100), win(U, 'tg-first-win', 40)], U);
    expect(r.outcome).toBe('moved');
    expect(r.balances[0]).toBe(900);
    expect(r.balances[2]).toBe(940);
    // the bet's and the win's casino lines are the same (new) account, followed line by line
    expect(r.balances[3]).toBe(r.balances[1]! - 40);
    expect(await count('ledger_transfers')).toBe(before + 2);
    expect(await shardRows()).toBe(1);
    expect((await getUserBalances(platform, 7_599)).real).toBe(0);
    // a player whose real account was never created: the bet is short, nothing written
    const short = await together([bet(7_599, 'tg-first-short', 100)], 7_599);
    expect(short).toMatchObject({ outcome: 'insufficient', shortKind: 'user_real', shortBalance: -100 });
    expect(await count('ledger_transfers')).toBe(before + 2);
    expect(await checkLedger(platform.db)).toMatchObject({ ok: true });
  });

  it('moves two transfers with balances followed line by line, one row and two entries each', async () => {
    const U = 7_502;
    await fund(U, 1_000);
    // the casino shard exists once a transfer through ledger_transfer() used it
    await transfer(platform, bet(U, 'tg-warm', 100));
    const [t0, e0] = [await count('ledger_transfers'), await count('ledger_entries')];
    const r = await together([bet(U, 'tg-bet', 300), win(U, 'tg-win', 750)], U);
    expect(r.outcome).toBe('moved');
    expect(r.transferIds).toHaveLength(2);
    // lines: bet user, bet casino, win user, win casino (ledgerTransferArgs keeps the line order)
    expect(r.balances[0]).toBe(600);
    expect(r.balances[2]).toBe(1_350);
    expect(r.balances[3]).toBe(r.balances[1]! - 750);
    expect(await count('ledger_transfers')).toBe(t0 + 2);
    expect(await count('ledger_entries')).toBe(e0 + 4);
    expect((await getUserBalances(platform, U)).real).toBe(1_350);
    const entries = await sql<{ transfer_id: number; amount: number; balance_after: number }>`
      select transfer_id, amount, balance_after from ledger_entries where transfer_id = any(${r.transferIds}::bigint[])
      order by id`.execute(platform.db);
    expect(
      entries.rows.map((e) => [Number(e.transfer_id), Number(e.amount), Number(e.balance_after)]),
    ).toEqual([
      [r.transferIds[0], -300, 600],
      [r.transferIds[0], 300, r.balances[1]],
      [r.transferIds[1], 750, 1_350],
      [r.transferIds[1], -750, r.balances[3]],
    ]);
    expect(await checkLedger(platform.db)).toMatchObject({ ok: true });

    // a key already moved: replayed, nothing written
    expect((await together([bet(U, 'tg-bet', 300), win(U, 'tg-win-2', 10)], U)).outcome).toBe('replayed');
    expect(await count('ledger_transfers')).toBe(t0 + 2);
  });

  it('refuses a bet the balance does not cover even when its win would, writing nothing', async () => {
    const U = 7_503;
    await fund(U, 500);
    await transfer(platform, bet(U, 'tg-warm-3', 100));
    const before = await count('ledger_transfers');
    const r = await together([bet(U, 'tg-short-bet', 401), win(U, 'tg-short-win', 5_000)], U);
    expect(r).toMatchObject({ outcome: 'insufficient', shortKind: 'user_real', shortBalance: -1 });
    expect(await count('ledger_transfers')).toBe(before);
    expect((await getUserBalances(platform, U)).real).toBe(400);
  });

  it.skipIf(!process.env.PLACAR_TEST_DATABASE_URL)(
    'a concurrent call that committed one of the keys while this one waited for its locks: an error, nothing written',
    async () => {
      const U = 7_504;
      await fund(U, 10_000);
      await transfer(platform, bet(U, 'tg-warm-4', 100));
      const pair = [bet(U, 'tg-race-bet', 200), win(U, 'tg-race-win', 300)];
      let second: Promise<unknown> | undefined;
      await platform.db.transaction().execute(async (trx) => {
        const each = pair.map(ledgerTransferArgs);
        await sql`select * from ledger_transfers_together(
          ${pair.map((i) => i.idempotencyKey)}::text[], ${pair.map((i) => i.kind)}::text[],
          ${each.map((a) => a.fingerprint)}::text[], ${U}::bigint, 'together-test',
          ${pair.map(() => '{}')}::jsonb[], ${each.flatMap((a, t) => a.kinds.map(() => t + 1))}::int[],
          ${each.flatMap((a) => a.kinds)}::text[], ${each.flatMap((a) => a.users)}::bigint[],
          ${each.flatMap((a) => a.shards)}::smallint[], ${each.flatMap((a) => a.amounts)}::bigint[])`.execute(
          trx,
        );
        // the same keys from another connection: past the key check, it waits for the account locks
        second = together(pair, U).catch((error: unknown) => error);
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      expect(await second).toMatchObject({ message: 'ledger:IDEMPOTENCY_CONFLICT' });
      expect((await getUserBalances(platform, U)).real).toBe(10_000 - 100 - 200 + 300);
      expect(await checkLedger(platform.db)).toMatchObject({ ok: true });
    },
  );
});
