import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/platform';
import { checkLedger, getUserBalances } from '../../wallet';
import { credit, debit, endRound, refund } from './seamless-wallet';
import { fundedPlayer } from './test-support';

let sut: TestApp;
beforeAll(async () => {
  sut = await createTestApp();
});
afterAll(() => sut.close());

const real = async (userId: number) => (await getUserBalances(sut.platform, userId)).real;
const ledgerTransfers = async () =>
  Number(
    (await sql<{ n: number }>`select count(*)::int as n from ledger_transfers`.execute(sut.platform.db))
      .rows[0]?.n,
  );

describe('seamless wallet', () => {
  it('debits and credits a round through the ledger, and a retry answers the first answer and moves nothing', async () => {
    const p = await fundedPlayer(sut.platform, 10_000);
    const bet = { reference: 'tx-1', roundRef: 'r-1', gameId: 'dice', amount: 1_500 };
    const first = await debit(sut.platform, p.session, bet);
    expect(first.balance).toBe(8_500);
    const transfers = await ledgerTransfers();
    const retry = await debit(sut.platform, p.session, bet);
    expect(retry).toMatchObject({
      balance: 8_500,
      replayed: true,
      operatorTransactionId: first.operatorTransactionId,
    });
    expect(await ledgerTransfers()).toBe(transfers);

    const win = { reference: 'tx-2', roundRef: 'r-1', gameId: 'dice', amount: 3_000 };
    const paid = await credit(sut.platform, p.session, win, { closeRound: true });
    expect(paid.balance).toBe(11_500);
    expect((await credit(sut.platform, p.session, win, { closeRound: true })).replayed).toBe(true);
    expect(await real(p.user.id)).toBe(11_500);

    const round = await sql<{ bet: number; win: number; status: string }>`
      select bet, win, status from casino_rounds where id = ${first.roundId}`.execute(sut.platform.db);
    expect(round.rows[0]).toEqual({ bet: 1_500, win: 3_000, status: 'closed' });
    expect(await checkLedger(sut.platform.db)).toMatchObject({ ok: true });
  });

  it('refuses a retry carrying another amount (409) and a short balance with INSUFFICIENT_FUNDS', async () => {
    const p = await fundedPlayer(sut.platform, 1_000);
    await debit(sut.platform, p.session, { reference: 'a', roundRef: 'ra', gameId: 'dice', amount: 600 });
    await expect(
      debit(sut.platform, p.session, { reference: 'a', roundRef: 'ra', gameId: 'dice', amount: 700 }),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT', status: 409 });
    await expect(
      debit(sut.platform, p.session, { reference: 'b', roundRef: 'rb', gameId: 'dice', amount: 401 }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS', status: 422 });
    expect(await real(p.user.id)).toBe(400);
    // nothing was written for the refused bet: no round rb
    const rb = await sql`select 1 from casino_rounds where round_ref = 'rb'`.execute(sut.platform.db);
    expect(rb.rows).toHaveLength(0);
  });

  it('refunds a debit once; a credit after the refund is refused', async () => {
    const p = await fundedPlayer(sut.platform, 5_000);
    await debit(sut.platform, p.session, { reference: 'd1', roundRef: 'rr', gameId: 'dice', amount: 2_000 });
    const r1 = await refund(sut.platform, p.session, {
      reference: 'x1',
      refundedReference: 'd1',
      roundRef: 'rr',
      gameId: 'dice',
    });
    expect(r1.balance).toBe(5_000);
    const again = await refund(sut.platform, p.session, {
      reference: 'x1',
      refundedReference: 'd1',
      roundRef: 'rr',
      gameId: 'dice',
    });
    expect(again).toMatchObject({ replayed: true, balance: 5_000 });
    const other = await refund(sut.platform, p.session, {
      reference: 'x2',
      refundedReference: 'd1',
      roundRef: 'rr',
      gameId: 'dice',
    });
    expect(other.balance).toBe(5_000);
    await expect(
      credit(sut.platform, p.session, { reference: 'c1', roundRef: 'rr', gameId: 'dice', amount: 4_000 }),
    ).rejects.toMatchObject({ code: 'BET_REFUNDED' });
    expect(await real(p.user.id)).toBe(5_000);
  });

  it('acknowledges a refund that arrives before its debit, then refuses that debit', async () => {
    const p = await fundedPlayer(sut.platform, 5_000);
    const ack = await refund(sut.platform, p.session, {
      reference: 'early-refund',
      refundedReference: 'late-bet',
      roundRef: 'ooo',
      gameId: 'dice',
    });
    expect(ack.balance).toBe(5_000);
    await expect(
      debit(sut.platform, p.session, {
        reference: 'late-bet',
        roundRef: 'ooo',
        gameId: 'dice',
        amount: 1_000,
      }),
    ).rejects.toMatchObject({ code: 'BET_REFUNDED' });
    await expect(
      credit(sut.platform, p.session, {
        reference: 'late-win',
        roundRef: 'ooo',
        gameId: 'dice',
        amount: 1_000,
      }),
    ).rejects.toMatchObject({ code: 'BET_REFUNDED' });
    expect(await real(p.user.id)).toBe(5_000);
    expect(await checkLedger(sut.platform.db)).toMatchObject({ ok: true });
  });

  it('refuses credits on unknown, foreign or ended rounds', async () => {
    const a = await fundedPlayer(sut.platform, 1_000);
    const b = await fundedPlayer(sut.platform, 1_000);
    await expect(
      credit(sut.platform, a.session, { reference: 'w0', roundRef: 'nope', gameId: 'dice', amount: 10 }),
    ).rejects.toMatchObject({ code: 'ROUND_NOT_FOUND' });
    await debit(sut.platform, a.session, { reference: 'ab1', roundRef: 'rab', gameId: 'dice', amount: 100 });
    await expect(
      credit(sut.platform, b.session, { reference: 'ab2', roundRef: 'rab', gameId: 'dice', amount: 100 }),
    ).rejects.toMatchObject({ code: 'ROUND_NOT_FOUND' });
    await endRound(sut.platform, a.session, 'rab');
    await expect(
      credit(sut.platform, a.session, { reference: 'ab3', roundRef: 'rab', gameId: 'dice', amount: 100 }),
    ).rejects.toMatchObject({ code: 'ROUND_CLOSED' });
  });

  it('takes only what the balance holds when many debits arrive at once', async () => {
    const p = await fundedPlayer(sut.platform, 1_000);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        debit(sut.platform, p.session, {
          reference: `c-${i}`,
          roundRef: `cr-${i}`,
          gameId: 'dice',
          amount: 300,
        }),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toHaveLength(3);
    expect(refused).toHaveLength(17);
    for (const r of refused)
      expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await real(p.user.id)).toBe(100);
    expect(await checkLedger(sut.platform.db)).toMatchObject({ ok: true });
  });

  it('answers a debit retried concurrently exactly once', async () => {
    const p = await fundedPlayer(sut.platform, 1_000);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        debit(sut.platform, p.session, {
          reference: 'same',
          roundRef: 'same-r',
          gameId: 'dice',
          amount: 250,
        }),
      ),
    );
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.operatorTransactionId)).size).toBe(1);
    expect(await real(p.user.id)).toBe(750);
  });
});
