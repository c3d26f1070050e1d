import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/platform';
import { type BetSettlement, listSettlementMessages, type RollbackBetSettlement } from '../feed';
import { checkLedger, getUserBalances } from '../wallet';
import { configureBetting } from './betting.config';
import type { BettingTables } from './betting.tables';
import { auth, createBettor, oneXTwo, startFeed } from './betting.test-support';
import { applySettlement, settlementsIdle } from './settlement';
import { followSettlements, sweepOpenTickets, sweepSettlements } from './settlement-sweep';

/*
 * A settlement the bus never delivered (here: stored by the feed while betting was not listening, as
 * when NATS was down) is applied from the database by the sweep, once.
 */
type Feed = Awaited<ReturnType<typeof startFeed>>;
let sut: TestApp;
let feed: Feed;
let n = 0;

beforeAll(async () => {
  // Betting's workers are not started: nothing follows the bus, so every feed message is "lost".
  sut = await createTestApp({ start: false });
  configureBetting(sut.platform, { defaultLiveDelayMs: 0 });
  feed = await startFeed(sut.platform);
}, 60_000);
afterAll(() => sut.close());

async function placeSingle(matchId: string, outcomeId: string, odds: number, stake: number) {
  const { user, token } = await createBettor(sut.platform, 10_000);
  const res = await sut.app.inject({
    method: 'POST',
    url: '/api/Ticket/v1/PlaceBet/MultiSingle',
    headers: auth(token),
    payload: {
      connectionId: `sweep-${Date.now()}-${++n}`,
      ticketRequest: {
        oddsChangeType: 1,
        ticketBetSelection: [
          { eventId: matchId, marketId: 1, specifiers: '', outcomeId, outcomeValueDecimal: odds, stake },
        ],
      },
    },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().data.status).toBe(2);
  return user.id;
}

const homeWins = (matchId: string, ts: number): BetSettlement => ({
  kind: 'bet_settlement',
  producerId: 3,
  eventId: matchId,
  ts,
  certainty: 2,
  homeScore: 2,
  awayScore: 0,
  markets: [
    {
      marketId: 1,
      specifiers: '',
      outcomes: [
        { outcomeId: '1', result: 1, voidFactor: 0, deadHeatFactor: 1 },
        { outcomeId: '2', result: 0, voidFactor: 0, deadHeatFactor: 1 },
        { outcomeId: '3', result: 0, voidFactor: 0, deadHeatFactor: 1 },
      ],
    },
  ],
});

const ticketOf = (userId: number) =>
  sut.platform.db
    .withTables<BettingTables>()
    .selectFrom('bet_tickets')
    .select(['bet_state', 'payout'])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();

describe('settlement sweep', () => {
  it('applies a stored settlement the bus lost, once: the ticket is paid, the ledger balanced, a second pass moves nothing', async () => {
    const matchId = `sr:match:${Date.now()}1`;
    await feed.match(matchId, [oneXTwo([2.0, 3.4, 3.8])]);
    const userId = await placeSingle(matchId, '1', 2.0, 10);
    expect(await getUserBalances(sut.platform, userId)).toMatchObject({ real: 9_000, betsInPlay: 1_000 });

    await feed.ingestion.apply(homeWins(matchId, Date.now()));
    // stored by the feed, never applied by betting
    expect(await ticketOf(userId)).toMatchObject({ bet_state: 'open' });

    expect(await sweepSettlements(sut.platform)).toEqual({ matches: 1, applied: 1 });
    expect(await ticketOf(userId)).toMatchObject({ bet_state: 'won', payout: 2_000 });
    const paid = { real: 9_000 + 2_000, betsInPlay: 0 };
    expect(await getUserBalances(sut.platform, userId)).toMatchObject(paid);
    expect((await checkLedger(sut.platform.db)).ok).toBe(true);

    // again: by the sweep, and the same message straight from the bus
    expect(await sweepSettlements(sut.platform)).toEqual({ matches: 0, applied: 0 });
    const [stored] = await listSettlementMessages(sut.platform, matchId);
    await applySettlement(sut.platform, stored!);
    expect(await getUserBalances(sut.platform, userId)).toMatchObject(paid);
    expect((await checkLedger(sut.platform.db)).ok).toBe(true);
  });

  it('applies a lost settlement before the rollback that follows it on the bus, never after', async () => {
    const matchId = `sr:match:${Date.now()}2`;
    await feed.match(matchId, [oneXTwo([2.0, 3.4, 3.8])]);
    const userId = await placeSingle(matchId, '1', 2.0, 10);
    const t0 = Date.now();
    // the settlement is lost (nothing follows the bus yet) ...
    await feed.ingestion.apply(homeWins(matchId, t0));
    // ... then betting listens again (no sweep yet) and the rollback arrives on the bus
    const stop = followSettlements(sut.platform, { intervalMs: 3_600_000, sweepAtStart: false });
    try {
      const rollback: RollbackBetSettlement = {
        kind: 'rollback_bet_settlement',
        producerId: 3,
        eventId: matchId,
        ts: t0 + 1,
        markets: [{ marketId: 1, specifiers: '' }],
      };
      await feed.ingestion.apply(rollback);
      await sut.platform.bus.flush();
      await settlementsIdle(sut.platform);
      await sut.platform.bus.flush();
      await settlementsIdle(sut.platform);
      // the periodic sweep comes by later: the settlement must not be applied again, after its rollback
      await sweepSettlements(sut.platform);
    } finally {
      stop();
    }
    // settled then rolled back: open again, the stake back in play, the payout reversed
    expect(await ticketOf(userId)).toMatchObject({ bet_state: 'open', payout: 0 });
    expect(await getUserBalances(sut.platform, userId)).toMatchObject({ real: 9_000, betsInPlay: 1_000 });
    expect((await checkLedger(sut.platform.db)).ok).toBe(true);
  });
  it('settles an open ticket whose lost settlement is older than the lookback, by the sweep of open tickets', async () => {
    const matchId = `sr:match:${Date.now()}3`;
    await feed.match(matchId, [oneXTwo([2.0, 3.4, 3.8])]);
    const userId = await placeSingle(matchId, '2', 3.4, 10);
    await feed.ingestion.apply(homeWins(matchId, Date.now()));
    // out of the recent sweep's window (none): only the open tickets' sweep finds it
    expect(await sweepSettlements(sut.platform, 0)).toEqual({ matches: 0, applied: 0 });
    expect(await ticketOf(userId)).toMatchObject({ bet_state: 'open' });
    expect(await sweepOpenTickets(sut.platform)).toEqual({ matches: 1, applied: 1 });
    expect(await ticketOf(userId)).toMatchObject({ bet_state: 'lost', payout: 0 });
    expect(await getUserBalances(sut.platform, userId)).toMatchObject({ real: 9_000, betsInPlay: 0 });
    expect(await sweepOpenTickets(sut.platform)).toEqual({ matches: 0, applied: 0 });
    expect((await checkLedger(sut.platform.db)).ok).toBe(true);
  });
});
