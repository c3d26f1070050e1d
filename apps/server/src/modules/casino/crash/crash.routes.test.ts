import {
  CASINO_TOKEN_HEADER,
  CRASH_PHASE_MS,
  type TCrashRoundsPage,
  type TCrashState,
} from '@placar/contract';
import { casino } from '@placar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/platform';
import { checkLedger, getUserBalances } from '../../wallet';
import { openSession } from '../launch/casino-sessions';
import { fundedPlayer } from '../wallet/test-support';
import { crashRoutes } from './crash.routes';
import { CrashGateway } from './crash-gateway';
import { CrashLoop } from './crash-loop';
import { FakeClock } from './crash-loop.test-support';

/** The crash calls over HTTP, on a loop driven by a fake clock. */
let sut: TestApp;
let loop: CrashLoop;
const clock = new FakeClock();
beforeAll(async () => {
  sut = await createTestApp({
    modules: [
      {
        name: 'crash-under-test',
        routes: async (app, p) => crashRoutes(app, p, new CrashGateway(p, () => loop)),
      },
    ],
  });
  loop = new CrashLoop(sut.platform, clock);
  await loop.start();
});
afterAll(async () => {
  loop.stop();
  await sut.close();
});

const get = async <T>(url: string, token?: string) => {
  const res = await sut.app.inject({ url, headers: token ? { [CASINO_TOKEN_HEADER]: token } : {} });
  return { status: res.statusCode, data: res.json().data as T, code: res.json().error?.code as string };
};
const post = async (url: string, token: string, payload: object = {}) => {
  const res = await sut.app.inject({
    method: 'POST',
    url,
    headers: { [CASINO_TOKEN_HEADER]: token },
    payload,
  });
  return { status: res.statusCode, data: res.json().data, code: res.json().error?.code as string };
};
const STATE = '/api/Casino/Originals/crash/State';
const ROUNDS = '/api/Casino/Originals/crash/Rounds';

/** Lets the current round crash and the pause pass: the next round opens (betting phase). */
async function finishRound() {
  const r = loop.round!;
  const crashAt = (r.startedAt ?? r.bettingEndsAt) + casino.crashElapsedMsFor(r.crashPoint);
  if (r.phase !== 'crashed') await clock.advance(Math.max(0, crashAt - clock.t) + 1, loop);
  await clock.advance(CRASH_PHASE_MS.crashed, loop);
  expect(loop.round!.phase).toBe('betting');
}

/** Lets whole rounds pass until one opens that will crash at `min`× or later (a known outcome to bet on). */
async function roundReaching(min: number) {
  for (let i = 0; i < 40 && !(loop.round!.phase === 'betting' && loop.round!.crashPoint >= min); i++)
    await finishRound();
  expect(loop.round!.crashPoint).toBeGreaterThanOrEqual(min);
  return loop.round!;
}

describe('crash calls', () => {
  it('State shows the player their bet, from any of their launch tokens (a reload), and cash-out works from it', async () => {
    const p = await fundedPlayer(sut.platform, 10_000, 100, 'crash');
    const round = await roundReaching(2);
    expect((await get<TCrashState>(STATE)).data).toMatchObject({ roundId: round.id, myBet: null });

    const bet = await post('/api/Casino/Originals/crash/Bet', p.casinoToken, { amount: 10, autoCashout: 50 });
    expect(bet.status).toBe(200);
    const state = await get<TCrashState>(STATE, p.casinoToken);
    expect(state.data.myBet).toEqual({
      betId: bet.data.betId,
      roundId: round.id,
      amount: 10,
      autoCashout: 50,
      cashedOutAt: null,
      win: 0,
      status: 'active',
    });
    expect(state.data.chainIndex).toBe(round.chainIndex);
    // the page reloads: a new launch token of the same player
    const reload = await openSession(sut.platform, {
      mode: 'real',
      userId: p.user.id,
      providerId: 100,
      gameId: 'crash',
    });
    expect((await get<TCrashState>(STATE, reload.token)).data.myBet?.betId).toBe(bet.data.betId);
    expect(await post('/api/Casino/Originals/crash/Bet', reload.token, { amount: 10 })).toMatchObject({
      status: 409,
      code: 'ROUND_IN_PROGRESS',
    });
    // another player, an unknown token and no token see no bet
    const other = await fundedPlayer(sut.platform, 1_000, 100, 'crash');
    expect((await get<TCrashState>(STATE, other.casinoToken)).data.myBet).toBeNull();
    expect((await get<TCrashState>(STATE, 'not-a-valid-launch-token')).data.myBet).toBeNull();

    await clock.advance(CRASH_PHASE_MS.betting + casino.crashElapsedMsFor(1.5), loop);
    const out = await post('/api/Casino/Originals/crash/Cashout', reload.token);
    expect(out.status).toBe(200);
    expect(out.data.multiplier).toBeGreaterThanOrEqual(1.5);
    expect(out.data.multiplier).toBeLessThan(round.crashPoint);
    const settled = (await get<TCrashState>(STATE, reload.token)).data.myBet;
    expect(settled).toMatchObject({ status: 'won', cashedOutAt: out.data.multiplier, win: out.data.win });
    expect((await getUserBalances(sut.platform, p.user.id)).real).toBe(
      9_000 + Math.round(out.data.win * 100),
    );
    expect(await checkLedger(sut.platform.db)).toMatchObject({ ok: true });
  });

  it('a bet and a cash-out retried with their Idempotency-Key answer their first answer, in any later round too', async () => {
    const p = await fundedPlayer(sut.platform, 10_000, 100, 'crash');
    const round = await roundReaching(2);
    const keyed = (url: string, key: string, payload: object = {}) =>
      sut.app.inject({
        method: 'POST',
        url,
        headers: { [CASINO_TOKEN_HEADER]: p.casinoToken, 'idempotency-key': key },
        payload,
      });
    const betKey = `crash-bet-${p.user.id}`;
    const bet = await keyed('/api/Casino/Originals/crash/Bet', betKey, { amount: 10 });
    expect(bet.statusCode).toBe(200);
    const again = await keyed('/api/Casino/Originals/crash/Bet', betKey, { amount: 10 });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(bet.json().data);
    const conflict = await keyed('/api/Casino/Originals/crash/Bet', betKey, { amount: 20 });
    expect(conflict.json().error.code).toBe('IDEMPOTENCY_CONFLICT');

    await clock.advance(CRASH_PHASE_MS.betting + casino.crashElapsedMsFor(1.5), loop);
    const cashKey = `crash-cash-${p.user.id}`;
    const out = await keyed('/api/Casino/Originals/crash/Cashout', cashKey);
    expect(out.statusCode).toBe(200);
    const outAgain = await keyed('/api/Casino/Originals/crash/Cashout', cashKey);
    expect(outAgain.statusCode).toBe(200);
    expect(outAgain.json().data).toEqual(out.json().data);

    // the lost answer's retry arrives in the next round's betting phase: still the first bet, no new one
    await finishRound();
    expect(loop.round!.id).not.toBe(round.id);
    const late = await keyed('/api/Casino/Originals/crash/Bet', betKey, { amount: 10 });
    expect(late.statusCode).toBe(200);
    expect(late.json().data).toEqual(bet.json().data);
    expect((await get<TCrashState>(STATE, p.casinoToken)).data.myBet).toBeNull();
    expect((await getUserBalances(sut.platform, p.user.id)).real).toBe(
      9_000 + Math.round(out.json().data.win * 100),
    );
    expect(await checkLedger(sut.platform.db)).toMatchObject({ ok: true });
  });

  it('a player who may no longer play: the bet is refunded while betting, cashed out at the multiplier while running', async () => {
    const p = await fundedPlayer(sut.platform, 10_000, 100, 'crash');
    await roundReaching(2);
    expect((await post('/api/Casino/Originals/crash/Bet', p.casinoToken, { amount: 10 })).status).toBe(200);
    expect(await loop.closeForPlayer(`u:${p.user.id}`)).toBe('refunded');
    expect(await loop.closeForPlayer(`u:${p.user.id}`)).toBe('none');
    expect((await get<TCrashState>(STATE, p.casinoToken)).data.myBet).toBeNull();
    expect((await getUserBalances(sut.platform, p.user.id)).real).toBe(10_000);

    await finishRound();
    const round = await roundReaching(2);
    expect((await post('/api/Casino/Originals/crash/Bet', p.casinoToken, { amount: 10 })).status).toBe(200);
    await clock.advance(CRASH_PHASE_MS.betting + casino.crashElapsedMsFor(1.5), loop);
    expect(await loop.closeForPlayer(`u:${p.user.id}`)).toBe('cashedOut');
    const bet = (await get<TCrashState>(STATE, p.casinoToken)).data.myBet!;
    expect(bet.status).toBe('won');
    expect(bet.cashedOutAt).toBeGreaterThanOrEqual(1.5);
    expect(bet.cashedOutAt).toBeLessThan(round.crashPoint);
    expect((await getUserBalances(sut.platform, p.user.id)).real).toBe(9_000 + Math.round(bet.win * 100));
    expect(await checkLedger(sut.platform.db)).toMatchObject({ ok: true });
  });

  it('Rounds lists crashed rounds newest first, each verifiable, and never the round in play', async () => {
    await finishRound();
    await finishRound();
    const current = loop.round!;
    expect(current.phase).toBe('betting');

    const page = await get<TCrashRoundsPage>(ROUNDS);
    expect(page.status).toBe(200);
    expect(page.data.pageSize).toBe(20);
    expect(page.data.total).toBeGreaterThanOrEqual(2);
    expect(page.data.items.map((r) => r.roundId)).not.toContain(current.id);
    const ids = page.data.items.map((r) => r.roundId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    for (const r of page.data.items) {
      expect(casino.sha256Hex(r.seed)).toBe(r.seedHash);
      expect(casino.verifyChainLink(r.seed, r.chainAnchor, r.chainIndex)).toBe(true);
      const point = casino.crashPointFromFloat(
        casino.createFairRng({ serverSeed: r.seed, clientSeed: r.salt }, 0).next(),
      );
      expect(point).toBe(r.crashPoint);
      expect(r.status).toBe('crashed');
      expect(r.cancelledAt).toBeNull();
      expect(Date.parse(r.crashedAt!)).toBeGreaterThanOrEqual(Date.parse(r.startedAt!));
    }

    const second = await get<TCrashRoundsPage>(`${ROUNDS}?pageNumber=2&pageSize=1`);
    expect(second.data.items.map((r) => r.roundId)).toEqual([ids[1]]);
    const beyond = await get<TCrashRoundsPage>(`${ROUNDS}?pageNumber=1000&pageSize=100`);
    expect(beyond.data).toMatchObject({ items: [], total: page.data.total });
    expect((await get(`${ROUNDS}?pageSize=0`)).status).toBe(400);
    expect((await get(`${ROUNDS}?pageNumber=x`)).status).toBe(400);
  });

  it('describes the crash calls in the OpenAPI document', async () => {
    const doc = (await sut.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining([STATE, ROUNDS]));
  });
});
