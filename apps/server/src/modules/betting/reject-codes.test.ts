import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../testing/platform';
import { setFlag } from '../flags';
import { checkLedger, getUserBalances } from '../wallet';
import type { BettingTables } from './betting.tables';
import { auth, createBettor } from './betting.test-support';
import { grantFreeBet } from './free-bets';
import {
  codesHarness,
  ENDED,
  LIVE,
  PRE,
  PRE2,
  SWITCHED,
  sel,
  TWIN_BG,
  TWIN_SR,
} from './reject-codes.test-support';
import { MAX_BALANCE_MESSAGE } from './ticket-write';

/**
 * The placement reject codes of seed 002 (error catalogue, section 5 limits, free-bet codes) that
 * placement.test.ts and cashout-freebet.test.ts do not already produce, each where it applies.
 */
const builder = (outcomes: [number, string, string][]) =>
  outcomes.map(([marketId, specifiers, outcomeId]) => ({ marketId, specifiers, outcomeId }));

let h: Awaited<ReturnType<typeof codesHarness>>;
beforeAll(async () => {
  h = await codesHarness();
}, 120_000);
afterAll(() => h.sut.close());

describe('placement reject codes of seed 002', () => {
  it('EVENT_MATCH_NOT_ACTIVED, PROVIDER_SWITCH_NOT_ACTIVE and DUPLICATE_EVENT_IN_PROVIDERS', async () => {
    const { user, token } = await createBettor(h.sut.platform, 10_000);
    expect(await h.singleCode(h.single(token, sel(ENDED), 5))).toBe('EVENT_MATCH_NOT_ACTIVED');

    const admin = await createBettor(h.sut.platform);
    const adminToken = await tokenFor(h.sut.platform, { id: admin.user.id, roles: [1] });
    const off = await h.post(adminToken, '/api/providerswitch/replace', { EventId: SWITCHED, Show: false });
    expect(off.status).toBe(200);
    expect(await h.singleCode(h.single(token, sel(SWITCHED), 5))).toBe('PROVIDER_SWITCH_NOT_ACTIVE');

    // the same real event from both providers (same teams and start) in one multiple
    const twins = await h.multiple(token, [sel(TWIN_SR), sel(TWIN_BG)], 5);
    expect(twins.body.data).toMatchObject({
      status: 3,
      rejectCode: 'DUPLICATE_EVENT_IN_PROVIDERS',
      context: { selectionIndex: 1 },
    });
    expect(await getUserBalances(h.sut.platform, user.id)).toMatchObject({ real: 10_000, betsInPlay: 0 });
  });

  it('custom bets: 404 without selections, CUSTOM_BET_INCOMPATIBLE, -703 and INVALID_EVENT_TYPE', async () => {
    const { token } = await createBettor(h.sut.platform, 10_000);
    const none = await h.sut.app.inject({ url: `/api/CustomBet/AvailableSelections/${LIVE}` });
    expect(none.statusCode).toBe(404);
    expect(none.json().error.code).toBe('CUSTOM_BET_NOT_AVAILABLE');

    const clash = builder([
      [1, '', '1'],
      [1, '', '3'],
    ]);
    const calc = await h.post(token, '/api/CustomBet/CalculateOdds', {
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
      h.post(token, '/api/Ticket/v1/PlaceBet/CustomBet', {
        connectionId: h.slip(),
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
    const priced = await h.post(token, '/api/CustomBet/CalculateOdds', {
      urnEvent: PRE,
      marketPunterSelections: fine,
    });
    const odds = (priced.body.data as unknown as { decimalOdds: number }).decimalOdds;
    expect((await placeCustom(fine, odds)).body.data).toMatchObject({ status: 2, rejectCode: null });

    const parlay = await h.post(token, '/api/Ticket/v1/PlaceBet/ParlayCustomBets', {
      connectionId: h.slip(),
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

  it('prices a custom bet with a first-half leg (its legs on the half-time × full-time matrix)', async () => {
    const { token } = await createBettor(h.sut.platform, 0);
    const priced = await h.post(token, '/api/CustomBet/CalculateOdds', {
      urnEvent: PRE,
      marketPunterSelections: builder([
        [60, '', '1'],
        [18, 'total=2.5', '12'],
      ]),
    });
    expect(priced.status).toBe(200);
    const data = priced.body.data as unknown as { decimalOdds: number; legsOdds: number };
    expect(data.decimalOdds).toBeGreaterThan(1);
    // leading at half-time and over 2.5 goals go together: the joint price beats the legs' product
    expect(data.legsOdds).toBeGreaterThan(data.decimalOdds);
  });

  it('free bets: CANCELLED_FREEBET, EXPIRED_FREEBET, LOCKED_FREEBET, GAIN_LIMIT, INVALID_EVENT_TYPE, FREEBET_NOT_AVAILABLE', async () => {
    const { user, token } = await createBettor(h.sut.platform, 0);
    const other = await createBettor(h.sut.platform, 0);
    const grant = (
      o: { maxGain?: number; prematchOnly?: boolean; validDays?: number; userId?: number } = {},
    ) =>
      grantFreeBet(h.sut.platform, {
        userId: o.userId ?? user.id,
        amountCentavos: 1_000,
        betTypes: [1],
        maxGainCentavos: o.maxGain ?? null,
        prematchOnly: o.prematchOnly ?? false,
        validDays: o.validDays ?? 7,
        grantedBy: null,
      });
    const db = h.sut.platform.db.withTables<BettingTables>();
    const setStatus = (id: string, status: string) =>
      db.updateTable('bet_free_bets').set({ status }).where('id', '=', Number(id)).execute();
    const withFree = (freeBetId: string, s = sel(PRE)) =>
      h.singleCode(h.single(token, s, 10, { freeBet: { freeBetId, isFreeBet: true } }));

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
    expect(await getUserBalances(h.sut.platform, user.id)).toMatchObject({ real: 0, betsInPlay: 0 });
  });

  it('LOSS_LIMIT_EXCEEDED from the responsible-gaming loss limit', async () => {
    const { token } = await createBettor(h.sut.platform, 10_000);
    const limit = await h.sut.app.inject({
      method: 'PUT',
      url: '/api/ResponsibleGame/Limits',
      headers: auth(token),
      payload: { kind: 'loss', period: 'daily', value: 10 },
    });
    expect(limit.statusCode).toBe(200);
    const over = await h.single(token, sel(PRE), 20);
    expect(over.body.data.invalidTickets[0]).toMatchObject({
      error: 'LOSS_LIMIT_EXCEEDED',
      context: { limit: 10 },
    });
    expect((await h.single(token, sel(PRE), 10)).body.data.status).toBe(2);
  });

  it('TOTAL_AMOUNT_EXCEEDS_UPPER_THRESHOLD when the wallet is above max-wallet-balance (the max-balance modal)', async () => {
    const { user, token } = await createBettor(h.sut.platform, 10_000);
    const freeBet = await grantFreeBet(h.sut.platform, {
      userId: user.id,
      amountCentavos: 500,
      betTypes: [1],
      maxGainCentavos: null,
      prematchOnly: false,
      validDays: 7,
      grantedBy: null,
    });
    await setFlag(h.sut.platform, 'max-wallet-balance', 50, null);
    try {
      const above = {
        error: 'TOTAL_AMOUNT_EXCEEDS_UPPER_THRESHOLD',
        context: { limit: 50, message: MAX_BALANCE_MESSAGE },
      };
      expect((await h.single(token, sel(PRE), 5)).body.data.invalidTickets[0]).toEqual({
        indexTicket: 0,
        ...above,
      });
      const free = await h.single(token, sel(PRE), 5, {
        freeBet: { freeBetId: freeBet.freeBetId, isFreeBet: true },
      });
      expect(free.body.data.invalidTickets[0]).toEqual({ indexTicket: 0, ...above });
      expect(await getUserBalances(h.sut.platform, user.id)).toMatchObject({ real: 10_000, betsInPlay: 0 });
      await setFlag(h.sut.platform, 'max-wallet-balance', 100, null); // exactly at the maximum is allowed
      expect((await h.single(token, sel(PRE), 5)).body.data.status).toBe(2);
    } finally {
      await setFlag(h.sut.platform, 'max-wallet-balance', 250_000, null);
    }
    expect((await checkLedger(h.sut.platform.db)).ok).toBe(true);
  });
});
