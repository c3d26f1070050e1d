import type { TPlaceBetAnswer } from '@placar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../testing/factories';
import { createValidatedUser } from '../../testing/identity';
import { createTestApp, type TestApp, tokenFor } from '../../testing/platform';
import { setAccountRestriction } from '../account';
import { fixtureChange, matchFixture } from '../feed/testing/feed-builders';
import { setFlag } from '../flags';
import { checkLedger, getUserBalances } from '../wallet';
import { configureBetting } from './betting.config';
import type { BettingTables } from './betting.tables';
import { auth, createBettor, fund, oneXTwo, startFeed, total } from './betting.test-support';
import { grantFreeBet } from './free-bets';
import { MAX_BALANCE_MESSAGE } from './ticket-write';

/**
 * The reject codes of seed 002 (error catalogue, section 5 limits, free-bet codes) that placement.test.ts
 * and cashout-freebet.test.ts do not already produce, each where it applies.
 */
let sut: TestApp;
let feed: Awaited<ReturnType<typeof startFeed>>;
let n = 0;
const slip = () => `codes-${Date.now()}-${++n}`;
const PRE = 'sr:match:801';
const PRE2 = 'sr:match:802';
const LIVE = 'sr:match:803';
const ENDED = 'sr:match:804';
const SWITCHED = 'sr:match:806';
const TWIN_SR = 'sr:match:805';
const TWIN_BG = 'bg:match:805';

type Body = {
  data: TPlaceBetAnswer;
  error?: { code: string; message: string; context?: Record<string, unknown> };
};
async function post(token: string, url: string, payload: object) {
  const res = await sut.app.inject({ method: 'POST', url, headers: auth(token), payload });
  return { status: res.statusCode, body: res.json() as Body };
}
const sel = (eventId: string, outcomeId = '1', odds = 2.0, marketId = 1, specifiers = '') => ({
  eventId,
  marketId,
  specifiers,
  outcomeId,
  outcomeValueDecimal: odds,
});
const single = (token: string, s: object, stake: number, extra: object = {}) =>
  post(token, '/api/Ticket/v1/PlaceBet/MultiSingle', {
    connectionId: slip(),
    ticketRequest: { oddsChangeType: 1, ticketBetSelection: [{ ...s, stake, ...extra }] },
  });
const multiple = (token: string, counterBets: object[], stake: number) =>
  post(token, '/api/Ticket/v1/PlaceBet/Multiple', {
    connectionId: slip(),
    ticketRequest: { stake, counterBets, oddsChangeType: 1 },
  });
const singleCode = async (p: ReturnType<typeof single>) => (await p).body.data.invalidTickets[0]?.error;
const builder = (outcomes: [number, string, string][]) =>
  outcomes.map(([marketId, specifiers, outcomeId]) => ({ marketId, specifiers, outcomeId }));

beforeAll(async () => {
  sut = await createTestApp();
  configureBetting(sut.platform, { defaultLiveDelayMs: 0 });
  feed = await startFeed(sut.platform);
  for (const id of [PRE, PRE2, SWITCHED])
    await feed.match(id, [oneXTwo([2.0, 3.4, 3.8]), total(2.5, 1.9, 1.9)]);
  await feed.match(LIVE, [oneXTwo([1.8, 3.5, 4.5]), total(2.5, 1.9, 1.9)], { live: true });
  const scheduledAt = Date.now() + 86_400_000;
  await feed.ingestion.apply(fixtureChange(matchFixture(ENDED, { status: 4, scheduledAt }), Date.now()));
  for (const id of [TWIN_SR, TWIN_BG]) {
    await feed.ingestion.apply(fixtureChange(matchFixture(id, { scheduledAt }), Date.now()));
    await feed.odds(id, [oneXTwo([2.0, 3.4, 3.8])]);
  }
}, 120_000);
afterAll(() => sut.close());

describe('reject codes of seed 002', () => {
  it('EVENT_MATCH_NOT_ACTIVED, PROVIDER_SWITCH_NOT_ACTIVE and DUPLICATE_EVENT_IN_PROVIDERS', async () => {
    const { user, token } = await createBettor(sut.platform, 10_000);
    expect(await singleCode(single(token, sel(ENDED), 5))).toBe('EVENT_MATCH_NOT_ACTIVED');

    const admin = await createBettor(sut.platform);
    const adminToken = await tokenFor(sut.platform, { id: admin.user.id, roles: [1] });
    const off = await post(adminToken, '/api/providerswitch/replace', { EventId: SWITCHED, Show: false });
    expect(off.status).toBe(200);
    expect(await singleCode(single(token, sel(SWITCHED), 5))).toBe('PROVIDER_SWITCH_NOT_ACTIVE');

    // the same real event from both providers (same teams and start) in one multiple
    const twins = await multiple(token, [sel(TWIN_SR), sel(TWIN_BG)], 5);
    expect(twins.body.data).toMatchObject({
      status: 3,
      rejectCode: 'DUPLICATE_EVENT_IN_PROVIDERS',
      context: { selectionIndex: 1 },
    });
    expect(await getUserBalances(sut.platform, user.id)).toMatchObject({ real: 10_000, betsInPlay: 0 });
  });

  it('custom bets: 404 without selections, CUSTOM_BET_INCOMPATIBLE, -703 and INVALID_EVENT_TYPE', async () => {
    const { token } = await createBettor(sut.platform, 10_000);
    const none = await sut.app.inject({ url: `/api/CustomBet/AvailableSelections/${LIVE}` });
    expect(none.statusCode).toBe(404);
    expect(none.json().error.code).toBe('CUSTOM_BET_NOT_AVAILABLE');

    const clash = builder([
      [1, '', '1'],
      [1, '', '3'],
    ]);
    const calc = await post(token, '/api/CustomBet/CalculateOdds', {
      urnEvent: PRE,
      marketPunterSelections: clash,
    });
    expect(calc.status).toBe(422);
    expect(calc.body.error).toMatchObject({
      code: 'CUSTOM_BET_INCOMPATIBLE',
      message: 'Seleção não compatível.',
      context: { selectionIndex: 1 },
    });

    const placeCustom = (selections: object[], odds: number) =>
      post(token, '/api/Ticket/v1/PlaceBet/CustomBet', {
        connectionId: slip(),
        ticketRequest: {
          eventId: PRE,
          calculationOdds: odds,
          stake: 5,
          oddsChangeType: 1,
          ticketBetSelection: selections,
        },
      });
    const traded = await placeCustom(clash, 3);
    expect(traded.body.data).toMatchObject({ status: 3, rejectCode: '-703', context: { selectionIndex: 1 } });

    const fine = builder([
      [1, '', '1'],
      [18, 'total=2.5', '12'],
    ]);
    const priced = await post(token, '/api/CustomBet/CalculateOdds', {
      urnEvent: PRE,
      marketPunterSelections: fine,
    });
    const odds = (priced.body.data as unknown as { decimalOdds: number }).decimalOdds;
    expect((await placeCustom(fine, odds)).body.data).toMatchObject({ status: 2, rejectCode: null });

    const parlay = await post(token, '/api/Ticket/v1/PlaceBet/ParlayCustomBets', {
      connectionId: slip(),
      ticketRequest: {
        stake: 5,
        oddsChangeType: 1,
        customBets: [
          { eventId: PRE2, calculationOdds: odds, ticketBetSelection: fine },
          { eventId: LIVE, calculationOdds: 3, ticketBetSelection: fine },
        ],
      },
    });
    expect(parlay.body.data).toMatchObject({
      rejectCode: 'INVALID_EVENT_TYPE',
      context: { selectionIndex: 2 },
    });
  });

  it('free bets: CANCELLED_FREEBET, EXPIRED_FREEBET, LOCKED_FREEBET, GAIN_LIMIT, INVALID_EVENT_TYPE, FREEBET_NOT_AVAILABLE', async () => {
    const { user, token } = await createBettor(sut.platform, 0);
    const other = await createBettor(sut.platform, 0);
    const grant = (
      o: { maxGain?: number; prematchOnly?: boolean; validDays?: number; userId?: number } = {},
    ) =>
      grantFreeBet(sut.platform, {
        userId: o.userId ?? user.id,
        amountCentavos: 1_000,
        betTypes: [1],
        maxGainCentavos: o.maxGain ?? null,
        prematchOnly: o.prematchOnly ?? false,
        validDays: o.validDays ?? 7,
        grantedBy: null,
      });
    const db = sut.platform.db.withTables<BettingTables>();
    const setStatus = (id: string, status: string) =>
      db.updateTable('bet_free_bets').set({ status }).where('id', '=', Number(id)).execute();
    const withFree = (freeBetId: string, s = sel(PRE)) =>
      singleCode(single(token, s, 10, { freeBet: { freeBetId, isFreeBet: true } }));

    const cancelled = await grant();
    await setStatus(cancelled.freeBetId, 'Cancelled');
    expect(await withFree(cancelled.freeBetId)).toBe('CANCELLED_FREEBET');
    expect(await withFree((await grant({ validDays: 0 })).freeBetId)).toBe('EXPIRED_FREEBET');
    const locked = await grant();
    await setStatus(locked.freeBetId, 'Locked');
    expect(await withFree(locked.freeBetId)).toBe('LOCKED_FREEBET');
    // R$ 10 at 2.0: R$ 10 of winnings against R$ 5 allowed
    expect(await withFree((await grant({ maxGain: 500 })).freeBetId)).toBe('GAIN_LIMIT');
    expect(await withFree((await grant({ prematchOnly: true })).freeBetId, sel(LIVE, '1', 1.8))).toBe(
      'INVALID_EVENT_TYPE',
    );
    expect(await withFree((await grant({ userId: other.user.id })).freeBetId)).toBe('FREEBET_NOT_AVAILABLE');
    expect(await getUserBalances(sut.platform, user.id)).toMatchObject({ real: 0, betsInPlay: 0 });
  });

  it('LOSS_LIMIT_EXCEEDED from the responsible-gaming loss limit', async () => {
    const { token } = await createBettor(sut.platform, 10_000);
    const limit = await sut.app.inject({
      method: 'PUT',
      url: '/api/ResponsibleGame/Limits',
      headers: auth(token),
      payload: { kind: 'loss', period: 'daily', value: 10 },
    });
    expect(limit.statusCode).toBe(200);
    const over = await single(token, sel(PRE), 20);
    expect(over.body.data.invalidTickets[0]).toMatchObject({
      error: 'LOSS_LIMIT_EXCEEDED',
      context: { limit: 10 },
    });
    expect((await single(token, sel(PRE), 10)).body.data.status).toBe(2);
  });

  it('TOTAL_AMOUNT_EXCEEDS_UPPER_THRESHOLD when the wallet is above max-wallet-balance (the max-balance modal)', async () => {
    const { user, token } = await createBettor(sut.platform, 10_000);
    const freeBet = await grantFreeBet(sut.platform, {
      userId: user.id,
      amountCentavos: 500,
      betTypes: [1],
      maxGainCentavos: null,
      prematchOnly: false,
      validDays: 7,
      grantedBy: null,
    });
    await setFlag(sut.platform, 'max-wallet-balance', 50, null);
    try {
      const above = {
        error: 'TOTAL_AMOUNT_EXCEEDS_UPPER_THRESHOLD',
        context: { limit: 50, message: MAX_BALANCE_MESSAGE },
      };
      expect((await single(token, sel(PRE), 5)).body.data.invalidTickets[0]).toEqual({
        indexTicket: 0,
        ...above,
      });
      const free = await single(token, sel(PRE), 5, {
        freeBet: { freeBetId: freeBet.freeBetId, isFreeBet: true },
      });
      expect(free.body.data.invalidTickets[0]).toEqual({ indexTicket: 0, ...above });
      expect(await getUserBalances(sut.platform, user.id)).toMatchObject({ real: 10_000, betsInPlay: 0 });
      await setFlag(sut.platform, 'max-wallet-balance', 100, null); // exactly at the maximum is allowed
      expect((await single(token, sel(PRE), 5)).body.data.status).toBe(2);
    } finally {
      await setFlag(sut.platform, 'max-wallet-balance', 250_000, null);
    }
    expect((await checkLedger(sut.platform.db)).ok).toBe(true);
  });

  it('USER_ON_BREAK (even right after an accepted bet), INTERNAL_BLOCKED and EMAIL_NOT_VERIFIED', async () => {
    const { user, token } = await createBettor(sut.platform, 10_000);
    expect((await single(token, sel(PRE), 5)).body.data.status).toBe(2);
    await setAccountRestriction(sut.platform, user.id, { status: 'Break' });
    const onBreak = await single(token, sel(PRE), 5);
    expect(onBreak.status).toBe(403);
    expect(onBreak.body.error?.code).toBe('USER_ON_BREAK');

    const blocked = await createBettor(sut.platform, 1_000);
    expect((await single(blocked.token, sel(PRE), 5)).body.data.status).toBe(2);
    await setAccountRestriction(sut.platform, blocked.user.id, { status: 'InternalBlocked' });
    expect((await single(blocked.token, sel(PRE), 5)).body.error?.code).toBe('INTERNAL_BLOCKED');

    const unverified = await createValidatedUser(sut.platform, { step: 1 });
    await fund(sut.platform, unverified.user.id, 1_000);
    const r = await single(unverified.token, sel(PRE), 5);
    expect(r.status).toBe(403);
    expect(r.body.error?.code).toBe('EMAIL_NOT_VERIFIED');
  });

  it("TICKET_NOT_FOUND for another user's ticket; a suspended market offers no cashout (ClosedMarket, CASHOUT_NOT_AVAILABLE)", async () => {
    await feed.odds(PRE2, [oneXTwo([2.0, 3.4, 3.8]), total(2.5, 1.9, 1.9)]);
    const { user, token } = await createBettor(sut.platform, 10_000);
    const placed = await single(token, sel(PRE2), 10);
    const ticketId = placed.body.data.ticketId!;
    const stranger = await createTestUser(sut.platform);
    const status = await sut.app.inject({
      url: `/api/Ticket/v1/TicketStatus/${ticketId}`,
      headers: auth(stranger.token),
    });
    expect(status.statusCode).toBe(404);
    expect(status.json().error.code).toBe('TICKET_NOT_FOUND');

    const offer = (
      await sut.app.inject({ url: `/api/Cashout/v2/Calculate/Single/${ticketId}`, headers: auth(token) })
    ).json().data;
    expect(offer.state).toBe(0);
    await feed.odds(PRE2, [oneXTwo([2.0, 3.4, 3.8], -1), total(2.5, 1.9, 1.9)]);
    const closed = await sut.app.inject({
      url: `/api/Cashout/v2/Calculate/Single/${ticketId}`,
      headers: auth(token),
    });
    expect(closed.json().data).toMatchObject({ state: 5, cashoutAmount: null, offerId: null });
    const cashout = await post(token, '/api/Cashout/v2/Place/Single', {
      ticketId,
      offerId: offer.offerId,
      cashoutAmount: offer.cashoutAmount,
    });
    expect(cashout.body.data).toMatchObject({ state: 5, code: 'CASHOUT_NOT_AVAILABLE', newOffer: null });
    expect(await getUserBalances(sut.platform, user.id)).toMatchObject({ real: 9_000, betsInPlay: 1_000 });
    await feed.odds(PRE2, [oneXTwo([2.0, 3.4, 3.8]), total(2.5, 1.9, 1.9)]);
  });

  it('HTTP 400 names the field and the selection (context.selectionIndex)', async () => {
    const { token } = await createBettor(sut.platform, 10_000);
    const bad = await post(token, '/api/Ticket/v1/PlaceBet/MultiSingle', {
      connectionId: slip(),
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
    expect(bad.body.error?.message).toContain('ticketRequest.ticketBetSelection.2.stake');
    const badLeg = await post(token, '/api/Ticket/v1/PlaceBet/Multiple', {
      connectionId: slip(),
      ticketRequest: { stake: 5, oddsChangeType: 1, counterBets: [sel(PRE), { ...sel(PRE2), marketId: 0 }] },
    });
    expect(badLeg.status).toBe(400);
    expect(badLeg.body.error?.context).toMatchObject({ selectionIndex: 1 });
    const noSlip = await post(token, '/api/Ticket/v1/PlaceBet/Multiple', {
      ticketRequest: { stake: 5, oddsChangeType: 1, counterBets: [sel(PRE), sel(PRE2)] },
    });
    expect(noSlip.status).toBe(400);
    expect(noSlip.body.error?.context).not.toHaveProperty('selectionIndex');
  });
});
