import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../platform/context';
import { createTestPlatform } from '../../testing/platform';
import { accounts } from './accounts';
import { getUserBalances } from './balances';
import { checkLedger } from './ledger-invariants';
import { INSUFFICIENT_FUNDS, transfer } from './transfer';

/**
 * ledger_transfer() with its accounts found in one query and its balances and entries written in one
 * statement each (migration 0203): first uses, line order, refusals and concurrent first uses.
 */
let platform: Platform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(() => platform.close());

const entriesOf = async (transferId: number) =>
  (
    await sql<{ kind: string; user_id: number; amount: number; balance_after: number }>`
      select a.kind, a.user_id, e.amount, e.balance_after from ledger_entries e
      join ledger_accounts a on a.id = e.account_id where e.transfer_id = ${transferId} order by e.id`.execute(
      platform.db,
    )
  ).rows.map((r) => ({
    ...r,
    user_id: Number(r.user_id),
    amount: Number(r.amount),
    balance_after: Number(r.balance_after),
  }));
const accountRows = async (userId: number) =>
  Number(
    (
      await sql<{
        n: number;
      }>`select count(*)::int as n from ledger_accounts where user_id = ${userId}`.execute(platform.db)
    ).rows[0]!.n,
  );

describe('ledger_transfer() (migration 0203)', () => {
  it('creates accounts on first use, then finds them, writing entries in line order with their balances', async () => {
    const U = 7_301;
    const first = await transfer(platform, {
      idempotencyKey: 'lt-1',
      kind: 'pix_deposit',
      userId: U,
      lines: [
        { account: accounts.pixClearing, amount: -10_000 },
        { account: accounts.real(U), amount: 10_000 },
      ],
    });
    expect(await entriesOf(first.transferId)).toMatchObject([
      { kind: 'pix_clearing', user_id: 0, amount: -10_000 },
      { kind: 'user_real', user_id: U, amount: 10_000, balance_after: 10_000 },
    ]);
    // three lines, two accounts new (bets in play) and one known: the order of the lines is kept
    const bet = await transfer(platform, {
      idempotencyKey: 'lt-2',
      kind: 'bet_placed',
      userId: U,
      lines: [
        { account: accounts.betsInPlay(U), amount: 3_000 },
        { account: accounts.real(U), amount: -4_000 },
        { account: accounts.bonus(U), amount: 1_000 },
      ],
    });
    expect(await entriesOf(bet.transferId)).toEqual([
      { kind: 'bets_in_play', user_id: U, amount: 3_000, balance_after: 3_000 },
      { kind: 'user_real', user_id: U, amount: -4_000, balance_after: 6_000 },
      { kind: 'user_bonus', user_id: U, amount: 1_000, balance_after: 1_000 },
    ]);
    expect(bet.entries.map((e) => e.balanceAfter)).toEqual([3_000, 6_000, 1_000]);
    // known accounts only now (the fast path): same answers
    const back = await transfer(platform, {
      idempotencyKey: 'lt-3',
      kind: 'bet_settled',
      userId: U,
      lines: [
        { account: accounts.betsInPlay(U), amount: -3_000 },
        { account: accounts.real(U), amount: 3_000 },
      ],
    });
    expect(await entriesOf(back.transferId)).toEqual([
      { kind: 'bets_in_play', user_id: U, amount: -3_000, balance_after: 0 },
      { kind: 'user_real', user_id: U, amount: 3_000, balance_after: 9_000 },
    ]);
    expect(await accountRows(U)).toBe(3);
    expect(await checkLedger(platform.db)).toMatchObject({ ok: true });
  });

  it('refuses a movement below zero writing nothing, and a replay moves nothing', async () => {
    const U = 7_302;
    const deposit = {
      idempotencyKey: 'lt-4',
      kind: 'pix_deposit' as const,
      userId: U,
      lines: [
        { account: accounts.pixClearing, amount: -500 },
        { account: accounts.real(U), amount: 500 },
      ],
    };
    await transfer(platform, deposit);
    expect((await transfer(platform, deposit)).replayed).toBe(true);
    const count = async () =>
      Number(
        (await sql<{ n: number }>`select count(*)::int as n from ledger_entries`.execute(platform.db))
          .rows[0]!.n,
      );
    const before = await count();
    await expect(
      transfer(platform, {
        idempotencyKey: 'lt-5',
        kind: 'casino_debit',
        userId: U,
        lines: [
          { account: accounts.real(U), amount: -501 },
          { account: accounts.casino, amount: 501 },
        ],
      }),
    ).rejects.toMatchObject({ code: INSUFFICIENT_FUNDS });
    expect(await count()).toBe(before);
    expect((await getUserBalances(platform, U)).real).toBe(500);
    const key = await sql`select 1 from ledger_transfers where idempotency_key = 'lt-5'`.execute(platform.db);
    expect(key.rows).toHaveLength(0);
  });

  it('lets concurrent first uses of one new account all move, with one account row', async () => {
    const U = 7_303;
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        transfer(platform, {
          idempotencyKey: `lt-c-${i}`,
          kind: 'pix_deposit',
          userId: U,
          lines: [
            { account: accounts.pixClearing, amount: -(100 + i) },
            { account: accounts.real(U), amount: 100 + i },
          ],
        }),
      ),
    );
    expect(results.every((r) => !r.replayed)).toBe(true);
    expect((await getUserBalances(platform, U)).real).toBe(12 * 100 + 66);
    expect(await accountRows(U)).toBe(1);
    expect(await checkLedger(platform.db)).toMatchObject({ ok: true });
  });

  it('ledger_balance() answers inside another query as on its own', async () => {
    const U = 7_301;
    const r = await sql<{ b: number; none: number }>`
      select x.b, ledger_balance('user_real', 999999) as none
      from (select ledger_balance('user_real', ${U}::bigint) as b from generate_series(1, 3)) x limit 1`.execute(
      platform.db,
    );
    expect(Number(r.rows[0]!.b)).toBe((await getUserBalances(platform, U)).real);
    expect(Number(r.rows[0]!.none)).toBe(0);
  });
});
