import type { TPlaceBetAnswer } from '@placar/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/platform';
import { checkLedger } from '../wallet';
import { configureBetting } from './betting.config';
import { auth, createBettor, oneXTwo, settlement, startFeed, total } from './betting.test-support';
import { applySettlement } from './settlement';

/**
 * The per-event stake limit counts pending and open tickets (bet_event_stakes): a ticket's stake leaves
 * the count when it is settled, cashed out, rejected after the live delay or cancelled, and comes back
 * when a rollback reopens it. The running sums always equal the sums recomputed from the tickets.
 */
let sut: TestApp;
let feed: Awaited<ReturnType<typeof startFeed>>;
let n = 0;
let clockOffset = 0;
const A = 'sr:match:901';
const B = 'sr:match:902';
const LIVE = 'sr:match:903';

const sel = (eventId: string, outcomeId = '1', odds = 2.0) => ({
  eventId,
  marketId: 1,
  specifiers: '',
  outcomeId,
  outcomeValueDecimal: odds,
});
async function place(token: string, url: string, ticketRequest: object) {
  const res = await sut.app.inject({
    method: 'POST',
    url,
    headers: auth(token),
    payload: { connectionId: `stakes-${Date.now()}-${++n}`, ticketRequest },
  });
  return (res.json() as { data: TPlaceBetAnswer }).data;
}
const single = (token: string, s: object, stake: number) =>
  place(token, '/api/Ticket/v1/PlaceBet/MultiSingle', {
    oddsChangeType: 1,
    ticketBetSelection: [{ ...s, stake }],
  });
const multiple = (token: string, counterBets: object[], stake: number) =>
  place(token, '/api/Ticket/v1/PlaceBet/Multiple', { stake, counterBets, oddsChangeType: 1 });
const settle1X2 = (matchId: string, kind: 'settle' | 'rollback-settle', winner = '1') =>
  applySettlement(
    sut.platform,
    settlement(matchId, kind, [
      {
        marketId: 1,
        specifiers: '',
        outcomes:
          kind === 'settle'
            ? ['1', '2', '3'].map((o) => ({
                outcomeId: o,
                result: (o === winner ? 1 : 0) as 0 | 1,
                voidFactor: 0,
                deadHeatFactor: 1,
              }))
            : [],
      },
    ]),
  );

async function counted(userId: number) {
  const r = await sql<{ match_id: string; staked: number }>`
    select match_id, staked from bet_event_stakes where user_id = ${userId} and staked <> 0 order by match_id`.execute(
    sut.platform.db,
  );
  return Object.fromEntries(r.rows.map((x) => [x.match_id, Number(x.staked)]));
}
/** The same sums recomputed from every pending and open ticket, for every bettor. */
async function recomputedEqualsKept() {
  const r = await sql<{ differs: number }>`
    with recomputed as (
      select t.user_id, e.match_id, sum(t.stake)::bigint as staked
      from bet_tickets t join lateral (select distinct match_id from bet_legs where ticket_id = t.id) e on true
      where t.status in (0, 2) and t.bet_state in ('pending', 'open')
      group by t.user_id, e.match_id)
    select count(*)::int as differs from recomputed r
      full join (select * from bet_event_stakes where staked <> 0) k using (user_id, match_id)
    where r.staked is distinct from k.staked`.execute(sut.platform.db);
  expect(r.rows[0]!.differs).toBe(0);
}

beforeAll(async () => {
  sut = await createTestApp({ start: false });
  configureBetting(sut.platform, { defaultLiveDelayMs: 0, clock: () => Date.now() + clockOffset });
  feed = await startFeed(sut.platform);
  await feed.match(A, [oneXTwo([2.0, 3.4, 3.8]), total(2.5, 1.9, 1.9)]);
  await feed.match(B, [oneXTwo([2.0, 3.4, 3.8])]);
  await feed.match(LIVE, [oneXTwo([1.8, 3.5, 4.5])], { live: true });
}, 60_000);
afterAll(() => sut.close());

describe('stake per event', () => {
  it('frees the stake of settled, cashed-out and rejected tickets and counts a reopened one again', async () => {
    configureBetting(sut.platform, { maxStakePerEvent: 3_000 });
    try {
      const { user, token } = await createBettor(sut.platform, 100_000);
      expect((await single(token, sel(A), 10)).status).toBe(2);
      expect((await multiple(token, [sel(A, '2', 3.4), sel(B)], 10)).status).toBe(2);
      expect(await counted(user.id)).toEqual({ [A]: 2_000, [B]: 1_000 });
      const over = await single(token, sel(A, '3', 3.8), 15);
      expect(over.invalidTickets[0]).toMatchObject({
        error: 'ACCUMULATED_STAKE_LIMIT',
        context: { limit: 10 },
      });

      // A settles: both tickets on A are decided (the single won, the multiple lost), A and B are free again
      await settle1X2(A, 'settle', '1');
      expect(await counted(user.id)).toEqual({});
      expect((await single(token, sel(A, '3', 3.8), 30)).status).toBe(2);
      // a rollback reopens both settled tickets: their stakes count again, above the limit (allowed)
      await settle1X2(A, 'rollback-settle');
      expect(await counted(user.id)).toEqual({ [A]: 5_000, [B]: 1_000 });
      expect((await single(token, sel(B), 21)).invalidTickets[0]).toMatchObject({
        error: 'ACCUMULATED_STAKE_LIMIT',
        context: { limit: 20 },
      });

      // a cashed-out ticket leaves the count
      const b = await single(token, sel(B), 20);
      expect(b.status).toBe(2);
      const offer = (
        await sut.app.inject({ url: `/api/Cashout/v2/Calculate/Single/${b.ticketId}`, headers: auth(token) })
      ).json().data;
      const paid = await sut.app.inject({
        method: 'POST',
        url: '/api/Cashout/v2/Place/Single',
        headers: auth(token),
        payload: { ticketId: b.ticketId, offerId: offer.offerId, cashoutAmount: offer.cashoutAmount },
      });
      expect(paid.json().data.state).toBe(3);
      expect(await counted(user.id)).toEqual({ [A]: 5_000, [B]: 1_000 });
      await recomputedEqualsKept();
    } finally {
      configureBetting(sut.platform, { maxStakePerEvent: 10_000_000 });
    }
  });

  it('frees the stake of a live ticket rejected after its delay', async () => {
    configureBetting(sut.platform, { defaultLiveDelayMs: 60_000 });
    try {
      const { user, token } = await createBettor(sut.platform, 10_000);
      const held = await single(token, sel(LIVE, '1', 1.8), 20);
      expect(held.status).toBe(0);
      expect(await counted(user.id)).toEqual({ [LIVE]: 2_000 });
      await feed.odds(LIVE, [oneXTwo([1.4, 4.0, 6.0])], true);
      clockOffset = 61_000;
      const status = await sut.app.inject({
        url: `/api/Ticket/v1/TicketStatus/${held.ticketId}`,
        headers: auth(token),
      });
      expect(status.json().data).toMatchObject({ status: 3, rejectCode: 'ODDS_DIFFERENCE_TOO_HIGH' });
      expect(await counted(user.id)).toEqual({});
      await recomputedEqualsKept();
      expect((await checkLedger(sut.platform.db)).ok).toBe(true);
    } finally {
      clockOffset = 0;
      configureBetting(sut.platform, { defaultLiveDelayMs: 0 });
    }
  });
});
