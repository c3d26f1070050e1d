import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../platform/context';
import { createTestPlatform } from '../../testing/platform';
import { accounts } from './accounts';
import { getUserBalances } from './balances';
import { checkLedger } from './ledger-invariants';
import { ledgerTransferArgs, type TransferInput, transfer } from './transfer';

/**
 * The pieces another module's SQL function uses to move money inside its own statement:
 * ledgerTransferArgs (ledger_transfer()'s arguments) and ledger_balance() (migration 0202).
 */
let platform: Platform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(() => platform.close());

const USER = 9_101;
const deposit = (key: string, amount: number): TransferInput => ({
  idempotencyKey: key,
  kind: 'pix_deposit',
  userId: USER,
  lines: [
    { account: accounts.pixClearing, amount: -amount },
    { account: accounts.real(USER), amount },
  ],
});

async function callLedger(input: TransferInput) {
  const a = ledgerTransferArgs(input);
  const r = await sql<{ o_outcome: string; o_balances: number[] }>`
    select o_outcome, o_balances from ledger_transfer(${input.idempotencyKey}, ${input.kind}, ${a.fingerprint},
      ${USER}::bigint, null, '{}'::jsonb, ${a.kinds}::text[], ${a.users}::bigint[], ${a.shards}::smallint[],
      ${a.amounts}::bigint[])`.execute(platform.db);
  return r.rows[0]!;
}

const balanceOf = async (kind: string, userId: number) =>
  Number(
    (await sql<{ b: number }>`select ledger_balance(${kind}, ${userId}::bigint) as b`.execute(platform.db))
      .rows[0]?.b,
  );

describe('moving money from another module’s SQL', () => {
  it('ledger_transfer() with ledgerTransferArgs is the same movement as transfer(): a replay, not a conflict', async () => {
    expect(await balanceOf('user_real', USER)).toBe(0);
    const moved = await callLedger(deposit('call-1', 2_500));
    expect(moved.o_outcome).toBe('moved');
    expect(moved.o_balances.map(Number)).toContain(2_500);
    const again = await transfer(platform, deposit('call-1', 2_500));
    expect(again.replayed).toBe(true);
    await expect(transfer(platform, deposit('call-1', 2_600))).rejects.toMatchObject({
      code: 'IDEMPOTENCY_CONFLICT',
    });
    expect((await getUserBalances(platform, USER)).real).toBe(2_500);
    expect(await checkLedger(platform.db)).toMatchObject({ ok: true });
  });

  it('lays out the lines as ledger_transfer() takes them and checks them as transfer() does', () => {
    const a = ledgerTransferArgs(deposit('call-2', 100));
    expect(a.kinds).toEqual(['pix_clearing', 'user_real']);
    expect(a.users).toEqual([0, USER]);
    expect(a.amounts).toEqual([-100, 100]);
    expect(a.shards[1]).toBe(0);
    expect(a.shards[0]).toBeGreaterThanOrEqual(0);
    expect(a.shards[0]).toBeLessThan(16);
    expect(() =>
      ledgerTransferArgs({ ...deposit('call-3', 1), lines: [{ account: accounts.real(USER), amount: 1 }] }),
    ).toThrow(/two accounts/);
  });

  it('ledger_balance() answers a user account’s balance, 0 before the account exists', async () => {
    expect(await balanceOf('user_real', USER)).toBe((await getUserBalances(platform, USER)).real);
    expect(await balanceOf('user_bonus', USER)).toBe(0);
    expect(await balanceOf('user_real', 9_999_999)).toBe(0);
  });
});
