import { CASINO_TOKEN_HEADER, CRASH_PHASE_MS, type TCrashState } from '@placar/contract';
import { casino } from '@placar/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../app';
import { type Bus, openBus } from '../../../platform/bus';
import { MemoryBus } from '../../../platform/bus/memory-bus';
import type { Platform } from '../../../platform/context';
import { createTestApp, type TestApp } from '../../../testing/platform';
import { getUserBalances } from '../../wallet';
import { fundedPlayer } from '../wallet/test-support';
import { crashRoutes } from './crash.routes';
import { CrashGateway } from './crash-gateway';
import { CrashLoop } from './crash-loop';
import { FakeClock } from './crash-loop.test-support';

/**
 * Crash on a node that does not run the rounds: its State, Bet and Cashout travel over the bus to the
 * node that does, and come back with that node's answers and refusals. On NATS when the bus suite runs
 * (PLACAR_TEST_NATS), else on an in-process broker shared by the two nodes.
 */
let sut: TestApp;
let loop: CrashLoop;
const clock = new FakeClock();
let buses: Bus[] = [];
let leader: CrashGateway;
let follower: CrashGateway;
let followerApp: TestApp['app'];

/** A broker two in-process nodes share, as NATS would be (kind 'nats': the gateway forwards over it). */
function sharedBroker(): [Bus, Bus] {
  const broker = new MemoryBus();
  const node = (): Bus => ({
    kind: 'nats',
    prefix: '',
    connected: true,
    onReconnect: () => () => {},
    publish: (subject, data) => broker.publish(subject, data),
    subscribe: (pattern, handler) => broker.subscribe(pattern, handler),
    flush: () => broker.flush(),
    close: async () => {},
  });
  return [node(), node()];
}

beforeAll(async () => {
  sut = await createTestApp();
  buses =
    process.env.PLACAR_TEST_NATS === '1' && process.env.NATS_URL
      ? [await openBus(process.env.NATS_URL), await openBus(process.env.NATS_URL)]
      : sharedBroker();
  const nodeA: Platform = { ...sut.platform, bus: buses[0]! };
  const nodeB: Platform = { ...sut.platform, bus: buses[1]! };
  loop = new CrashLoop(nodeA, clock);
  await loop.start();
  leader = new CrashGateway(nodeA, () => loop);
  follower = new CrashGateway(nodeB, () => undefined, 1_000);
  // the follower's HTTP calls, as a second node serves them
  followerApp = await buildApp(nodeB, {
    modules: [{ name: 'crash-follower', routes: async (app, p) => crashRoutes(app, p, follower) }],
    serveWeb: false,
  });
  await followerApp.ready();
  // NATS subscriptions reach the server before the first request
  await Promise.all(buses.map((b) => b.flush()));
});
afterAll(async () => {
  loop.stop();
  leader.close();
  follower.close();
  await followerApp.close();
  for (const b of buses) await b.close();
  await sut.close();
});

const call = async (method: 'GET' | 'POST', url: string, token?: string, payload?: object) => {
  const res = await followerApp.inject({
    method,
    url,
    headers: token ? { [CASINO_TOKEN_HEADER]: token } : {},
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, data: res.json().data, error: res.json().error };
};

describe('crash on a node without the rounds', () => {
  it('forwards State, Bet and Cashout to the node running the rounds, with its answers and refusals', async () => {
    const p = await fundedPlayer(sut.platform, 10_000, 100, 'crash');
    for (let i = 0; i < 40 && !(loop.round!.phase === 'betting' && loop.round!.crashPoint >= 2); i++) {
      const r = loop.round!;
      const crashAt = (r.startedAt ?? r.bettingEndsAt) + casino.crashElapsedMsFor(r.crashPoint);
      if (r.phase !== 'crashed') await clock.advance(Math.max(0, crashAt - clock.t) + 1, loop);
      await clock.advance(CRASH_PHASE_MS.crashed, loop);
    }
    const round = loop.round!;
    expect(round.crashPoint).toBeGreaterThanOrEqual(2);

    const state = await call('GET', '/api/Casino/Originals/crash/State');
    expect(state.status).toBe(200);
    expect(state.data as TCrashState).toMatchObject({ roundId: round.id, phase: 'betting', myBet: null });

    const bet = await call('POST', '/api/Casino/Originals/crash/Bet', p.casinoToken, { amount: 20 });
    expect(bet.status).toBe(200);
    expect(bet.data).toMatchObject({ roundId: round.id, balance: 80 });
    expect(loop.bets.size).toBe(1);
    expect((await getUserBalances(sut.platform, p.user.id)).real).toBe(8_000);

    // the loop's refusals come back with their code and status
    const again = await call('POST', '/api/Casino/Originals/crash/Bet', p.casinoToken, { amount: 20 });
    expect(again).toMatchObject({ status: 409, error: { code: 'ROUND_IN_PROGRESS' } });
    const stranger = await call('POST', '/api/Casino/Originals/crash/Bet', 'not-a-valid-launch-token', {
      amount: 20,
    });
    expect(stranger.status).toBe(401);
    // bad input is refused by the follower itself
    expect(
      (await call('POST', '/api/Casino/Originals/crash/Bet', p.casinoToken, { amount: -1 })).status,
    ).toBe(400);

    const mine = await call('GET', '/api/Casino/Originals/crash/State', p.casinoToken);
    expect((mine.data as TCrashState).myBet).toMatchObject({ betId: bet.data.betId, status: 'active' });

    await clock.advance(CRASH_PHASE_MS.betting + casino.crashElapsedMsFor(1.5), loop);
    const out = await call('POST', '/api/Casino/Originals/crash/Cashout', p.casinoToken);
    expect(out.status).toBe(200);
    expect(out.data.multiplier).toBeGreaterThanOrEqual(1.5);
    expect((await getUserBalances(sut.platform, p.user.id)).real).toBe(
      8_000 + Math.round(out.data.win * 100),
    );
  });

  it('answers 503 GAME_IN_MAINTENANCE when no node runs the rounds', async () => {
    const nobody = new CrashGateway({ ...sut.platform, bus: buses[1]! }, () => undefined, 300);
    try {
      await expect(nobody.state(null)).resolves.toMatchObject({ roundId: loop.round!.id });
      loop.stop();
      const saved = loop.round;
      loop.round = null;
      await expect(nobody.state(null)).rejects.toMatchObject({ code: 'GAME_IN_MAINTENANCE', status: 503 });
      loop.round = saved;
    } finally {
      nobody.close();
    }
  });

  it('refuses at once, without waiting out the forward timeout, once the loop node says it stopped', async () => {
    // a follower that would wait a minute for an answer
    const slow = new CrashGateway({ ...sut.platform, bus: buses[1]! }, () => undefined, 60_000);
    const saved = loop.round;
    // one try of State, given up after `ms` (a call forwarded before the news arrived would wait a minute)
    const stateWithin = (ms: number) =>
      Promise.race([
        slow.state(null),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('still waiting')), ms)),
      ]);
    try {
      // the slow node's subscriptions reach the server before its first call
      await buses[1]!.flush();
      await expect(slow.state(null)).resolves.toMatchObject({ roundId: loop.round!.id });
      // the loop's node has said it runs the rounds (its beacon may not have fired since the last test)
      leader.announce();
      loop.round = null; // the loop's node stops running rounds, and says so
      leader.announce();
      await buses[0]!.flush();
      // once the news has arrived, the refusal comes at once: well inside the minute a forward would wait
      await vi.waitFor(
        () => expect(stateWithin(300)).rejects.toMatchObject({ code: 'GAME_IN_MAINTENANCE' }),
        {
          timeout: 8_000,
          interval: 50,
        },
      );
      // and forwards again as soon as a loop announces itself
      loop.round = saved;
      leader.announce();
      await vi.waitFor(() => expect(stateWithin(1_000)).resolves.toMatchObject({ roundId: saved!.id }), {
        timeout: 8_000,
        interval: 50,
      });
    } finally {
      loop.round = saved;
      slow.close();
    }
  });
});
