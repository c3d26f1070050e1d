import type { TPlaceBetAnswer } from '@placar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/platform';
import { checkLedger, getUserBalances } from '../wallet';
import { configureBetting } from './betting.config';
import { auth, createBettor, oneXTwo, settlement, startFeed, total } from './betting.test-support';
import { settlementsIdle } from './settlement';

type Feed = Awaited<ReturnType<typeof startFeed>>;
let sut: TestApp;
let feed: Feed;
let slip = 0;
const slipId = () => `slip-${Date.now()}-${++slip}`;
let clockOffset = 0;

const sel = (eventId: string, marketId: number, outcomeId: string, odds: number, specifiers = '') => ({
  eventId,
  marketId,
  specifiers,
  outcomeId,
  outcomeValueDecimal: odds,
});

async function post(token: string, url: string, payload: object) {
  const res = await sut.app.inject({ method: 'POST', url, headers: auth(token), payload });
  return {
    status: res.statusCode,
    body: res.json() as {
      data: TPlaceBetAnswer & { isValid?: boolean; userEvents: { code: string | null; maxStake: number }[] };
      error?: { code: string };
    },
  };
}

const multiple = (
  token: string,
  counterBets: object[],
  stake: number,
  extra: object = {},
  connectionId = slipId(),
) =>
  post(token, '/api/Ticket/v1/PlaceBet/Multiple', {
    connectionId,
    ticketRequest: { stake, counterBets, oddsChangeType: 1, ...extra },
  });

const single = (token: string, s: object, stake: number, extra: object = {}) =>
  post(token, '/api/Ticket/v1/PlaceBet/MultiSingle', {
    connectionId: slipId(),
    ticketRequest: { oddsChangeType: 1, ticketBetSelection: [{ ...s, stake, ...extra }] },
  });

async function ledgerOk() {
  const report = await checkLedger(sut.platform.db);
  expect(report.ok).toBe(true);
}

beforeAll(async () => {
  sut = await createTestApp({ start: false });
  configureBetting(sut.platform, { defaultLiveDelayMs: 0, clock: () => Date.now() + clockOffset });
  const { bettingModule } = await import('./index');
  await bettingModule.start?.(sut.platform);
  feed = await startFeed(sut.platform);
  await feed.match('sr:match:101', [oneXTwo([2.0, 3.4, 3.8]), total(2.5, 1.9, 1.9)]);
  await feed.match('sr:match:102', [oneXTwo([1.5, 4.0, 6.0]), total(2.5, 2.1, 1.7)]);
  await feed.match('sr:match:103', [oneXTwo([2.5, 3.1, 2.9])]);
}, 60_000);
afterAll(() => sut.close());

describe('placement', () => {
  it('accepts a prematch multiple, debits the stake into bets in play, and a double submit gives one ticket', async () => {
    const { user, token } = await createBettor(sut.platform, 10_000);
    const legs = [sel('sr:match:101', 1, '1', 2.0), sel('sr:match:102', 18, '12', 2.1, 'total=2.5')];
    const id = slipId();
    const [a, b] = await Promise.all([multiple(token, legs, 10, {}, id), multiple(token, legs, 10, {}, id)]);
    expect(a.status).toBe(200);
    expect(a.body.data).toMatchObject({ status: 2, rejectCode: null });
    expect(a.body.data.selectionsFinalState).toEqual([
      { selectionIndex: 0, decimalOdds: 2.0, americanOdds: 100 },
      { selectionIndex: 1, decimalOdds: 2.1, americanOdds: 110 },
    ]);
    expect(b.body.data.ticketId).toBe(a.body.data.ticketId);
    expect(await getUserBalances(sut.platform, user.id)).toMatchObject({ real: 9_000, betsInPlay: 1_000 });
    const last = await sut.app.inject({
      url: '/api/Ticket/v1/GetLastTicketIdByUser?numberOfTickets=5',
      headers: auth(token),
    });
    expect(last.json().data).toHaveLength(1);
    await ledgerOk();
  });

  it('answers each reject code where it applies', async () => {
    const { token } = await createBettor(sut.platform, 5_000);
    const code = async (p: Promise<{ body: { data: TPlaceBetAnswer } }>) => (await p).body.data.rejectCode;
    expect(await code(single(token, sel('sr:match:999', 1, '1', 2), 5))).toBe('MATCH_WAS_NOT_FOUND');
    expect(await code(single(token, sel('sr:match:101', 29, '74', 2), 5))).toBe('MARKET_WAS_NOT_FOUND');
    const moved = await single(token, sel('sr:match:101', 1, '1', 2.6), 5);
    expect(moved.body.data).toMatchObject({ status: 3, rejectCode: 'ODDS_DIFFERENCE_TOO_HIGH' });
    expect(moved.body.data.invalidTickets).toEqual([
      {
        indexTicket: 0,
        error: 'ODDS_DIFFERENCE_TOO_HIGH',
        context: { suggestedOdds: 2.0, selectionIndex: 0 },
      },
    ]);
    expect(
      await code(
        multiple(token, [sel('sr:match:101', 1, '1', 2), sel('sr:match:101', 18, '12', 1.9, 'total=2.5')], 5),
      ),
    ).toBe('SAME_MATCH_NOT_ALLOWED');
    expect(
      await code(multiple(token, [sel('sr:match:101', 1, '1', 2), sel('sr:match:102', 1, '1', 1.5)], 100)),
    ).toBe('INSUFFICIENT_FUNDS');
    expect(
      await code(multiple(token, [sel('sr:match:101', 1, '1', 2), sel('sr:match:102', 1, '1', 1.5)], 0.5)),
    ).toBe('BET_STAKE_UNDER_LIMIT');
    expect(
      await code(multiple(token, [sel('sr:match:101', 1, '1', 2), sel('sr:match:102', 1, '1', 1.5)], 60_000)),
    ).toBe('BET_STAKE_OVER_LIMIT');
    configureBetting(sut.platform, { maxPayout: 1_000 });
    expect(
      await code(multiple(token, [sel('sr:match:101', 1, '1', 2), sel('sr:match:102', 1, '1', 1.5)], 40)),
    ).toBe('TOTAL_AMOUNT_EXCEEDS_UPPER_THRESHOLD');
    configureBetting(sut.platform, { maxPayout: 50_000_000, maxStakePerEvent: 1_500 });
    expect((await single(token, sel('sr:match:103', 1, '1', 2.5), 10)).body.data.status).toBe(2);
    const acc = await single(token, sel('sr:match:103', 1, '2', 3.1), 10);
    expect(acc.body.data.invalidTickets[0]).toMatchObject({
      error: 'ACCUMULATED_STAKE_LIMIT',
      context: { limit: 5 },
    });
    const limits = await post(token, '/api/BettingRules/sportbook/single/limitbyevent', {
      userEvents: [{ eventId: 'sr:match:103', stake: 10, providerId: 1, marketId: 1 }],
    });
    expect(limits.body.data).toMatchObject({
      isValid: false,
      userEvents: [{ code: 'ACCUMULATED_STAKE_LIMIT', maxStake: 5 }],
    });
    configureBetting(sut.platform, { maxStakePerEvent: 10_000_000 });
    await feed.odds('sr:match:103', [oneXTwo([2.5, 3.1, 2.9], -1)]);
    expect(await code(single(token, sel('sr:match:103', 1, '1', 2.5), 5))).toBe('EVENT_MARKET_NOT_ACTIVED');
    await ledgerOk();
  });

  it('answers -1 with BET_STAKE_OVER_LIMIT for a user blocked by limit', async () => {
    const { user, token } = await createBettor(sut.platform, 5_000);
    const admin = await createBettor(sut.platform);
    const { tokenFor } = await import('../../testing/platform');
    const adminToken = await tokenFor(sut.platform, { id: admin.user.id, roles: [1] });
    const put = await sut.app.inject({
      method: 'PUT',
      url: `/api/admin/BettingRules/users/${user.id}/limits`,
      headers: auth(adminToken),
      payload: { blocked: true },
    });
    expect(put.statusCode).toBe(200);
    const r = await post(token, '/api/BettingRules/sportbook/multiple/limitbyevent', {
      userEvents: [{ eventId: 'sr:match:101', stake: 5, providerId: 1, marketId: 1 }],
    });
    expect(r.body.data.userEvents[0]).toMatchObject({ code: 'BET_STAKE_OVER_LIMIT', maxStake: -1 });
    const placed = await single(token, sel('sr:match:101', 1, '1', 2), 5);
    expect(placed.body.data.invalidTickets[0]).toMatchObject({
      error: 'BET_STAKE_OVER_LIMIT',
      context: { limit: -1 },
    });
  });

  it('refuses bettors who may not bet', async () => {
    const { user, token } = await createBettor(sut.platform, 5_000);
    const { setAccountRestriction } = await import('../account');
    await setAccountRestriction(sut.platform, user.id, { status: 'SelfExcluded' });
    const r = await single(token, sel('sr:match:101', 1, '1', 2), 5);
    expect(r.status).toBe(403);
    expect(r.body.error?.code).toBe('SELF_EXCLUDED');
    const unvalidated = await (await import('../../testing/factories')).createTestUser(sut.platform);
    const r2 = await single(unvalidated.token, sel('sr:match:101', 1, '1', 2), 5);
    expect(r2.status).toBe(403);
    expect(r2.body.error?.code).toBe('USER_HAS_NOT_VALIDATED_DOCS');
  });

  it('holds a live bet for the delay, then rejects it when the odds moved and gives the stake back', async () => {
    configureBetting(sut.platform, { defaultLiveDelayMs: 60_000 });
    await feed.match('sr:match:201', [oneXTwo([1.8, 3.5, 4.5])], { live: true });
    const { user, token } = await createBettor(sut.platform, 5_000);
    const placed = await single(token, sel('sr:match:201', 1, '1', 1.8), 20);
    expect(placed.body.data).toMatchObject({ status: 0, acceptanceDate: null });
    const ticketId = placed.body.data.ticketId;
    expect((await getUserBalances(sut.platform, user.id)).betsInPlay).toBe(2_000);
    await feed.odds('sr:match:201', [oneXTwo([1.5, 3.8, 5.5])], true);
    const early = await sut.app.inject({
      url: `/api/Ticket/v1/TicketStatus/${ticketId}`,
      headers: auth(token),
    });
    expect(early.json().data.status).toBe(0);
    clockOffset = 61_000;
    const after = await sut.app.inject({
      url: `/api/Ticket/v1/TicketStatus/${ticketId}`,
      headers: auth(token),
    });
    clockOffset = 0;
    expect(after.json().data).toMatchObject({
      status: 3,
      rejectCode: 'ODDS_DIFFERENCE_TOO_HIGH',
      context: { suggestedOdds: 1.5 },
    });
    expect(await getUserBalances(sut.platform, user.id)).toMatchObject({ real: 5_000, betsInPlay: 0 });

    const ok = await single(token, sel('sr:match:201', 1, '1', 1.5), 20);
    clockOffset = 61_000;
    const accepted = await sut.app.inject({
      url: `/api/Ticket/v1/TicketStatus/${ok.body.data.ticketId}`,
      headers: auth(token),
    });
    clockOffset = 0;
    configureBetting(sut.platform, { defaultLiveDelayMs: 0 });
    expect(accepted.json().data).toMatchObject({ status: 2, selectionsFinalState: [{ decimalOdds: 1.5 }] });
    await ledgerOk();
  });
});

describe('settlement', () => {
  it('pays a won multiple exactly once, reverses it on rollback and pays again on the new settlement', async () => {
    await feed.match('sr:match:301', [oneXTwo([2.0, 3.4, 3.8])]);
    await feed.match('sr:match:302', [total(2.5, 1.9, 1.9)]);
    const { user, token } = await createBettor(sut.platform, 10_000);
    const r = await multiple(
      token,
      [sel('sr:match:301', 1, '1', 2.0), sel('sr:match:302', 18, '12', 1.9, 'total=2.5')],
      10,
    );
    expect(r.body.data.status).toBe(2);
    const win1 = settlement('sr:match:301', 'settle', [
      {
        marketId: 1,
        specifiers: '',
        outcomes: [
          { outcomeId: '1', result: 1, voidFactor: 0, deadHeatFactor: 1 },
          { outcomeId: '2', result: 0, voidFactor: 0, deadHeatFactor: 1 },
          { outcomeId: '3', result: 0, voidFactor: 0, deadHeatFactor: 1 },
        ],
      },
    ]);
    const halfWin = settlement('sr:match:302', 'settle', [
      {
        marketId: 18,
        specifiers: 'total=2.5',
        outcomes: [
          { outcomeId: '12', result: 1, voidFactor: 0.5, deadHeatFactor: 1 },
          { outcomeId: '13', result: 0, voidFactor: 0.5, deadHeatFactor: 1 },
        ],
      },
    ]);
    const events: unknown[] = [];
    sut.platform.bus.subscribe(`bets.history.${user.id}`, (m) => events.push(m.data));
    const publish = (p: ReturnType<typeof settlement>) =>
      sut.platform.bus.publish(`feed.settlement.${p.matchId}`, {
        event: 'settlement',
        ts: Date.now(),
        payload: p,
      });
    publish(win1);
    publish(halfWin);
    publish(halfWin); // the same message twice: applied once
    await new Promise((r) => setTimeout(r, 20));
    await settlementsIdle(sut.platform);
    // 10 × 2.0 × (0.5 + 0.5 × 1.9) = 29.00
    expect(await getUserBalances(sut.platform, user.id)).toMatchObject({
      real: 9_000 + 2_900,
      betsInPlay: 0,
    });
    expect(events.at(-1)).toMatchObject({
      event: 'bet-history-update',
      payload: { change: 'settled', betStatus: 6, amountWon: 29 },
    });

    publish(
      settlement('sr:match:302', 'rollback-settle', [
        { marketId: 18, specifiers: 'total=2.5', outcomes: [] },
      ]),
    );
    await new Promise((r) => setTimeout(r, 20));
    await settlementsIdle(sut.platform);
    expect(await getUserBalances(sut.platform, user.id)).toMatchObject({ real: 9_000, betsInPlay: 1_000 });
    publish(
      settlement('sr:match:302', 'settle', [
        {
          marketId: 18,
          specifiers: 'total=2.5',
          outcomes: [
            { outcomeId: '12', result: 0, voidFactor: 0, deadHeatFactor: 1 },
            { outcomeId: '13', result: 1, voidFactor: 0, deadHeatFactor: 1 },
          ],
        },
      ]),
    );
    await new Promise((r) => setTimeout(r, 20));
    await settlementsIdle(sut.platform);
    expect(await getUserBalances(sut.platform, user.id)).toMatchObject({ real: 9_000, betsInPlay: 0 });
    const history = await sut.app.inject({
      url: '/api/UserBet/Bets/ByRangeByStatus?status=1',
      headers: auth(token),
    });
    expect(history.json().data.results[0]).toMatchObject({
      betNumber: r.body.data.ticketId,
      betStatus: 7,
      betType: 2,
    });
    await ledgerOk();
  });
});
