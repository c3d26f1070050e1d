import { CASINO_FREE_PLAY_BALANCE } from '@placar/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/platform';
import { call } from '../../responsible-gaming/rg.test-support';
import { checkLedger, getUserBalances } from '../../wallet';
import { openSession } from '../launch/casino-sessions';
import { credit, debit } from './seamless-wallet';
import { fundedPlayer } from './test-support';

/**
 * Debit and credit as one statement each (casino_wallet(), a call alone being a batch of one): the
 * cases their statement must still get right besides seamless-wallet.test.ts.
 */
let sut: TestApp;
beforeAll(async () => {
  sut = await createTestApp();
});
afterAll(() => sut.close());

const real = async (userId: number) => (await getUserBalances(sut.platform, userId)).real;
const roundOf = async (roundRef: string) =>
  (
    await sql<{ bet: number; win: number; status: string }>`
      select bet, win, status from casino_rounds where round_ref = ${roundRef}`.execute(sut.platform.db)
  ).rows[0];

describe('seamless wallet statements', () => {
  it('a zero credit (a loss) answers the balance, moves nothing and closes the round', async () => {
    const p = await fundedPlayer(sut.platform, 3_000);
    await debit(sut.platform, p.session, {
      reference: 'z-b',
      roundRef: 'z-r',
      gameId: 'dice',
      amount: 1_000,
    });
    const transfers = async () =>
      Number(
        (await sql<{ n: number }>`select count(*)::int as n from ledger_transfers`.execute(sut.platform.db))
          .rows[0]?.n,
      );
    const before = await transfers();
    const lost = await credit(
      sut.platform,
      p.session,
      { reference: 'z-w', roundRef: 'z-r', gameId: 'dice', amount: 0 },
      { closeRound: true, round: { outcome: { roll: 12.5 }, multiplier: 0 } },
    );
    expect(lost.balance).toBe(2_000);
    expect(await transfers()).toBe(before);
    expect(await roundOf('z-r')).toEqual({ bet: 1_000, win: 0, status: 'closed' });
    const stored = await sql<{ outcome: unknown; multiplier: number }>`
      select outcome, multiplier from casino_rounds where round_ref = 'z-r'`.execute(sut.platform.db);
    expect(stored.rows[0]).toEqual({ outcome: { roll: 12.5 }, multiplier: 0 });
  });

  it('counts both first debits of one new round arriving together', async () => {
    const p = await fundedPlayer(sut.platform, 5_000);
    const [a, b] = await Promise.all([
      debit(sut.platform, p.session, { reference: 'two-1', roundRef: 'two', gameId: 'dice', amount: 700 }),
      debit(sut.platform, p.session, { reference: 'two-2', roundRef: 'two', gameId: 'dice', amount: 300 }),
    ]);
    expect(a.roundId).toBe(b.roundId);
    expect(await roundOf('two')).toEqual({ bet: 1_000, win: 0, status: 'open' });
    expect(await real(p.user.id)).toBe(4_000);
    expect(await checkLedger(sut.platform.db)).toMatchObject({ ok: true });
  });

  it('refuses a reference reused on another round and writes nothing for it', async () => {
    const p = await fundedPlayer(sut.platform, 2_000);
    await debit(sut.platform, p.session, {
      reference: 'reuse',
      roundRef: 'ra1',
      gameId: 'dice',
      amount: 500,
    });
    await expect(
      debit(sut.platform, p.session, { reference: 'reuse', roundRef: 'ra2', gameId: 'dice', amount: 500 }),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT', status: 409 });
    expect(await roundOf('ra2')).toBeUndefined();
    expect(await real(p.user.id)).toBe(1_500);
  });

  it('answers a paused player’s retry of an earlier debit, and refuses a new one', async () => {
    const p = await fundedPlayer(sut.platform, 2_000);
    const bet = { reference: 'pause-b', roundRef: 'pause-r', gameId: 'dice', amount: 400 };
    const first = await debit(sut.platform, p.session, bet);
    expect((await call(sut, p.bearer, 'POST', '/api/ResponsibleGame/Break', { hours: 24 })).status).toBe(200);
    expect(await debit(sut.platform, p.session, bet)).toMatchObject({
      replayed: true,
      balance: 1_600,
      operatorTransactionId: first.operatorTransactionId,
    });
    await expect(
      debit(sut.platform, p.session, { ...bet, reference: 'pause-b2', roundRef: 'pause-r2' }),
    ).rejects.toMatchObject({ status: 403 });
    expect(await real(p.user.id)).toBe(1_600);
  });

  it('moves a free session’s play money and never the ledger', async () => {
    const { session } = await openSession(sut.platform, {
      mode: 'free',
      userId: null,
      providerId: 100,
      gameId: 'dice',
    });
    const start = CASINO_FREE_PLAY_BALANCE * 100;
    const transfers = async () =>
      Number(
        (await sql<{ n: number }>`select count(*)::int as n from ledger_transfers`.execute(sut.platform.db))
          .rows[0]?.n,
      );
    const before = await transfers();
    await expect(
      debit(sut.platform, session, { reference: 'f-0', roundRef: 'f-r0', gameId: 'dice', amount: start + 1 }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS', status: 422 });
    expect(await roundOf('f-r0')).toBeUndefined();
    const bet = await debit(sut.platform, session, {
      reference: 'f-1',
      roundRef: 'f-r1',
      gameId: 'dice',
      amount: 250,
    });
    expect(bet.balance).toBe(start - 250);
    const win = await credit(
      sut.platform,
      session,
      { reference: 'f-2', roundRef: 'f-r1', gameId: 'dice', amount: 500 },
      { closeRound: true },
    );
    expect(win.balance).toBe(start + 250);
    expect(await transfers()).toBe(before);
  });

  it("inside a caller's transaction: a batch of one, refused without spoiling the transaction, its settings kept", async () => {
    const p = await fundedPlayer(sut.platform, 1_000);
    const after = await sut.platform.db.transaction().execute(async (trx) => {
      const bet = await debit(
        sut.platform,
        p.session,
        { reference: 'trx-1', roundRef: 'trx-r1', gameId: 'dice', amount: 400 },
        { trx },
      );
      await expect(
        debit(
          sut.platform,
          p.session,
          { reference: 'trx-2', roundRef: 'trx-r2', gameId: 'dice', amount: 700 },
          { trx },
        ),
      ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
      // a call alone is planned once (generic plans) within casino_wallet() only
      const mode = (await sql<{ plan_cache_mode: string }>`show plan_cache_mode`.execute(trx)).rows[0]!;
      return { balance: bet.balance, mode: mode.plan_cache_mode };
    });
    expect(after).toEqual({ balance: 600, mode: 'auto' });
    expect(await real(p.user.id)).toBe(600);
    expect(await roundOf('trx-r2')).toBeUndefined();
  });
});
