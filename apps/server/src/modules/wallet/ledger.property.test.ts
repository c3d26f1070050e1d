import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { createTestPlatform } from '../../testing/platform';
import { type AccountRef, accountKey, accounts } from './accounts';
import { checkLedger } from './ledger-invariants';
import { INSUFFICIENT_FUNDS, type TransferInput, type TransferResult, transfer } from './transfer';

/**
 * Model test of the ledger: random sequences of deposits, withdrawals (reserve, payout, release),
 * bets and settlements, with replays of earlier idempotency keys, run in concurrent batches.
 * Runs on PGlite, and on the real PostgreSQL when PLACAR_TEST_DATABASE_URL is set.
 */
type Op =
  | { t: 'deposit' | 'reserve' | 'release' | 'payout' | 'bet' | 'lose'; user: number; amount: number }
  | { t: 'win'; user: number; amount: number; prize: number }
  | { t: 'replay'; of: number };

const USERS = 3;
const amount = fc.integer({ min: 1, max: 50_000 });
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ t: fc.constant('deposit' as const), user: fc.nat(USERS - 1), amount }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      t: fc.constantFrom(
        'reserve' as const,
        'release' as const,
        'payout' as const,
        'bet' as const,
        'lose' as const,
      ),
      user: fc.nat(USERS - 1),
      amount,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ t: fc.constant('win' as const), user: fc.nat(USERS - 1), amount, prize: amount }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('replay' as const), of: fc.nat(60) }) },
);

function linesOf(o: Exclude<Op, { t: 'replay' }>, userId: number): TransferInput['lines'] {
  const a = o.amount;
  switch (o.t) {
    case 'deposit':
      return [
        { account: accounts.pixClearing, amount: -a },
        { account: accounts.real(userId), amount: a },
      ];
    case 'reserve':
      return [
        { account: accounts.real(userId), amount: -a },
        { account: accounts.withdrawalReserve(userId), amount: a },
      ];
    case 'release':
      return [
        { account: accounts.withdrawalReserve(userId), amount: -a },
        { account: accounts.real(userId), amount: a },
      ];
    case 'payout':
      return [
        { account: accounts.withdrawalReserve(userId), amount: -a },
        { account: accounts.pixClearing, amount: a },
      ];
    case 'bet':
      return [
        { account: accounts.real(userId), amount: -a },
        { account: accounts.betsInPlay(userId), amount: a },
      ];
    case 'lose':
      return [
        { account: accounts.betsInPlay(userId), amount: -a },
        { account: accounts.house, amount: a },
      ];
    case 'win':
      return [
        { account: accounts.betsInPlay(userId), amount: -a },
        { account: accounts.house, amount: -o.prize },
        { account: accounts.real(userId), amount: a + o.prize },
      ];
  }
}

async function balancesOf(platform: Platform, refs: AccountRef[]) {
  const rows = await sql<{ kind: string; user_id: number; balance: number }>`
    select kind, user_id, balance from ledger_accounts`.execute(platform.db);
  // system accounts are sharded: their balance is the sum of their shards
  const all = new Map<string, number>();
  for (const r of rows.rows)
    all.set(`${r.kind}:${r.user_id}`, (all.get(`${r.kind}:${r.user_id}`) ?? 0) + r.balance);
  return new Map(refs.map((r) => [accountKey(r), all.get(accountKey(r)) ?? 0]));
}

describe('ledger model (fast-check)', () => {
  let platform: Platform;
  let run = 0;
  beforeAll(async () => {
    platform = await createTestPlatform();
  });
  afterAll(() => platform.close());

  it('never takes a user below zero, keeps the total at zero, and makes every replay a no-op', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(op, { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 1, max: 8 }),
        async (ops, concurrency) => {
          run += 1;
          const userIds = Array.from({ length: USERS }, (_, i) => 1_000_000 + run * 10 + i);
          const refs: AccountRef[] = [
            accounts.house,
            accounts.pixClearing,
            ...userIds.flatMap((u) => [
              accounts.real(u),
              accounts.withdrawalReserve(u),
              accounts.betsInPlay(u),
            ]),
          ];
          const before = await balancesOf(platform, refs);
          const inputs: TransferInput[] = [];
          for (const [i, o] of ops.entries()) {
            if (o.t === 'replay') {
              const original = inputs[o.of % Math.max(inputs.length, 1)];
              if (original) inputs.push(original);
              continue;
            }
            inputs.push({
              idempotencyKey: `model-${run}-${i}`,
              kind: 'adjustment',
              lines: linesOf(o, userIds[o.user]!),
            });
          }
          const outcomes: { input: TransferInput; result?: TransferResult }[] = [];
          for (let i = 0; i < inputs.length; i += concurrency) {
            const batch = inputs.slice(i, i + concurrency);
            const settled = await Promise.allSettled(batch.map((input) => transfer(platform, input)));
            for (const [j, s] of settled.entries()) {
              if (s.status === 'fulfilled') outcomes.push({ input: batch[j]!, result: s.value });
              else if (s.reason instanceof AppError && s.reason.code === INSUFFICIENT_FUNDS)
                outcomes.push({ input: batch[j]! });
              else throw s.reason;
            }
          }

          // Each idempotency key moved money at most once, and every replay answered that first transfer.
          const firstByKey = new Map<string, number>();
          for (const o of outcomes) {
            if (!o.result || o.result.replayed) continue;
            expect(firstByKey.has(o.input.idempotencyKey)).toBe(false);
            firstByKey.set(o.input.idempotencyKey, o.result.transferId);
          }
          for (const o of outcomes) {
            if (o.result?.replayed) expect(o.result.transferId).toBe(firstByKey.get(o.input.idempotencyKey));
          }

          // Balances equal the model: the start plus every transfer that moved money.
          const expected = new Map(before);
          for (const o of outcomes) {
            if (!o.result || o.result.replayed) continue;
            for (const l of o.input.lines) {
              const k = accountKey(l.account);
              expected.set(k, (expected.get(k) ?? 0) + l.amount);
            }
          }
          const after = await balancesOf(platform, refs);
          expect(after).toEqual(expected);
          for (const [k, v] of after) if (!k.endsWith(':0')) expect(v).toBeGreaterThanOrEqual(0);

          const report = await checkLedger(platform.db);
          expect(report).toMatchObject({ ok: true, totalBalance: 0 });
        },
      ),
      { numRuns: process.env.PLACAR_TEST_DATABASE_URL ? 40 : 60 },
    );
  });

  it('refuses to update or delete a transfer once written', async () => {
    await transfer(platform, {
      idempotencyKey: 'immutable-1',
      kind: 'adjustment',
      lines: [
        { account: accounts.pixClearing, amount: -100 },
        { account: accounts.real(42), amount: 100 },
      ],
    });
    await expect(sql`update ledger_entries set amount = 1`.execute(platform.db)).rejects.toThrow(/immutable/);
    await expect(sql`delete from ledger_transfers`.execute(platform.db)).rejects.toThrow(/immutable/);
  });
});
