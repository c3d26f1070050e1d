import { CASINO_SIGNATURE_HEADER } from '@placar/contract';
import { casino } from '@placar/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signBody as signCasinoRequest } from '../../../platform/http/signed-body';
import { createTestApp, type TestApp } from '../../../testing/platform';
import { setAccountRestriction } from '../../account';
import { applyPendingEffects, onPlayerRestricted } from '../../responsible-gaming';
import { checkLedger, getUserBalances } from '../../wallet';
import { setProviderCredentials } from '../wallet/providers';
import { fundedPlayer } from '../wallet/test-support';

/** Self-exclusion (and pauses, blocks) end the player's open casino rounds instead of stranding them. */
let sut: TestApp;
const PROVIDER = { id: 1, slug: 'pragmatic', secret: 'exclusion-test-provider-secret-0123456789' };
beforeAll(async () => {
  sut = await createTestApp();
  await setProviderCredentials(sut.platform, PROVIDER.id, { secret: PROVIDER.secret });
});
afterAll(() => sut.close());

const play = (casinoToken: string, url: string, payload: object) =>
  sut.app.inject({ method: 'POST', url, payload, headers: { 'x-casino-token': casinoToken } });
const selfExclude = (bearer: string) =>
  sut.app.inject({
    method: 'POST',
    url: '/api/ResponsibleGame/SelfExclusion',
    payload: { months: 6 },
    headers: { authorization: `Bearer ${bearer}` },
  });
const roundRow = async (id: number) =>
  (
    await sql<{ status: string; bet: number; win: number; refunded: number; state: { layout: number[] } }>`
      select status, bet, win, refunded, state from casino_rounds where id = ${id}`.execute(sut.platform.db)
  ).rows[0]!;
const real = async (userId: number) => (await getUserBalances(sut.platform, userId)).real;

async function provider(op: string, body: object) {
  const payload = JSON.stringify(body);
  const res = await sut.app.inject({
    method: 'POST',
    url: `/api/casino/provider/${PROVIDER.slug}/${op}`,
    payload,
    headers: {
      'content-type': 'application/json',
      [CASINO_SIGNATURE_HEADER]: signCasinoRequest(PROVIDER.secret, payload),
    },
  });
  return {
    status: res.statusCode,
    body: res.json() as { data?: Record<string, unknown>; error?: { code: string } },
  };
}

describe('a self-excluded player with open casino rounds', () => {
  it('an open mines round with safe tiles is cashed out at their multiplier', async () => {
    const p = await fundedPlayer(sut.platform, 10_000, 100, 'mines');
    const start = (
      await play(p.casinoToken, '/api/Casino/Originals/mines/Start', { amount: 10, mines: 3 })
    ).json().data;
    const { layout } = (await roundRow(start.roundId)).state;
    const safe = [...Array(25).keys()].filter((t) => !layout.includes(t)).slice(0, 2);
    for (const tile of safe)
      expect(
        (
          await play(p.casinoToken, '/api/Casino/Originals/mines/Reveal', { roundId: start.roundId, tile })
        ).json().data.status,
      ).toBe('open');

    expect((await selfExclude(p.bearer)).statusCode).toBe(200);
    const win = casino.payoutCentavos(1_000, casino.minesMultiplier(3, 2));
    expect(await roundRow(start.roundId)).toMatchObject({ status: 'closed', bet: 1_000, win });
    expect(await real(p.user.id)).toBe(10_000 - 1_000 + win);
    // the launch token no longer plays
    const after = await play(p.casinoToken, '/api/Casino/Originals/mines/Cashout', {
      roundId: start.roundId,
    });
    expect(after.statusCode).toBe(401);
    expect(await checkLedger(sut.platform.db)).toMatchObject({ ok: true });
  });

  it('a mines round with no tile revealed is refunded, and an open blackjack hand stands and is settled', async () => {
    const p = await fundedPlayer(sut.platform, 100_000, 100, 'mines');
    const mines = (
      await play(p.casinoToken, '/api/Casino/Originals/mines/Start', { amount: 10, mines: 3 })
    ).json().data;
    // the same player's blackjack token (a second game open in another tab)
    const bjToken = (
      await sut.app.inject({
        method: 'POST',
        url: '/api/Casino/Launch',
        payload: { gameId: 'blackjack', mode: 'real' },
        headers: { authorization: `Bearer ${p.bearer}` },
      })
    ).json().data.token as string;
    let hand: { roundId: number; status: string } | undefined;
    for (let i = 0; i < 20 && hand?.status !== 'open'; i++)
      hand = (await play(bjToken, '/api/Casino/Originals/blackjack/Start', { amount: 1 })).json().data;
    expect(hand?.status).toBe('open');
    const before = await real(p.user.id);

    expect((await selfExclude(p.bearer)).statusCode).toBe(200);
    expect(await roundRow(mines.roundId)).toMatchObject({ status: 'refunded', refunded: 1_000 });
    const settled = await roundRow(hand!.roundId);
    expect(settled.status).toBe('closed');
    expect(await real(p.user.id)).toBe(before + 1_000 + Number(settled.win));
    const open = await sql<{ n: number }>`
      select count(*)::int as n from casino_rounds where user_id = ${p.user.id} and status = 'open'`.execute(
      sut.platform.db,
    );
    expect(open.rows[0]!.n).toBe(0);
    expect(await checkLedger(sut.platform.db)).toMatchObject({ ok: true });
  });

  it("an aggregator's win after the token was revoked is credited once; a new bet on it is refused", async () => {
    const p = await fundedPlayer(sut.platform, 10_000, PROVIDER.id, 'gates-of-olympus');
    const base = { token: p.casinoToken, gameId: 'gates-of-olympus' };
    const bet = await provider('debit', {
      ...base,
      transactionId: 'ex-bet-1',
      roundId: 'ex-round-1',
      amount: 5,
    });
    expect(bet.status).toBe(200);
    const bet2 = await provider('debit', {
      ...base,
      transactionId: 'ex-bet-2',
      roundId: 'ex-round-2',
      amount: 2,
    });
    expect(bet2.status).toBe(200);
    expect((await selfExclude(p.bearer)).statusCode).toBe(200);

    const win = { ...base, transactionId: 'ex-win-1', roundId: 'ex-round-1', amount: 12 };
    const credited = await provider('credit', win);
    expect(credited.status).toBe(200);
    expect(credited.body.data).toMatchObject({ balance: 105, currency: 'BRL' });
    const replay = await provider('credit', win);
    expect(replay.status).toBe(200);
    expect(replay.body.data).toMatchObject({ balance: 105, replayed: true });
    // the rollback of the other round is honoured too, and the round ends
    const rolled = await provider('refund', {
      ...base,
      transactionId: 'ex-refund-2',
      refundedTransactionId: 'ex-bet-2',
      roundId: 'ex-round-2',
    });
    expect(rolled.status).toBe(200);
    expect(rolled.body.data).toMatchObject({ balance: 107 });
    expect((await provider('endRound', { token: p.casinoToken, roundId: 'ex-round-1' })).status).toBe(200);
    // but the revoked token takes no new bet, and reads no balance
    const late = await provider('debit', {
      ...base,
      transactionId: 'ex-bet-3',
      roundId: 'ex-round-3',
      amount: 1,
    });
    expect(late).toMatchObject({ status: 401, body: { error: { code: 'CASINO_TOKEN_INVALID' } } });
    expect((await provider('balance', { token: p.casinoToken })).status).toBe(401);
    // an unknown token stays unknown
    expect((await provider('credit', { ...win, token: 'never-issued-token-123' })).status).toBe(401);
    expect(await real(p.user.id)).toBe(10_700);
    expect(await checkLedger(sut.platform.db)).toMatchObject({ ok: true });
  });

  it("a block set by support's tools (account status, announced on the bus) ends the open round too", async () => {
    const p = await fundedPlayer(sut.platform, 10_000, 100, 'mines');
    const start = (
      await play(p.casinoToken, '/api/Casino/Originals/mines/Start', { amount: 10, mines: 3 })
    ).json().data;
    await setAccountRestriction(sut.platform, p.user.id, { status: 'InternalBlocked' });
    let round = await roundRow(start.roundId);
    for (let i = 0; i < 200 && round.status === 'open'; i++) {
      await new Promise((r) => setImmediate(r));
      round = await roundRow(start.roundId);
    }
    expect(round).toMatchObject({ status: 'refunded', refunded: 1_000 });
    expect(await real(p.user.id)).toBe(10_000);
    expect(await checkLedger(sut.platform.db)).toMatchObject({ ok: true });
  });

  it('an effect that fails when the exclusion starts is run again by the sweep until it succeeds', async () => {
    const p = await fundedPlayer(sut.platform, 0, 100, 'mines');
    const seen: number[] = [];
    let failures = 1;
    onPlayerRestricted(sut.platform, 'flaky-test-effect', async (userId) => {
      if (userId !== p.user.id) return;
      seen.push(userId);
      if (failures-- > 0) throw new Error('temporarily unavailable');
    });
    expect((await selfExclude(p.bearer)).statusCode).toBe(200);
    const pending = async () =>
      (
        await sql<{ n: number }>`
          select count(*)::int as n from rg_restrictions where user_id = ${p.user.id} and effects_done_at is null`.execute(
          sut.platform.db,
        )
      ).rows[0]!.n;
    expect(seen).toEqual([p.user.id]);
    expect(await pending()).toBe(1);
    await applyPendingEffects(sut.platform);
    expect(seen).toEqual([p.user.id, p.user.id]);
    expect(await pending()).toBe(0);
    onPlayerRestricted(sut.platform, 'flaky-test-effect', async () => {});
  });
});
