import { casino } from '@placar/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../../testing/factories';
import { markFullyValidated } from '../../../testing/identity';
import { createTestApp, type TestApp } from '../../../testing/platform';
import { setAccountRestriction } from '../../account';
import { setFlag } from '../../flags';
import { checkLedger, getUserBalances } from '../../wallet';
import { setGameMaintenance, useIdentityCheck, useMigrationCheck } from '..';
import { fundedPlayer } from '../wallet/test-support';

let sut: TestApp;
beforeAll(async () => {
  sut = await createTestApp();
});
afterAll(() => sut.close());

const bearer = (t: string) => ({ authorization: `Bearer ${t}` });
const launch = (payload: object, token?: string) =>
  sut.app.inject({ method: 'POST', url: '/api/Casino/Launch', payload, headers: token ? bearer(token) : {} });
const play = (casinoToken: string, url: string, payload: object) =>
  sut.app.inject({ method: 'POST', url, payload, headers: { 'x-casino-token': casinoToken } });

describe('Placar Originals with real money', () => {
  it('plays a dice round through the wallet, and verifyRound on the revealed seed gives the stored outcome', async () => {
    const p = await fundedPlayer(sut.platform, 10_000);
    const l = await launch({ gameId: 'dice', mode: 'real' }, p.bearer);
    expect(l.statusCode).toBe(200);
    const token = l.json().data.token;
    const r = await play(token, '/api/Casino/Originals/Play', {
      gameId: 'dice',
      amount: 10,
      params: { target: 5000, direction: 'under' },
    });
    expect(r.statusCode).toBe(200);
    const round = r.json().data;
    const win = round.outcome.win ? Math.floor(1000 * round.multiplier) : 0;
    expect(round.balance * 100).toBe(10_000 - 1_000 + win);
    expect((await getUserBalances(sut.platform, p.user.id)).real).toBe(10_000 - 1_000 + win);

    const rotated = await play(token, '/api/Casino/Originals/Seeds/Rotate', {});
    const revealed = rotated.json().data.revealed;
    expect(casino.verifyServerSeed(revealed.serverSeed, round.serverSeedHash)).toBe(true);
    const recall = (
      await sut.app.inject({ url: `/api/Casino/History/${round.roundId}`, headers: bearer(p.bearer) })
    ).json().data;
    expect(recall.fairness.serverSeed).toBe(revealed.serverSeed);
    const again = casino.verifyRound(
      'dice',
      { serverSeed: revealed.serverSeed, clientSeed: recall.fairness.clientSeed },
      recall.fairness.nonce,
      recall.fairness.params,
    );
    expect(again).toEqual(recall.outcome);
    const history = (await sut.app.inject({ url: '/api/Casino/History', headers: bearer(p.bearer) })).json()
      .data;
    expect(history).toMatchObject({
      total: 1,
      pageSize: 12,
      items: [{ gameId: 'dice', bet: 10, status: 'closed' }],
    });
  });

  it('plays mines to a cash-out and blackjack to the end, each verifiable, with zero ledger drift', async () => {
    const p = await fundedPlayer(sut.platform, 100_000, 100, 'mines');
    const token = (await launch({ gameId: 'mines', mode: 'real' }, p.bearer)).json().data.token;
    const start = (await play(token, '/api/Casino/Originals/mines/Start', { amount: 5, mines: 1 })).json()
      .data;
    expect(start.outcome).not.toHaveProperty('layout');
    expect(
      (await play(token, '/api/Casino/Originals/mines/Start', { amount: 5, mines: 1 })).json().error.code,
    ).toBe('ROUND_IN_PROGRESS');
    let last = start;
    for (let tile = 0; tile < 25 && last.status === 'open'; tile++) {
      if (tile === 2) {
        last = (await play(token, '/api/Casino/Originals/mines/Cashout', { roundId: start.roundId })).json()
          .data;
        break;
      }
      last = (
        await play(token, '/api/Casino/Originals/mines/Reveal', { roundId: start.roundId, tile })
      ).json().data;
    }
    expect(last.status).toBe('closed');
    let bj = (await play(token, '/api/Casino/Originals/blackjack/Start', { amount: 2 })).json().data;
    while (bj.status === 'open') {
      bj = (
        await play(token, '/api/Casino/Originals/blackjack/Action', { roundId: bj.roundId, action: 'stand' })
      ).json().data;
    }
    const { revealed } = (await play(token, '/api/Casino/Originals/Seeds/Rotate', {})).json().data;
    for (const id of [start.roundId, bj.roundId]) {
      const rec = (
        await sut.app.inject({ url: `/api/Casino/History/${id}`, headers: bearer(p.bearer) })
      ).json().data;
      const v = casino.verifyRound(
        rec.gameId,
        { serverSeed: revealed.serverSeed, clientSeed: rec.fairness.clientSeed },
        rec.fairness.nonce,
        rec.fairness.params,
      );
      expect(v.multiplier).toBe(rec.multiplier);
      expect(Math.round(rec.win * 100)).toBe(
        casino.payoutCentavos(rec.gameId === 'blackjack' ? 200 : 500, v.multiplier),
      );
    }
    expect(await checkLedger(sut.platform.db)).toMatchObject({ ok: true });
  });
});

describe('launch rules', () => {
  it('answers the seed codes in order and 403 for self-excluded and blocked players', async () => {
    const code = async (token: string) =>
      (await launch({ gameId: 'dice', mode: 'real' }, token)).json().error?.code;
    const a = await createTestUser(sut.platform);
    await setAccountRestriction(sut.platform, a.user.id, { status: 'Break' });
    expect(await code(a.token)).toBe('RESPONSABLE_GAME_BREAK_TIME');
    await setAccountRestriction(sut.platform, a.user.id, { status: 'SelfExcluded' });
    const self = await launch({ gameId: 'dice', mode: 'real' }, a.token);
    expect(self.statusCode).toBe(403);
    const b = await createTestUser(sut.platform);
    await setAccountRestriction(sut.platform, b.user.id, { status: 'InternalBlocked' });
    expect((await launch({ gameId: 'dice', mode: 'real' }, b.token)).statusCode).toBe(403);

    const c = await fundedPlayer(sut.platform, 100);
    useIdentityCheck(sut.platform, () => false);
    expect(await code(c.bearer)).toBe('USER_HAS_NOT_VALIDATED_DOCS');
    useIdentityCheck(sut.platform, null);
    useMigrationCheck(sut.platform, () => false);
    expect(await code(c.bearer)).toBe('USER_HAS_NOT_MIGRATED');
    useMigrationCheck(sut.platform, null);
    await setFlag(sut.platform, 'max-wallet-balance', 0.5, null);
    expect(await code(c.bearer)).toBe('WALLET_ABOVE_LIMITS');
    await setFlag(sut.platform, 'max-wallet-balance', 250_000, null);
    await setGameMaintenance(sut.platform, 'dice', true);
    const m = await launch({ gameId: 'dice', mode: 'real' }, c.bearer);
    expect([m.statusCode, m.json().error.code]).toEqual([503, 'GAME_IN_MAINTENANCE']);
    await setGameMaintenance(sut.platform, 'dice', false);
    expect((await launch({ gameId: 'dice', mode: 'real' }, c.bearer)).statusCode).toBe(200);
    expect((await launch({ gameId: 'dice', mode: 'real' })).statusCode).toBe(401);
  });

  it('refuses real money before full identity validation (403) while free play stays open', async () => {
    const { user, token } = await createTestUser(sut.platform);
    const refused = await launch({ gameId: 'dice', mode: 'real' }, token);
    expect([refused.statusCode, refused.json().error.code]).toEqual([403, 'USER_HAS_NOT_VALIDATED_DOCS']);
    const free = await launch({ gameId: 'dice', mode: 'free' }, token);
    expect(free.statusCode).toBe(200);
    expect(free.json().data).toMatchObject({ mode: 'free', balance: 1000 });
    await markFullyValidated(sut.platform, user.id);
    const real = await launch({ gameId: 'dice', mode: 'real' }, token);
    expect([real.statusCode, real.json().data.mode]).toEqual([200, 'real']);
  });

  it('closes the lobby during casino maintenance', async () => {
    await setFlag(sut.platform, 'maintenance-casino', true, null);
    const lobby = await sut.app.inject({ url: '/api/Casino/Lobby' });
    expect([lobby.statusCode, lobby.json().error.code]).toEqual([503, 'MAINTENANCE']);
    await setFlag(sut.platform, 'maintenance-casino', false, null);
    const open = (await sut.app.inject({ url: '/api/Casino/Lobby' })).json().data;
    expect(open.providers.find((p: { slug: string }) => p.slug === 'placar-originals').gamesCount).toBe(8);
    expect(open.rails.find((r: { category: string }) => r.category === 'dados').games[0]).toMatchObject({
      id: 'dice',
      rtp: 99,
    });
  });
});

describe('free play', () => {
  it('plays every single-step game with play money and no account, touching no ledger', async () => {
    const before = Number(
      (await sql<{ n: number }>`select count(*)::int as n from ledger_transfers`.execute(sut.platform.db))
        .rows[0]?.n,
    );
    const l = (await launch({ gameId: 'slot', mode: 'free' })).json().data;
    expect(l).toMatchObject({ mode: 'free', balance: 1000 });
    let balance = 1000;
    for (const body of [
      { gameId: 'dice', amount: 1, params: { target: 4950, direction: 'over' } },
      { gameId: 'plinko', amount: 1, params: { rows: 8, risk: 'low' } },
      { gameId: 'scratch', amount: 1, params: {} },
      { gameId: 'slot', amount: 1, params: {} },
      { gameId: 'roulette', params: { bets: [{ type: 'red', amount: 1 }] } },
    ]) {
      const r = await play(l.token, '/api/Casino/Originals/Play', body);
      expect(r.statusCode).toBe(200);
      const d = r.json().data;
      expect(Math.round(d.balance * 100)).toBe(Math.round(balance * 100) - 100 + Math.round(d.win * 100));
      balance = d.balance;
    }
    const bad = await play(l.token, '/api/Casino/Originals/Play', {
      gameId: 'dice',
      amount: 1,
      params: { target: 9999, direction: 'under' },
    });
    expect(bad.statusCode).toBe(400);
    const after = Number(
      (await sql<{ n: number }>`select count(*)::int as n from ledger_transfers`.execute(sut.platform.db))
        .rows[0]?.n,
    );
    expect(after).toBe(before);
    const poor = await play(l.token, '/api/Casino/Originals/Play', {
      gameId: 'dice',
      amount: 5000,
      params: { target: 5000, direction: 'under' },
    });
    expect(poor.json().error.code).toBe('INSUFFICIENT_FUNDS');
  });
});
