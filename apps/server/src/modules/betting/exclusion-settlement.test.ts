import type { TPlaceBetAnswer } from '@placar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/platform';
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
      connectionId: `ex-slip-${Date.now()}-${++n}`,
      ticketRequest: {
        oddsChangeType: 1,
        ticketBetSelection: [
          {
            eventId: 'sr:match:777',
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
    settlement('sr:match:777', 'settle', [
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
  await feed.match('sr:match:777', [oneXTwo([2.0, 3.4, 3.8])]);
}, 60_000);
afterAll(() => sut.close());

describe('a bettor who self-excludes with a ticket open', () => {
  it('the ticket settles as placed and pays the wallet (withdrawable); no new bet is taken', async () => {
    const { user, token } = await createBettor(sut.platform, 10_000);
    const placed = await single(token, '1', 2.0, 20);
    expect(placed.ticketId).toBeTruthy();
    const excluded = await sut.app.inject({
      method: 'POST',
      url: '/api/ResponsibleGame/SelfExclusion',
      headers: auth(token),
      payload: { months: 6 },
    });
    expect(excluded.statusCode).toBe(200);
    const refused = await sut.app.inject({
      method: 'POST',
      url: '/api/Ticket/v2/PlaceBet/MultiSingle',
      headers: auth(token),
      payload: {
        connectionId: `ex-slip-refused-${Date.now()}`,
        ticketRequest: {
          oddsChangeType: 1,
          ticketBetSelection: [
            { eventId: 'sr:match:777', marketId: 1, outcomeId: '1', outcomeValueDecimal: 2.0, stake: 5 },
          ],
        },
      },
    });
    expect(refused.statusCode).toBe(403);
    await settle1X2('1');
    expect(await getUserBalances(sut.platform, user.id)).toMatchObject({
      real: 8_000 + 4_000,
      betsInPlay: 0,
    });
    expect((await checkLedger(sut.platform.db)).ok).toBe(true);
  });
});
