import { CRASH_PHASE_MS } from '@placar/contract';
import { casino } from '@placar/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/platform';
import { checkLedger, getUserBalances } from '../../wallet';
import { openSession } from '../launch/casino-sessions';
import { walletBalance } from '../wallet/money';
import { fundedPlayer } from '../wallet/test-support';
import { CrashLoop } from './crash-loop';
import { FakeClock } from './crash-loop.test-support';
import { recoverCrashRounds } from './crash-recovery';
import { listCrashRounds } from './crash-rounds';

/**
 * A crash loop that stops mid-round (its node restarted, or lost the leadership) leaves bets debited
 * and open; the next loop started on the same database cancels the round and refunds them.
 */
let sut: TestApp;
beforeAll(async () => {
  sut = await createTestApp();
});
afterAll(() => sut.close());

const db = () => sut.platform.db;
const refundsOf = async (userId: number) =>
  Number(
    (
      await sql<{ n: number }>`
        select count(*)::int as n from ledger_transfers where kind = 'casino_refund' and user_id = ${userId}`.execute(
        db(),
      )
    ).rows[0]!.n,
  );
const phaseOf = async (roundId: number) =>
  (await sql<{ phase: string }>`select phase from casino_crash_rounds where id = ${roundId}`.execute(db()))
    .rows[0]!.phase;
const betStatuses = async (roundId: number) =>
  (
    await sql<{ status: string }>`
      select status from casino_crash_bets where crash_round_id = ${roundId} order by id`.execute(db())
  ).rows.map((r) => r.status);
const walletRounds = async (roundId: number) =>
  (
    await sql<{ status: string }>`
      select r.status from casino_crash_bets b join casino_rounds r on r.id = b.casino_round_id
      where b.crash_round_id = ${roundId} order by b.id`.execute(db())
  ).rows.map((r) => r.status);

/** Lets rounds pass on `loop` until one opens that will crash at `min`× or later. */
async function roundReaching(loop: CrashLoop, clock: FakeClock, min: number) {
  for (let i = 0; i < 60 && loop.round!.crashPoint < min; i++) {
    const r = loop.round!;
    await clock.advance(CRASH_PHASE_MS.betting + casino.crashElapsedMsFor(r.crashPoint) + 10, loop);
    await clock.advance(CRASH_PHASE_MS.crashed, loop);
  }
  expect(loop.round!.phase).toBe('betting');
  expect(loop.round!.crashPoint).toBeGreaterThanOrEqual(min);
  return loop.round!;
}

describe('crash recovery', () => {
  it('refunds the open bets of a round stopped in its betting phase, once, and closes it', async () => {
    const clock = new FakeClock();
    const first = new CrashLoop(sut.platform, clock);
    await first.start();
    const round = first.round!;
    const a = await fundedPlayer(sut.platform, 10_000, 100, 'crash');
    const free = await openSession(sut.platform, {
      mode: 'free',
      userId: null,
      providerId: 100,
      gameId: 'crash',
    });
    const freeStart = await walletBalance(sut.platform, free.session);
    await first.placeBet(a.session, 2_500, null);
    await first.placeBet(free.session, 700, 2);
    expect((await getUserBalances(sut.platform, a.user.id)).real).toBe(7_500);
    first.stop(); // the node stops: no step will run again

    const second = new CrashLoop(sut.platform, new FakeClock());
    await second.start();
    expect(await phaseOf(round.id)).toBe('cancelled');
    expect(await betStatuses(round.id)).toEqual(['refunded', 'refunded']);
    expect(await walletRounds(round.id)).toEqual(['refunded', 'refunded']);
    expect((await getUserBalances(sut.platform, a.user.id)).real).toBe(10_000);
    expect(await walletBalance(sut.platform, free.session)).toBe(freeStart);
    expect(await refundsOf(a.user.id)).toBe(1);
    // listed as cancelled, with its seed revealed and verifiable against the chain
    const listed = (await listCrashRounds(sut.platform, { pageNumber: 1, pageSize: 20 })).items.find(
      (r) => r.roundId === round.id,
    );
    expect(listed).toMatchObject({
      status: 'cancelled',
      startedAt: null,
      crashedAt: null,
      seedHash: round.seedHash,
    });
    expect(listed!.cancelledAt).not.toBeNull();
    expect(casino.sha256Hex(listed!.seed)).toBe(round.seedHash);
    expect(casino.verifyChainLink(listed!.seed, listed!.chainAnchor, listed!.chainIndex)).toBe(true);
    // the new loop runs its own round, on the next link of the chain
    expect(second.round!.id).toBeGreaterThan(round.id);
    expect(second.round!.chainIndex).toBeGreaterThan(round.chainIndex);
    second.stop();

    // a second recovery (another restart) moves nothing
    const third = new CrashLoop(sut.platform, new FakeClock());
    await third.start();
    expect(await refundsOf(a.user.id)).toBe(1);
    expect((await getUserBalances(sut.platform, a.user.id)).real).toBe(10_000);
    expect(await walletBalance(sut.platform, free.session)).toBe(freeStart);
    expect(await phaseOf(second.round!.id)).toBe('cancelled'); // the second loop stopped mid-round too
    third.stop();
    expect(await recoverCrashRounds(sut.platform)).toMatchObject({ refundedBets: 0, failedBets: 0 });
    expect(await checkLedger(sut.platform.db)).toMatchObject({ ok: true });
  });

  it('refunds only the bets still open when stopped while running: a cash-out keeps its win', async () => {
    const clock = new FakeClock();
    const first = new CrashLoop(sut.platform, clock);
    await first.start();
    const round = await roundReaching(first, clock, 1.1);
    const cashed = await fundedPlayer(sut.platform, 10_000, 100, 'crash');
    const open = await fundedPlayer(sut.platform, 10_000, 100, 'crash');
    await first.placeBet(cashed.session, 1_000, null);
    await first.placeBet(open.session, 1_000, null);
    await clock.advance(CRASH_PHASE_MS.betting + casino.crashElapsedMsFor(1.05), first);
    expect(first.round!.phase).toBe('running');
    const out = await first.cashOut(cashed.session);
    expect(await phaseOf(round.id)).toBe('running');
    first.stop();

    const second = new CrashLoop(sut.platform, new FakeClock());
    await second.start();
    expect(await phaseOf(round.id)).toBe('cancelled');
    expect(await betStatuses(round.id)).toEqual(['won', 'refunded']);
    expect(await walletRounds(round.id)).toEqual(['closed', 'refunded']);
    expect((await getUserBalances(sut.platform, cashed.user.id)).real).toBe(
      9_000 + casino.payoutCentavos(1_000, out.multiplier),
    );
    expect(await refundsOf(cashed.user.id)).toBe(0);
    expect((await getUserBalances(sut.platform, open.user.id)).real).toBe(10_000);
    expect(await refundsOf(open.user.id)).toBe(1);
    second.stop();
    expect(await recoverCrashRounds(sut.platform)).toMatchObject({ refundedBets: 0 });
    expect(await refundsOf(open.user.id)).toBe(1);
    expect(await checkLedger(sut.platform.db)).toMatchObject({ ok: true });
  });

  it('refuses a bet the stopped loop still takes on a round another loop cancelled, moving nothing', async () => {
    const staleClock = new FakeClock();
    const stale = new CrashLoop(sut.platform, staleClock);
    await stale.start();
    const p = await fundedPlayer(sut.platform, 5_000, 100, 'crash');
    const next = new CrashLoop(sut.platform, new FakeClock());
    await next.start(); // took over: the stale loop's round is cancelled
    await expect(stale.placeBet(p.session, 1_000, null)).rejects.toMatchObject({
      code: 'CRASH_BETTING_CLOSED',
    });
    expect((await getUserBalances(sut.platform, p.user.id)).real).toBe(5_000);
    // the stale loop's next step finds its round gone and stops
    await staleClock.advance(CRASH_PHASE_MS.betting, stale);
    expect(await phaseOf(stale.round!.id)).toBe('cancelled');
    expect(staleClock.timers).toHaveLength(0);
    await next.placeBet(p.session, 1_000, null);
    expect((await getUserBalances(sut.platform, p.user.id)).real).toBe(4_000);
    next.stop();
    stale.stop();
    await recoverCrashRounds(sut.platform);
    expect((await getUserBalances(sut.platform, p.user.id)).real).toBe(5_000);
    expect(await checkLedger(sut.platform.db)).toMatchObject({ ok: true });
  });
});
