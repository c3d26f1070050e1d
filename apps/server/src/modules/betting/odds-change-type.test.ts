import type { TPlaceBetAnswer } from '@placar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/platform';
import { configureBetting } from './betting.config';
import { auth, createBettor, oneXTwo, startFeed } from './betting.test-support';

/**
 * Issue 17 defect 7: the slip's "aceitar alterações de odds" setting is the placement's oddsChangeType
 * (0 Nunca, 1 Somente se aumentarem, 2 Qualquer alteração). The feed offers 2,00 on every match; the
 * bettor asks for less (the odds went up), the same, or more (the odds went down).
 */
let sut: TestApp;
let token: string;
let n = 0;

beforeAll(async () => {
  sut = await createTestApp({ start: false });
  configureBetting(sut.platform, { defaultLiveDelayMs: 0 });
  const { bettingModule } = await import('./index');
  await bettingModule.start?.(sut.platform);
  const feed = await startFeed(sut.platform);
  for (const id of [201, 202, 203]) await feed.match(`sr:match:${id}`, [oneXTwo([2.0, 3.4, 3.8])]);
  ({ token } = await createBettor(sut.platform, 100_000));
}, 60_000);
afterAll(() => sut.close());

async function single(oddsChangeType: number, eventId: string, asked: number) {
  const res = await sut.app.inject({
    method: 'POST',
    url: '/api/Ticket/v1/PlaceBet/MultiSingle',
    headers: auth(token),
    payload: {
      connectionId: `odds-change-${++n}`,
      ticketRequest: {
        oddsChangeType,
        ticketBetSelection: [
          { eventId, marketId: 1, specifiers: '', outcomeId: '1', outcomeValueDecimal: asked, stake: 2 },
        ],
      },
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as TPlaceBetAnswer;
}

const accepted = (a: TPlaceBetAnswer) => {
  expect(a).toMatchObject({ status: 2, rejectCode: null });
  return a.selectionsFinalState[0]?.decimalOdds;
};
const refused = (a: TPlaceBetAnswer) => {
  expect(a).toMatchObject({ status: 3, rejectCode: 'ODDS_DIFFERENCE_TOO_HIGH' });
  expect(a.invalidTickets[0]?.context).toMatchObject({ suggestedOdds: 2.0 });
};

describe('oddsChangeType honoured at placement', () => {
  it('0 (Nunca): only the odds asked for; a rise is refused too', async () => {
    expect(accepted(await single(0, 'sr:match:201', 2.0))).toBe(2.0);
    refused(await single(0, 'sr:match:201', 1.95));
    refused(await single(0, 'sr:match:201', 2.05));
  });

  it('1 (Somente se aumentarem): a rise is taken at the new odds, any drop is refused', async () => {
    expect(accepted(await single(1, 'sr:match:202', 2.0))).toBe(2.0);
    expect(accepted(await single(1, 'sr:match:202', 1.95))).toBe(2.0);
    // the 2,25 → 2,24 of the defect: a drop of less than 1 % is still a drop
    refused(await single(1, 'sr:match:202', 2.01));
    refused(await single(1, 'sr:match:202', 2.5));
  });

  it('2 (Qualquer alteração): every change is taken at the odds now', async () => {
    expect(accepted(await single(2, 'sr:match:203', 1.5))).toBe(2.0);
    expect(accepted(await single(2, 'sr:match:203', 2.5))).toBe(2.0);
  });

  it('a value outside 0, 1, 2 is a 400', async () => {
    const res = await sut.app.inject({
      method: 'POST',
      url: '/api/Ticket/v1/PlaceBet/MultiSingle',
      headers: auth(token),
      payload: {
        connectionId: `odds-change-${++n}`,
        ticketRequest: {
          oddsChangeType: 3,
          ticketBetSelection: [
            {
              eventId: 'sr:match:201',
              marketId: 1,
              specifiers: '',
              outcomeId: '1',
              outcomeValueDecimal: 2,
              stake: 2,
            },
          ],
        },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBeTruthy();
  });
});
