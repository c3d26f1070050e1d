import type { TPlaceBetAnswer } from '@placar/contract';
import { createTestApp, type TestApp } from '../../testing/platform';
import { fixtureChange, matchFixture } from '../feed/testing/feed-builders';
import { configureBetting } from './betting.config';
import { auth, oneXTwo, startFeed, total } from './betting.test-support';

/** The matches and calls of the reject-code tests (reject-codes.test.ts, bettor-codes.test.ts). */
export const PRE = 'sr:match:801';
export const PRE2 = 'sr:match:802';
export const LIVE = 'sr:match:803';
export const ENDED = 'sr:match:804';
export const SWITCHED = 'sr:match:806';
export const TWIN_SR = 'sr:match:805';
export const TWIN_BG = 'bg:match:805';

type Body = {
  data: TPlaceBetAnswer;
  error?: { code: string; message: string; context?: Record<string, unknown> };
};

export const sel = (eventId: string, outcomeId = '1', odds = 2.0, marketId = 1, specifiers = '') => ({
  eventId,
  marketId,
  specifiers,
  outcomeId,
  outcomeValueDecimal: odds,
});

/**
 * An app with a running feed: prematch PRE, PRE2 and SWITCHED (1X2 and total 2.5), LIVE in play, ENDED
 * closed, and the same real event from both providers (TWIN_SR, TWIN_BG: same teams and start).
 */
export async function codesHarness() {
  const sut: TestApp = await createTestApp();
  configureBetting(sut.platform, { defaultLiveDelayMs: 0 });
  const feed = await startFeed(sut.platform);
  for (const id of [PRE, PRE2, SWITCHED])
    await feed.match(id, [oneXTwo([2.0, 3.4, 3.8]), total(2.5, 1.9, 1.9)]);
  await feed.match(LIVE, [oneXTwo([1.8, 3.5, 4.5]), total(2.5, 1.9, 1.9)], { live: true });
  const scheduledAt = Date.now() + 86_400_000;
  await feed.ingestion.apply(fixtureChange(matchFixture(ENDED, { status: 4, scheduledAt }), Date.now()));
  for (const id of [TWIN_SR, TWIN_BG]) {
    await feed.ingestion.apply(fixtureChange(matchFixture(id, { scheduledAt }), Date.now()));
    await feed.odds(id, [oneXTwo([2.0, 3.4, 3.8])]);
  }
  let n = 0;
  const slip = () => `codes-${Date.now()}-${++n}`;
  const post = async (token: string, url: string, payload: object) => {
    const res = await sut.app.inject({ method: 'POST', url, headers: auth(token), payload });
    return { status: res.statusCode, body: res.json() as Body };
  };
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
  return { sut, feed, slip, post, single, multiple, singleCode };
}
