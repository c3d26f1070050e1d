import type { TPlaceBetAnswer } from '@placar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, tokenFor } from '../../testing/platform';
import { checkLedger, getUserBalances } from '../wallet';
import { configureBetting } from './betting.config';
import { auth, createBettor, oneXTwo, settlement, startFeed } from './betting.test-support';
import { applySettlement } from './settlement';

let sut: TestApp;
let feed: Awaited<ReturnType<typeof startFeed>>;
let n = 0;
const single = async (token: string, outcomeId: string, odds: number, stake: number, freeBet?: string) => {
  const res = await sut.app.inject({
    method: 'POST',
    url: '/api/Ticket/v2/PlaceBet/MultiSingle',
    headers: auth(token),
    payload: {
      connectionId: `cf-slip-${Date.now()}-${++n}`,
      ticketRequest: {
        oddsChangeType: 1,
        ticketBetSelection: [
          {
            eventId: 'sr:match:501',
            marketId: 1,
            outcomeId,
            outcomeValueDecimal: odds,
            stake,
            ...(freeBet ? { freeBet: { freeBetId: freeBet, isFreeBet: true } } : {}),
          },
        ],
      },
    },
  });
  return res.json().data as TPlaceBetAnswer;
};
const settle1X2 = (winner: string) =>
  applySettlement(
    sut.platform,
    settlement('sr:match:501', 'settle', [
      {
        marketId: 1,
        specifiers: '',
        outcomes: ['1', '2', '3'].map((o) => ({
          outcomeId: o,
          result: (o === winner ? 1 : 0) as 0 | 1,
          voidFactor: 0,
          deadHeatFactor: 1,
        })),
      },
    ]),
  );

beforeAll(async () => {
  sut = await createTestApp();
  configureBetting(sut.platform, { defaultLiveDelayMs: 0 });
  feed = await startFeed(sut.platform);
  await feed.match('sr:match:501', [oneXTwo([2.0, 3.4, 3.8])]);
}, 60_000);
afterAll(() => sut.close());

describe('cashout', () => {
  it('offers from current probabilities, pays once, and answers a new offer when the price moved', async () => {
    const { user, token } = await createBettor(sut.platform, 10_000);
    const placed = await single(token, '1', 2.0, 20);
    const id = placed.ticketId!;
    const offer = (
      await sut.app.inject({ url: `/api/Cashout/v2/Calculate/Single/${id}`, headers: auth(token) })
    ).json().data;
    expect(offer.state).toBe(0);
    expect(offer.cashoutAmount).toBeGreaterThan(0);
    expect(offer.cashoutAmount).toBeLessThan(40);
    await feed.odds('sr:match:501', [oneXTwo([1.6, 3.9, 5.2])]);
    const moved = await sut.app.inject({
      method: 'POST',
      url: '/api/Cashout/v2/Place/Single',
      headers: auth(token),
      payload: { ticketId: id, offerId: offer.offerId, cashoutAmount: offer.cashoutAmount },
    });
    const m = moved.json().data;
    expect(m).toMatchObject({ state: 0, code: 'CASHOUT_AMOUNT_CHANGED' });
    expect(m.newOffer.cashoutAmount).toBeGreaterThan(offer.cashoutAmount);
    const ok = await sut.app.inject({
      method: 'POST',
      url: '/api/Cashout/v2/Place/Single',
      headers: auth(token),
      payload: { ticketId: id, offerId: m.newOffer.offerId, cashoutAmount: m.newOffer.cashoutAmount },
    });
    expect(ok.json().data).toMatchObject({ state: 3, cashoutAmount: m.newOffer.cashoutAmount });
    const paid = Math.round(m.newOffer.cashoutAmount * 100);
    expect(await getUserBalances(sut.platform, user.id)).toMatchObject({ real: 8_000 + paid, betsInPlay: 0 });
    // a retry of the accepted offer (its answer was lost) answers the same Success and pays nothing more
    const retry = await sut.app.inject({
      method: 'POST',
      url: '/api/Cashout/v2/Place/Single',
      headers: auth(token),
      payload: { ticketId: id, offerId: m.newOffer.offerId, cashoutAmount: m.newOffer.cashoutAmount },
    });
    expect(retry.json().data).toMatchObject({ state: 3, cashoutAmount: m.newOffer.cashoutAmount });
    // the first, refused offer stays refused
    const stale = await sut.app.inject({
      method: 'POST',
      url: '/api/Cashout/v2/Place/Single',
      headers: auth(token),
      payload: { ticketId: id, offerId: offer.offerId, cashoutAmount: offer.cashoutAmount },
    });
    expect(stale.json().data.state).not.toBe(3);
    expect(await getUserBalances(sut.platform, user.id)).toMatchObject({ real: 8_000 + paid, betsInPlay: 0 });
    const status = await sut.app.inject({ url: `/api/Cashout/v2/CashoutStatus/${id}`, headers: auth(token) });
    expect(status.json().data).toMatchObject({ state: 3, isCashoutBlocked: false });
    await settle1X2('1'); // the match ends later: the cashed-out ticket is not paid again
    expect((await getUserBalances(sut.platform, user.id)).real).toBe(8_000 + paid);
    expect((await checkLedger(sut.platform.db)).ok).toBe(true);
  });
});

describe('free bets', () => {
  it('validates with the seed codes and pays only the winnings (the stake is not returned)', async () => {
    await feed.odds('sr:match:501', [oneXTwo([2.5, 3.2, 2.9])]);
    const { user, token } = await createBettor(sut.platform, 0);
    const admin = await createBettor(sut.platform);
    const adminToken = await tokenFor(sut.platform, { id: admin.user.id, roles: [1] });
    const grant = await sut.app.inject({
      method: 'POST',
      url: '/api/admin/FreeBets/v1/Grant',
      headers: auth(adminToken),
      payload: { userId: user.id, amount: 10, betTypes: [1] },
    });
    const freeBetId = grant.json().data.freeBetId as string;
    // the same grant sent again with its key gives the same free bet; another grant under it is 409
    const keyed = (payload: object) =>
      sut.app.inject({
        method: 'POST',
        url: '/api/admin/FreeBets/v1/Grant',
        headers: { ...auth(adminToken), 'idempotency-key': `grant-${user.id}-welcome` },
        payload,
      });
    const once = (await keyed({ userId: user.id, amount: 5, betTypes: [1] })).json().data;
    expect((await keyed({ userId: user.id, amount: 5, betTypes: [1] })).json().data.freeBetId).toBe(
      once.freeBetId,
    );
    const other = await keyed({ userId: user.id, amount: 50, betTypes: [1] });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('IDEMPOTENCY_CONFLICT');
    const validate = (betType: number, stake: number) =>
      sut.app.inject({
        method: 'POST',
        url: '/api/FreeBets/v1/Validate',
        headers: auth(token),
        payload: { freeBetId, betType, stake },
      });
    expect((await validate(2, 10)).json().data).toEqual({
      isValid: false,
      rejectionCode: 'TYPE_NOT_ALLOWED',
      freeBetId,
    });
    expect((await validate(1, 5)).json().data.rejectionCode).toBe('STAKE_NOT_VALID');
    expect((await validate(1, 10)).json().data).toEqual({ isValid: true, rejectionCode: null, freeBetId });
    const placed = await single(token, '1', 2.5, 10, freeBetId);
    expect(placed.status).toBe(2);
    expect((await single(token, '1', 2.5, 10, freeBetId)).invalidTickets[0]?.error).toBe(
      'FREEBET_NOT_AVAILABLE',
    );
    await settle1X2('1');
    // 10 × 2.5 = 25 paid, less the free stake: 15
    expect(await getUserBalances(sut.platform, user.id)).toMatchObject({ real: 1_500, betsInPlay: 0 });
    expect((await checkLedger(sut.platform.db)).ok).toBe(true);
  });
});
