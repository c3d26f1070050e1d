import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../testing/factories';
import { createValidatedUser } from '../../testing/identity';
import { setAccountRestriction, setDeactivated } from '../account';
import { getUserBalances } from '../wallet';
import { auth, createBettor, fund, oneXTwo, total } from './betting.test-support';
import { codesHarness, PRE, PRE2, sel } from './reject-codes.test-support';

/** Seed 002 refusals about the bettor, the ticket and the request: account states, cashout, HTTP 400. */

let h: Awaited<ReturnType<typeof codesHarness>>;
beforeAll(async () => {
  h = await codesHarness();
}, 120_000);
afterAll(() => h.sut.close());

describe('bettor, ticket and request refusals', () => {
  it('USER_ON_BREAK (even right after an accepted bet), INTERNAL_BLOCKED and EMAIL_NOT_VERIFIED', async () => {
    const { user, token } = await createBettor(h.sut.platform, 10_000);
    expect((await h.single(token, sel(PRE), 5)).body.data.status).toBe(2);
    await setAccountRestriction(h.sut.platform, user.id, { status: 'Break' });
    const onBreak = await h.single(token, sel(PRE), 5);
    expect(onBreak.status).toBe(403);
    expect(onBreak.body.error?.code).toBe('USER_ON_BREAK');

    const blocked = await createBettor(h.sut.platform, 1_000);
    expect((await h.single(blocked.token, sel(PRE), 5)).body.data.status).toBe(2);
    await setAccountRestriction(h.sut.platform, blocked.user.id, { status: 'InternalBlocked' });
    expect((await h.single(blocked.token, sel(PRE), 5)).body.error?.code).toBe('INTERNAL_BLOCKED');

    const unverified = await createValidatedUser(h.sut.platform, { step: 1 });
    await fund(h.sut.platform, unverified.user.id, 1_000);
    const r = await h.single(unverified.token, sel(PRE), 5);
    expect(r.status).toBe(403);
    expect(r.body.error?.code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('a deactivated account is refused at once (406 SELF_BLOCKED), though it was just allowed to bet (the bettor cache drops it)', async () => {
    const { user, token } = await createBettor(h.sut.platform, 10_000);
    expect((await h.single(token, sel(PRE), 5)).body.data.status).toBe(2);
    await setDeactivated(h.sut.platform, user.id, true);
    const refused = await h.single(token, sel(PRE), 5);
    expect([refused.status, refused.body.error?.code]).toEqual([406, 'SELF_BLOCKED']);
    await setDeactivated(h.sut.platform, user.id, false);
    expect((await h.single(token, sel(PRE), 5)).body.data.status).toBe(2);
  });

  it('Feed-Version: 2 or absent is placed; another version is refused with 400 naming the header', async () => {
    const { token } = await createBettor(h.sut.platform, 10_000);
    const body = (connectionId: string) => ({
      connectionId,
      ticketRequest: { oddsChangeType: 1, ticketBetSelection: [{ ...sel(PRE), stake: 5 }] },
    });
    const place = (connectionId: string, headers: Record<string, string>) =>
      h.sut.app.inject({
        method: 'POST',
        url: '/api/Ticket/v1/PlaceBet/MultiSingle',
        headers: { ...auth(token), ...headers },
        payload: body(connectionId),
      });
    const ok = await place('feed-version-2', { 'feed-version': '2' });
    expect(ok.json()).toMatchObject({ data: { status: 2 } });
    const old = await place('feed-version-1', { 'feed-version': '1' });
    expect(old.statusCode).toBe(400);
    expect(JSON.stringify(old.json())).toContain('feed-version');
    const multiple = await h.sut.app.inject({
      method: 'POST',
      url: '/api/Ticket/v1/PlaceBet/Multiple',
      headers: { ...auth(token), 'feed-version': '3' },
      payload: {
        connectionId: 'feed-version-3',
        ticketRequest: { stake: 5, counterBets: [sel(PRE), sel(PRE2)], oddsChangeType: 1 },
      },
    });
    expect(multiple.statusCode).toBe(400);
    expect(JSON.stringify(multiple.json())).toContain('feed-version');
  });

  it("TICKET_NOT_FOUND for another user's ticket; a suspended market offers no cashout (ClosedMarket, CASHOUT_NOT_AVAILABLE)", async () => {
    await h.feed.odds(PRE2, [oneXTwo([2.0, 3.4, 3.8]), total(2.5, 1.9, 1.9)]);
    const { user, token } = await createBettor(h.sut.platform, 10_000);
    const placed = await h.single(token, sel(PRE2), 10);
    const ticketId = placed.body.data.ticketId!;
    const stranger = await createTestUser(h.sut.platform);
    const status = await h.sut.app.inject({
      url: `/api/Ticket/v1/TicketStatus/${ticketId}`,
      headers: auth(stranger.token),
    });
    expect(status.statusCode).toBe(404);
    expect(status.json().error.code).toBe('TICKET_NOT_FOUND');

    const offer = (
      await h.sut.app.inject({ url: `/api/Cashout/v2/Calculate/Single/${ticketId}`, headers: auth(token) })
    ).json().data;
    expect(offer.state).toBe(0);
    await h.feed.odds(PRE2, [oneXTwo([2.0, 3.4, 3.8], -1), total(2.5, 1.9, 1.9)]);
    const closed = await h.sut.app.inject({
      url: `/api/Cashout/v2/Calculate/Single/${ticketId}`,
      headers: auth(token),
    });
    expect(closed.json().data).toMatchObject({ state: 5, cashoutAmount: null, offerId: null });
    const cashout = await h.post(token, '/api/Cashout/v2/Place/Single', {
      ticketId,
      offerId: offer.offerId,
      cashoutAmount: offer.cashoutAmount,
    });
    expect(cashout.body.data).toMatchObject({ state: 5, code: 'CASHOUT_NOT_AVAILABLE', newOffer: null });
    expect(await getUserBalances(h.sut.platform, user.id)).toMatchObject({ real: 9_000, betsInPlay: 1_000 });
    await h.feed.odds(PRE2, [oneXTwo([2.0, 3.4, 3.8]), total(2.5, 1.9, 1.9)]);
  });

  it('HTTP 400 names the field and the selection (context.selectionIndex)', async () => {
    const { token } = await createBettor(h.sut.platform, 10_000);
    const bad = await h.post(token, '/api/Ticket/v1/PlaceBet/MultiSingle', {
      connectionId: h.slip(),
      ticketRequest: {
        oddsChangeType: 1,
        ticketBetSelection: [
          { ...sel(PRE), stake: 5 },
          { ...sel(PRE2), stake: 5 },
          { ...sel(PRE), outcomeId: '2', stake: -3 },
        ],
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'VALIDATION_ERROR', context: { selectionIndex: 2 } });
    expect(bad.body.error?.message).toContain("Campo 'valor da aposta (item 3)'");
    const badLeg = await h.post(token, '/api/Ticket/v1/PlaceBet/Multiple', {
      connectionId: h.slip(),
      ticketRequest: { stake: 5, oddsChangeType: 1, counterBets: [sel(PRE), { ...sel(PRE2), marketId: 0 }] },
    });
    expect(badLeg.status).toBe(400);
    expect(badLeg.body.error?.context).toMatchObject({ selectionIndex: 1 });
    const noSlip = await h.post(token, '/api/Ticket/v1/PlaceBet/Multiple', {
      ticketRequest: { stake: 5, oddsChangeType: 1, counterBets: [sel(PRE), sel(PRE2)] },
    });
    expect(noSlip.status).toBe(400);
    expect(noSlip.body.error?.context).not.toHaveProperty('selectionIndex');
  });
});
