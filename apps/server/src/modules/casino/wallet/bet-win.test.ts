import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/platform';
import { checkLedger, getUserBalances } from '../../wallet';
import { openSession } from '../launch/casino-sessions';
import { betWin, credit, debit, refund } from './seamless-wallet';
import { diceRound, fundedPlayer } from './test-support';

/**
 * betWin(): a round's bet and win in one statement (casino_wallet(), the wallet's one write path). The
 * set-wise way (a new real-money round) and the one-by-one way (anything else: casino_debit then
 * casino_credit) answer as a separate debit then closing credit would.
 */
let sut: TestApp;
beforeAll(async () => {
  sut = await createTestApp();
});
afterAll(() => sut.close());

const db = () => sut.platform.db;
const real = async (userId: number) => (await getUserBalances(sut.platform, userId)).real;
const count = async (query: ReturnType<typeof sql<{ n: number }>>) =>
  Number((await query.execute(db())).rows[0]!.n);
const transfersOf = (userId: number) =>
  count(sql<{ n: number }>`select count(*)::int as n from ledger_transfers where user_id = ${userId}`);
const roundOf = async (ref: string) =>
  (
    await sql<{
      bet: number;
      win: number;
      status: string;
      outcome: unknown;
      multiplier: number | null;
      nonce: number | null;
    }>`
      select bet, win, status, outcome, multiplier::float8 as multiplier, nonce from casino_rounds where round_ref = ${ref}`.execute(
      db(),
    )
  ).rows[0];
const txsOf = async (ref: string) =>
  (
    await sql<{ reference: string; type: string; amount: number; moved: boolean; balance_after: number }>`
      select t.reference, t.type, t.amount, t.moved, t.balance_after from casino_transactions t
      join casino_rounds r on r.id = t.round_id where r.round_ref = ${ref} order by t.id`.execute(db())
  ).rows.map((t) => ({ ...t, amount: Number(t.amount), balance_after: Number(t.balance_after) }));

const round = diceRound;

describe('betWin', () => {
  it('moves a new round in one call: closed, with its outcome, two transactions and two transfers; a retry moves nothing', async () => {
    const p = await fundedPlayer(sut.platform, 10_000);
    const m = round('bw-1', 1_500, 3_000);
    const first = await betWin(sut.platform, p.session, m, {
      round: {
        seedPairId: undefined,
        nonce: 7,
        params: { target: 50 },
        outcome: { roll: 12.5 },
        multiplier: 2,
      },
    });
    expect(first.balance).toBe(11_500);
    expect(first.replayed).toBeUndefined();
    expect(await real(p.user.id)).toBe(11_500);
    expect(await roundOf('bw-1')).toMatchObject({
      bet: 1_500,
      win: 3_000,
      status: 'closed',
      outcome: { roll: 12.5 },
      multiplier: 2,
      nonce: 7,
    });
    expect(await txsOf('bw-1')).toEqual([
      { reference: 'bw-1:bet', type: 'debit', amount: 1_500, moved: true, balance_after: 8_500 },
      { reference: 'bw-1:win', type: 'credit', amount: 3_000, moved: true, balance_after: 11_500 },
    ]);
    const transfers = await transfersOf(p.user.id);
    expect(transfers).toBe(3); // the deposit, the bet, the win

    const retry = await betWin(sut.platform, p.session, m);
    expect(retry).toMatchObject({
      balance: 11_500,
      replayed: true,
      roundId: first.roundId,
      betTransactionId: first.betTransactionId,
      winTransactionId: first.winTransactionId,
    });
    expect(await transfersOf(p.user.id)).toBe(transfers);
    expect(await real(p.user.id)).toBe(11_500);
    expect(await checkLedger(db())).toMatchObject({ ok: true });
  });

  it('a loss moves the bet only; its credit is recorded with nothing moved', async () => {
    const p = await fundedPlayer(sut.platform, 2_000);
    const a = await betWin(sut.platform, p.session, round('bw-loss', 500, 0));
    expect(a.balance).toBe(1_500);
    expect(await txsOf('bw-loss')).toEqual([
      { reference: 'bw-loss:bet', type: 'debit', amount: 500, moved: true, balance_after: 1_500 },
      { reference: 'bw-loss:win', type: 'credit', amount: 0, moved: false, balance_after: 1_500 },
    ]);
    expect(await transfersOf(p.user.id)).toBe(2);
  });

  it('refuses a short balance and a reference of another round, writing nothing', async () => {
    const p = await fundedPlayer(sut.platform, 1_000);
    await expect(betWin(sut.platform, p.session, round('bw-short', 1_001, 5_000))).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      status: 422,
    });
    expect(await roundOf('bw-short')).toBeUndefined();

    await betWin(sut.platform, p.session, round('bw-a', 100, 0));
    // the win reference of round bw-a reused by a new round
    await expect(
      betWin(sut.platform, p.session, { ...round('bw-b', 100, 200), winReference: 'bw-a:win' }),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT', status: 409 });
    expect(await roundOf('bw-b')).toBeUndefined();
    expect(await real(p.user.id)).toBe(900);
    expect(await checkLedger(db())).toMatchObject({ ok: true });
  });

  it('finishes a round a separate debit opened, and refuses a bet whose refund came first', async () => {
    const p = await fundedPlayer(sut.platform, 5_000);
    await debit(sut.platform, p.session, {
      reference: 'bw-open:bet',
      roundRef: 'bw-open',
      gameId: 'dice',
      amount: 1_000,
    });
    const done = await betWin(sut.platform, p.session, round('bw-open', 1_000, 2_500));
    expect(done.replayed).toBeUndefined();
    expect(done.balance).toBe(6_500);
    expect(await roundOf('bw-open')).toMatchObject({ bet: 1_000, win: 2_500, status: 'closed' });
    // a credit after the round closed is refused
    await expect(
      credit(sut.platform, p.session, { reference: 'late', roundRef: 'bw-open', gameId: 'dice', amount: 1 }),
    ).rejects.toMatchObject({ code: 'ROUND_CLOSED' });

    await refund(sut.platform, p.session, {
      reference: 'bw-r:refund',
      refundedReference: 'bw-r:bet',
      roundRef: 'bw-r',
      gameId: 'dice',
    });
    await expect(betWin(sut.platform, p.session, round('bw-r', 300, 0))).rejects.toMatchObject({
      code: 'BET_REFUNDED',
    });
    expect(await real(p.user.id)).toBe(6_500);
    expect(await checkLedger(db())).toMatchObject({ ok: true });
  });

  it('runs the responsible-gaming gate: a paused player is refused and nothing moves', async () => {
    const p = await fundedPlayer(sut.platform, 5_000);
    await sql`insert into rg_restrictions (user_id, kind, starts_at, ends_at, hours)
      values (${p.user.id}, 'break', now() - interval '1 hour', now() + interval '23 hours', 24)`.execute(
      db(),
    );
    await expect(betWin(sut.platform, p.session, round('bw-rg', 500, 1_000))).rejects.toMatchObject({
      code: 'RESPONSABLE_GAME_BREAK_TIME',
    });
    expect(await roundOf('bw-rg')).toBeUndefined();
    expect(await real(p.user.id)).toBe(5_000);
  });

  it('plays with play money in a free session', async () => {
    const free = (
      await openSession(sut.platform, { mode: 'free', userId: null, providerId: 100, gameId: 'dice' })
    ).session;
    const before = Number(
      (
        await sql<{ b: number }>`select play_balance as b from casino_sessions where id = ${free.id}`.execute(
          db(),
        )
      ).rows[0]!.b,
    );
    const a = await betWin(sut.platform, free, round('bw-free', 1_000, 1_980));
    expect(a.balance).toBe(before + 980);
    expect(await roundOf('bw-free')).toMatchObject({ status: 'closed', bet: 1_000, win: 1_980 });
    expect((await betWin(sut.platform, free, round('bw-free', 1_000, 1_980))).replayed).toBe(true);
  });
});
