import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/platform';
import { checkLedger, getUserBalances } from '../../wallet';
import { openSession } from '../launch/casino-sessions';
import { betWin, credit, debit } from './seamless-wallet';
import { diceRound, fundedPlayer } from './test-support';
import { batcherOf } from './wallet-batcher';

/**
 * The wallet's batcher (group commit): calls made together go in one statement, casino_wallet() (the
 * one write path: a call alone is a batch of one), whose common calls (new rounds' betWin and debit,
 * open rounds' credits, real money) are written set-wise (casino_wallet_bulk()). Every caller must get
 * what it would get alone: the same answers, refusals, replays and rows.
 */
let sut: TestApp;
beforeAll(async () => {
  // one statement in flight (PGlite's own limit; on PostgreSQL set so): calls made together form one
  // batch, in their order. Batches side by side: concurrent-rounds.pg.test.ts
  sut = await createTestApp({ env: { CASINO_WALLET_STATEMENTS: '1' } });
});
afterAll(() => sut.close());

const db = () => sut.platform.db;
const real = async (userId: number) => (await getUserBalances(sut.platform, userId)).real;
const round = diceRound;
/** The player's balance after each of their casino movements, in order. */
const balancesAfter = async (userId: number) =>
  (
    await sql<{ b: number }>`select x.balance_after as b from casino_transactions x
      join casino_rounds r on r.id = x.round_id where r.user_id = ${userId} order by x.id`.execute(db())
  ).rows.map((r) => Number(r.b));
const settled = <T>(promises: Promise<T>[]) => Promise.allSettled(promises);
/** Batches and calls sent in batches by the platform's batcher during `work`. */
async function batched<T>(work: () => Promise<T>) {
  const s = batcherOf(sut.platform).stats;
  const [batches, calls, bulk] = [s.batches, s.batchedCalls, s.bulk];
  const result = await work();
  return { result, batches: s.batches - batches, calls: s.batchedCalls - calls, bulk: s.bulk - bulk };
}

/** What a round wrote, without its ids and times: the round, its transactions, transfers and entries. */
async function rowsOf(ref: string) {
  const r = (
    await sql<{
      id: number;
      bet: number;
      win: number;
      status: string;
      outcome: unknown;
      nonce: number | null;
    }>`
      select id, bet, win, status, outcome, nonce from casino_rounds where round_ref = ${ref}`.execute(db())
  ).rows[0];
  if (!r) return null;
  const txs = await sql<{
    type: string;
    amount: number;
    moved: boolean;
    balance_after: number;
    key: string | null;
  }>`
    select x.type, x.amount, x.moved, x.balance_after, t.idempotency_key as key
    from casino_transactions x left join ledger_transfers t on t.id = x.ledger_transfer_id
    where x.round_id = ${r.id} order by x.id`.execute(db());
  const entries = await sql<{
    kind: string;
    tkind: string;
    amount: number;
    reference: string;
    meta: unknown;
  }>`
    select a.kind, t.kind as tkind, e.amount, t.reference, t.metadata as meta
    from ledger_transfers t join ledger_entries e on e.transfer_id = t.id join ledger_accounts a on a.id = e.account_id
    where t.reference = ${`casino-round:${r.id}`} order by e.id`.execute(db());
  return {
    round: { bet: Number(r.bet), win: Number(r.win), status: r.status, outcome: r.outcome, nonce: r.nonce },
    transactions: txs.rows.map((t) => ({
      type: t.type,
      amount: Number(t.amount),
      moved: t.moved,
      keyed: t.key !== null,
    })),
    entries: entries.rows.map((e) => ({ kind: e.kind, transfer: e.tkind, amount: Number(e.amount) })),
  };
}

describe('wallet batcher', () => {
  it('sends calls made together in one statement, each with its own answer, balance and rows', async () => {
    const players = await Promise.all(Array.from({ length: 12 }, () => fundedPlayer(sut.platform, 100_000)));
    const { result, batches, calls, bulk } = await batched(() =>
      Promise.all(
        players.map((p, i) =>
          betWin(sut.platform, p.session, round(`wb-${i}`, 1_000 + i, i % 3 === 0 ? 0 : 2_000 + i), {
            round: { nonce: i, outcome: { roll: i } },
          }),
        ),
      ),
    );
    expect(batches).toBe(1);
    expect(calls).toBe(12);
    expect(bulk).toBe(12);
    expect(new Set(result.map((a) => a.roundId)).size).toBe(12);
    for (const [i, p] of players.entries()) {
      const expected = 100_000 - (1_000 + i) + (i % 3 === 0 ? 0 : 2_000 + i);
      expect(result[i]!.balance).toBe(expected);
      expect(result[i]!.replayed).toBeUndefined();
      expect(await real(p.user.id)).toBe(expected);
    }
    expect(await checkLedger(db())).toMatchObject({ ok: true });
  });

  it('writes exactly the rows a call alone writes (bulk way and one-by-one way side by side)', async () => {
    const [a, b] = [await fundedPlayer(sut.platform, 50_000), await fundedPlayer(sut.platform, 50_000)];
    const extra = await Promise.all(Array.from({ length: 3 }, () => fundedPlayer(sut.platform, 50_000)));
    // a: in a batch with others; b: alone, one call at a time
    const { batches } = await batched(() =>
      Promise.all([
        betWin(sut.platform, a.session, round('wb-same-a1', 700, 1_400), {
          round: { nonce: 1, outcome: { x: 1 } },
        }),
        betWin(sut.platform, a.session, round('wb-same-a2', 300, 0), {
          round: { nonce: 2, outcome: { x: 2 } },
        }),
        ...extra.map((p, i) => betWin(sut.platform, p.session, round(`wb-same-x${i}`, 100, 0))),
      ]),
    );
    expect(batches).toBe(1);
    const alone1 = await betWin(sut.platform, b.session, round('wb-same-b1', 700, 1_400), {
      round: { nonce: 1, outcome: { x: 1 } },
    });
    expect(alone1.balance).toBe(50_000 - 700 + 1_400);
    const alone2 = await betWin(sut.platform, b.session, round('wb-same-b2', 300, 0), {
      round: { nonce: 2, outcome: { x: 2 } },
    });
    expect(alone2.balance).toBe(50_000 - 700 + 1_400 - 300);
    expect(await real(a.user.id)).toBe(await real(b.user.id));
    for (const n of [1, 2]) {
      const [batchRows, aloneRows] = [await rowsOf(`wb-same-a${n}`), await rowsOf(`wb-same-b${n}`)];
      expect(batchRows).not.toBeNull();
      expect(batchRows).toEqual(aloneRows);
    }
    expect(await balancesAfter(a.user.id)).toEqual(await balancesAfter(b.user.id));
    expect(await checkLedger(db())).toMatchObject({ ok: true });
  });

  it("settles new rounds' debits and open rounds' credits set-wise, writing what they write alone", async () => {
    const [a, b] = [await fundedPlayer(sut.platform, 30_000), await fundedPlayer(sut.platform, 30_000)];
    const others = await Promise.all(Array.from({ length: 3 }, () => fundedPlayer(sut.platform, 30_000)));
    const debitOf = (who: typeof a, ref: string, amount: number) =>
      debit(
        sut.platform,
        who.session,
        { reference: `${ref}:bet`, roundRef: ref, gameId: 'dice', amount },
        {
          round: { nonce: 3, params: { target: 50 } },
        },
      );
    const creditOf = (who: typeof a, ref: string, amount: number, close: boolean, name = 'win') =>
      credit(
        sut.platform,
        who.session,
        { reference: `${ref}:${name}`, roundRef: ref, gameId: 'dice', amount },
        { closeRound: close, round: { outcome: { roll: 7 }, multiplier: 2 } },
      );
    // a: debits, then credits (one of 0, one that leaves its round open), each step with other players
    const opened = await batched(() =>
      Promise.all([
        debitOf(a, 'wb-dc-a1', 1_000),
        debitOf(a, 'wb-dc-a2', 500),
        ...others.map((p, i) => debitOf(p, `wb-dc-o${i}`, 200)),
      ]),
    );
    expect(opened).toMatchObject({ batches: 1, calls: 5, bulk: 5 });
    expect(opened.result.map((r) => r.balance)).toEqual([29_000, 28_500, 29_800, 29_800, 29_800]);
    const closed = await batched(() =>
      Promise.all([
        creditOf(a, 'wb-dc-a1', 2_000, true),
        creditOf(a, 'wb-dc-a2', 0, false),
        ...others.map((p, i) => creditOf(p, `wb-dc-o${i}`, 0, true)),
      ]),
    );
    expect(closed).toMatchObject({ batches: 1, calls: 5, bulk: 5 });
    expect(closed.result.map((r) => r.balance)).toEqual([30_500, 30_500, 29_800, 29_800, 29_800]);
    // b: the same calls one at a time
    await debitOf(b, 'wb-dc-b1', 1_000);
    await debitOf(b, 'wb-dc-b2', 500);
    expect((await creditOf(b, 'wb-dc-b1', 2_000, true)).balance).toBe(30_500);
    expect((await creditOf(b, 'wb-dc-b2', 0, false)).balance).toBe(30_500);
    for (const n of [1, 2]) {
      const [batchRows, aloneRows] = [await rowsOf(`wb-dc-a${n}`), await rowsOf(`wb-dc-b${n}`)];
      expect(batchRows).not.toBeNull();
      expect(batchRows).toEqual(aloneRows);
    }
    expect(await balancesAfter(a.user.id)).toEqual(await balancesAfter(b.user.id));
    // the round left open takes another credit; the closed one refuses it
    const more = await settled([
      creditOf(a, 'wb-dc-a2', 100, true, 'win-2'),
      creditOf(a, 'wb-dc-a1', 100, true, 'win-2'),
    ]);
    expect(more[0]).toMatchObject({ status: 'fulfilled', value: { balance: 30_600 } });
    expect((more[1] as PromiseRejectedResult).reason).toMatchObject({ code: 'ROUND_CLOSED' });
    expect(await checkLedger(db())).toMatchObject({ ok: true });
  });

  it('answers a retry in the same batch with the first answer, moving money once', async () => {
    const p = await fundedPlayer(sut.platform, 10_000);
    const other = await fundedPlayer(sut.platform, 10_000);
    const m = round('wb-retry', 2_000, 5_000);
    const [first, second] = await Promise.all([
      betWin(sut.platform, p.session, m),
      betWin(sut.platform, p.session, m),
      betWin(sut.platform, other.session, round('wb-retry-other', 100, 0)),
    ]);
    expect(second).toMatchObject({
      roundId: first!.roundId,
      betTransactionId: first!.betTransactionId,
      winTransactionId: first!.winTransactionId,
      balance: 13_000,
      replayed: true,
    });
    expect(first!.replayed).toBeUndefined();
    expect(await real(p.user.id)).toBe(13_000);
    expect(await checkLedger(db())).toMatchObject({ ok: true });
  });

  it('refuses only the calls the balance does not cover, judged in the order the calls were made', async () => {
    const rich = await fundedPlayer(sut.platform, 10_000);
    const poor = await fundedPlayer(sut.platform, 1_000);
    const results = await settled([
      betWin(sut.platform, rich.session, round('wb-short-r', 500, 0)),
      betWin(sut.platform, poor.session, round('wb-short-p1', 800, 0)),
      // 200 left: this bet of 300 is short
      betWin(sut.platform, poor.session, round('wb-short-p2', 300, 900)),
      betWin(sut.platform, poor.session, round('wb-short-p3', 200, 0)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect((results[2] as PromiseRejectedResult).reason).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      status: 422,
      // refused in the batch, in order: 200 left for this bet of 300, so 100 are missing
      context: { account: 'user_real', missing: 1 },
    });
    expect(await rowsOf('wb-short-p2')).toBeNull();
    expect(await real(poor.user.id)).toBe(0);
    expect(await real(rich.user.id)).toBe(9_500);
    expect(await checkLedger(db())).toMatchObject({ ok: true });
  });

  it("refuses a paused player's bet through responsible gaming's gate, the others move", async () => {
    const paused = await fundedPlayer(sut.platform, 5_000);
    const free = await fundedPlayer(sut.platform, 5_000);
    await sql`insert into rg_restrictions (user_id, kind, starts_at, ends_at, hours)
      values (${paused.user.id}, 'break', now() - interval '1 hour', now() + interval '23 hours', 24)`.execute(
      db(),
    );
    const results = await settled([
      betWin(sut.platform, free.session, round('wb-rg-free', 500, 0)),
      betWin(sut.platform, paused.session, round('wb-rg-paused', 500, 1_000)),
    ]);
    expect(results[0]!.status).toBe('fulfilled');
    expect((results[1] as PromiseRejectedResult).reason).toMatchObject({
      code: 'RESPONSABLE_GAME_BREAK_TIME',
    });
    expect(await rowsOf('wb-rg-paused')).toBeNull();
    expect(await real(paused.user.id)).toBe(5_000);
    expect(await real(free.user.id)).toBe(4_500);
  });

  it('takes debits, credits and play money in the same batch as betWin rounds', async () => {
    const p = await fundedPlayer(sut.platform, 20_000);
    const q = await fundedPlayer(sut.platform, 20_000);
    const freeSession = (
      await openSession(sut.platform, { mode: 'free', userId: null, providerId: 100, gameId: 'dice' })
    ).session;
    const playMoney = async () =>
      Number(
        (
          await sql<{
            b: number;
          }>`select play_balance as b from casino_sessions where id = ${freeSession.id}`.execute(db())
        ).rows[0]!.b,
      );
    const startPlay = await playMoney();
    const opened = await batched(() =>
      Promise.all([
        debit(sut.platform, p.session, {
          reference: 'wb-mix:d1',
          roundRef: 'wb-mix-1',
          gameId: 'dice',
          amount: 1_000,
        }),
        debit(sut.platform, q.session, {
          reference: 'wb-mix:d2',
          roundRef: 'wb-mix-2',
          gameId: 'dice',
          amount: 2_000,
        }),
        betWin(sut.platform, freeSession, round('wb-mix-free', 500, 1_500)),
      ]),
    );
    expect(opened.batches).toBe(1);
    expect(opened.result[0]).toMatchObject({ balance: 19_000 });
    expect(opened.result[1]).toMatchObject({ balance: 18_000 });
    expect(opened.result[2]).toMatchObject({ balance: startPlay + 1_000 });
    const closed = await batched(() =>
      Promise.all([
        credit(
          sut.platform,
          p.session,
          { reference: 'wb-mix:c1', roundRef: 'wb-mix-1', gameId: 'dice', amount: 3_000 },
          { closeRound: true },
        ),
        credit(
          sut.platform,
          q.session,
          { reference: 'wb-mix:c2', roundRef: 'wb-mix-2', gameId: 'dice', amount: 0 },
          { closeRound: true },
        ),
        betWin(sut.platform, p.session, round('wb-mix-3', 100, 0)),
      ]),
    );
    expect(closed.batches).toBe(1);
    expect(closed.result.map((a) => a.balance)).toEqual([22_000, 18_000, 21_900]);
    expect(await real(p.user.id)).toBe(21_900);
    expect(await playMoney()).toBe(startPlay + 1_000);
    // a credit of a closed round is refused with its code, in a batch too
    const again = await settled([
      credit(sut.platform, q.session, {
        reference: 'wb-mix:c3',
        roundRef: 'wb-mix-2',
        gameId: 'dice',
        amount: 10,
      }),
      betWin(sut.platform, q.session, round('wb-mix-4', 100, 0)),
    ]);
    expect((again[0] as PromiseRejectedResult).reason).toMatchObject({ code: 'ROUND_CLOSED' });
    expect(again[1]!.status).toBe('fulfilled');
    expect(await checkLedger(db())).toMatchObject({ ok: true });
  });

  it('sends every call again alone when the batch statement itself fails, and nothing of the batch stays', async () => {
    const players = await Promise.all(Array.from({ length: 4 }, () => fundedPlayer(sut.platform, 10_000)));
    const s = batcherOf(sut.platform).stats;
    const retried = s.retried;
    // an error that is no refusal (a trigger's, on one round) fails the whole batch statement
    await sql`create function wb_fail() returns trigger language plpgsql as $$ begin
      if new.round_ref = 'wb-fail-3' then raise exception 'wb-fail-boom'; end if; return new; end $$`.execute(
      db(),
    );
    await sql`create trigger wb_fail before insert on casino_rounds
      for each row execute function wb_fail()`.execute(db());
    try {
      const answers = await settled(
        players.map((p, i) => betWin(sut.platform, p.session, round(`wb-fail-${i}`, 1_000, 0))),
      );
      expect(answers.slice(0, 3).map((a) => (a.status === 'fulfilled' ? a.value.balance : a.reason))).toEqual(
        [9_000, 9_000, 9_000],
      );
      expect(String((answers[3] as PromiseRejectedResult).reason)).toContain('wb-fail-boom');
    } finally {
      await sql`drop trigger wb_fail on casino_rounds`.execute(db());
      await sql`drop function wb_fail()`.execute(db());
    }
    expect(s.retried - retried).toBe(4);
    expect(await rowsOf('wb-fail-3')).toBeNull();
    expect(await real(players[3]!.user.id)).toBe(10_000);
    expect(await checkLedger(db())).toMatchObject({ ok: true });
  });
});
