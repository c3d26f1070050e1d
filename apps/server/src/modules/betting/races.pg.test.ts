import type { TPlaceBetAnswer } from '@placar/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/platform';
import { checkLedger, getUserBalances } from '../wallet';
import { configureBetting } from './betting.config';
import { auth, createBettor, oneXTwo, startFeed } from './betting.test-support';
import { grantFreeBet } from './free-bets';

/** Real concurrency needs the real PostgreSQL (PGlite has one connection): run with PLACAR_TEST_DATABASE_URL. */
describe.skipIf(!process.env.PLACAR_TEST_DATABASE_URL)('bet placement races on PostgreSQL', () => {
  let sut: TestApp;
  const MATCHES = 40;
  const matchId = (m: number) => `sr:match:${7_000 + m}`;

  beforeAll(async () => {
    sut = await createTestApp();
    configureBetting(sut.platform, { defaultLiveDelayMs: 0 });
    const feed = await startFeed(sut.platform);
    for (let m = 1; m <= MATCHES; m++) await feed.match(matchId(m), [oneXTwo([2.0, 3.4, 3.8])]);
  }, 120_000);
  afterAll(() => sut.close());

  const single = (token: string, connectionId: string, eventId: string, stake: number, freeBetId?: string) =>
    sut.app.inject({
      method: 'POST',
      url: '/api/Ticket/v1/PlaceBet/MultiSingle',
      headers: auth(token),
      payload: {
        connectionId,
        ticketRequest: {
          oddsChangeType: 1,
          ticketBetSelection: [
            {
              eventId,
              marketId: 1,
              specifiers: '',
              outcomeId: '1',
              outcomeValueDecimal: 2.0,
              stake,
              ...(freeBetId ? { freeBet: { freeBetId, isFreeBet: true } } : {}),
            },
          ],
        },
      },
    });

  async function ticketsOf(userId: number) {
    const r = await sql<{ n: number; staked: number }>`
      select count(*)::int as n, coalesce(sum(stake), 0)::bigint as staked from bet_tickets
      where user_id = ${userId}`.execute(sut.platform.db);
    return r.rows[0]!;
  }

  async function userAccountsNeverNegative() {
    const r = await sql<{ n: number }>`
      select count(*)::int as n from ledger_accounts where user_id <> 0 and balance < 0`.execute(
      sut.platform.db,
    );
    expect(r.rows[0]!.n).toBe(0);
  }

  it('accepts exactly the bets the balance covers when 40 arrive at once, and refuses the rest', async () => {
    const { user, token } = await createBettor(sut.platform, 10_000);
    // 40 × R$ 7 on 40 different matches against R$ 100: 14 fit (R$ 98)
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => single(token, `race-funds-${user.id}-${i}`, matchId(i + 1), 7)),
    );
    const data = answers.map((a) => {
      expect(a.statusCode).toBe(200);
      return (a.json() as { data: TPlaceBetAnswer }).data;
    });
    const accepted = data.filter((d) => d.status === 2);
    const refused = data.filter((d) => d.status === 3);
    expect(accepted).toHaveLength(14);
    expect(refused).toHaveLength(26);
    for (const r of refused) expect(r.invalidTickets[0]?.error).toBe('INSUFFICIENT_FUNDS');
    expect(await ticketsOf(user.id)).toEqual({ n: 14, staked: 9_800 });
    expect(await getUserBalances(sut.platform, user.id)).toMatchObject({ real: 200, betsInPlay: 9_800 });
    await userAccountsNeverNegative();
    expect(await checkLedger(sut.platform.db)).toMatchObject({ ok: true, totalBalance: 0 });
  });

  it('keeps the stake per event within its limit when 20 bets on one match arrive at once', async () => {
    configureBetting(sut.platform, { maxStakePerEvent: 5_000 });
    try {
      const { user, token } = await createBettor(sut.platform, 100_000);
      // 20 × R$ 10 on the same match with R$ 50 allowed per event: 5 fit, whatever the interleaving
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => single(token, `race-event-${user.id}-${i}`, matchId(1), 10)),
      );
      const data = answers.map((a) => (a.json() as { data: TPlaceBetAnswer }).data);
      expect(data.filter((d) => d.status === 2)).toHaveLength(5);
      const refused = data.filter((d) => d.status === 3);
      expect(refused).toHaveLength(15);
      for (const r of refused)
        expect(r.invalidTickets[0]).toMatchObject({
          error: 'ACCUMULATED_STAKE_LIMIT',
          context: { selectionIndex: 0, limit: 0 },
        });
      expect(await ticketsOf(user.id)).toEqual({ n: 5, staked: 5_000 });
      expect(await getUserBalances(sut.platform, user.id)).toMatchObject({ real: 95_000, betsInPlay: 5_000 });
      expect(await checkLedger(sut.platform.db)).toMatchObject({ ok: true, totalBalance: 0 });
    } finally {
      configureBetting(sut.platform, { maxStakePerEvent: 10_000_000 });
    }
  });

  it('places one ticket and debits once when the same slip is submitted 10 times at once', async () => {
    const { user, token } = await createBettor(sut.platform, 10_000);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => single(token, `race-double-${user.id}`, matchId(2), 25)),
    );
    const ids = answers.map((a) => (a.json() as { data: TPlaceBetAnswer }).data.ticketId);
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toMatch(/^\d+$/);
    expect(await ticketsOf(user.id)).toEqual({ n: 1, staked: 2_500 });
    expect(await getUserBalances(sut.platform, user.id)).toMatchObject({ real: 7_500, betsInPlay: 2_500 });
    expect(await checkLedger(sut.platform.db)).toMatchObject({ ok: true, totalBalance: 0 });
  });

  it('uses one free bet once when 8 slips spend it at the same moment', async () => {
    const { user, token } = await createBettor(sut.platform, 0);
    const { freeBetId } = await grantFreeBet(sut.platform, {
      userId: user.id,
      amountCentavos: 1_000,
      betTypes: [1],
      maxGainCentavos: null,
      prematchOnly: false,
      validDays: 7,
      grantedBy: null,
    });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        single(token, `race-free-${user.id}-${i}`, matchId(10 + i), 10, freeBetId),
      ),
    );
    const data = answers.map((a) => (a.json() as { data: TPlaceBetAnswer }).data);
    expect(data.filter((d) => d.status === 2)).toHaveLength(1);
    for (const r of data.filter((d) => d.status === 3))
      expect(['LOCKED_FREEBET', 'FREEBET_NOT_AVAILABLE']).toContain(r.invalidTickets[0]?.error);
    expect(await ticketsOf(user.id)).toEqual({ n: 1, staked: 1_000 });
    expect(await getUserBalances(sut.platform, user.id)).toMatchObject({ real: 0, betsInPlay: 1_000 });
    expect(await checkLedger(sut.platform.db)).toMatchObject({ ok: true, totalBalance: 0 });
  });
});
