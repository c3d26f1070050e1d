import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/platform';
import { checkLedger, getUserBalances } from '../../wallet';
import { fundedPlayer } from '../wallet/test-support';
import { pruneIdempotencyKeys } from './idempotency';

let sut: TestApp;
beforeAll(async () => {
  sut = await createTestApp();
});
afterAll(() => sut.close());

let seq = 0;
const newKey = () => `test-key-${process.pid}-${++seq}-${Date.now()}`;
const call = (casinoToken: string, url: string, payload: object, key?: string) =>
  sut.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'x-casino-token': casinoToken, ...(key ? { 'idempotency-key': key } : {}) },
  });
const roundsOf = async (userId: number) =>
  (
    await sql<{ n: number }>`select count(*)::int as n from casino_rounds where user_id = ${userId}`.execute(
      sut.platform.db,
    )
  ).rows[0]!.n;
const dice = { gameId: 'dice', amount: 10, params: { target: 5000, direction: 'under' } };

describe('Placar Originals: the client retry key (Idempotency-Key)', () => {
  it('a dice retry with the same key answers the same round and moves the money once', async () => {
    const p = await fundedPlayer(sut.platform, 10_000);
    const key = newKey();
    const first = await call(p.casinoToken, '/api/Casino/Originals/Play', dice, key);
    expect(first.statusCode).toBe(200);
    const round = first.json().data;
    const retry = await call(p.casinoToken, '/api/Casino/Originals/Play', dice, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data).toEqual(round);
    // the same body with its keys in another order is the same request
    const reordered = await call(
      p.casinoToken,
      '/api/Casino/Originals/Play',
      { params: { direction: 'under', target: 5000 }, amount: 10, gameId: 'dice' },
      key,
    );
    expect(reordered.json().data).toEqual(round);

    const win = round.outcome.win ? Math.floor(1_000 * round.multiplier) : 0;
    expect((await getUserBalances(sut.platform, p.user.id)).real).toBe(10_000 - 1_000 + win);
    expect(await roundsOf(p.user.id)).toBe(1);
    expect(await checkLedger(sut.platform.db)).toMatchObject({ ok: true });

    // a new key is a new round
    const next = await call(p.casinoToken, '/api/Casino/Originals/Play', dice, newKey());
    expect(next.json().data.roundId).not.toBe(round.roundId);
    expect(next.json().data.nonce).toBe(round.nonce + 1);
    expect(await roundsOf(p.user.id)).toBe(2);
  });

  it('the same key with another body is 409 IDEMPOTENCY_CONFLICT and moves nothing', async () => {
    const p = await fundedPlayer(sut.platform, 10_000);
    const key = newKey();
    const first = (await call(p.casinoToken, '/api/Casino/Originals/Play', dice, key)).json().data;
    const balance = (await getUserBalances(sut.platform, p.user.id)).real;
    const other = await call(p.casinoToken, '/api/Casino/Originals/Play', { ...dice, amount: 20 }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('IDEMPOTENCY_CONFLICT');
    // the key on another call conflicts too
    const mines = await call(
      p.casinoToken,
      '/api/Casino/Originals/mines/Start',
      { amount: 10, mines: 3 },
      key,
    );
    expect(mines.statusCode).toBe(409);
    expect(mines.json().error.code).toBe('IDEMPOTENCY_CONFLICT');
    expect((await getUserBalances(sut.platform, p.user.id)).real).toBe(balance);
    expect(await roundsOf(p.user.id)).toBe(1);
    // the first answer still replays
    expect((await call(p.casinoToken, '/api/Casino/Originals/Play', dice, key)).json().data).toEqual(first);
  });

  it('keys belong to the player: another player may use the same key', async () => {
    const a = await fundedPlayer(sut.platform, 10_000);
    const b = await fundedPlayer(sut.platform, 10_000);
    const key = newKey();
    const ra = (await call(a.casinoToken, '/api/Casino/Originals/Play', dice, key)).json().data;
    const rb = await call(b.casinoToken, '/api/Casino/Originals/Play', dice, key);
    expect(rb.statusCode).toBe(200);
    expect(rb.json().data.roundId).not.toBe(ra.roundId);
    expect(await roundsOf(b.user.id)).toBe(1);
  });

  it('concurrent sends of one key play one round', async () => {
    const p = await fundedPlayer(sut.platform, 10_000);
    const key = newKey();
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => call(p.casinoToken, '/api/Casino/Originals/Play', dice, key)),
    );
    for (const a of answers) expect(a.statusCode).toBe(200);
    expect(new Set(answers.map((a) => a.json().data.roundId)).size).toBe(1);
    expect(await roundsOf(p.user.id)).toBe(1);
    const win = answers[0]!.json().data.outcome.win
      ? Math.floor(1_000 * answers[0]!.json().data.multiplier)
      : 0;
    expect((await getUserBalances(sut.platform, p.user.id)).real).toBe(10_000 - 1_000 + win);
    expect(await checkLedger(sut.platform.db)).toMatchObject({ ok: true });
  });

  it('mines start, reveal and cash-out retries answer their first answer', async () => {
    const p = await fundedPlayer(sut.platform, 100_000, 100, 'mines');
    const startKey = newKey();
    const start = (
      await call(p.casinoToken, '/api/Casino/Originals/mines/Start', { amount: 5, mines: 1 }, startKey)
    ).json().data;
    const again = await call(
      p.casinoToken,
      '/api/Casino/Originals/mines/Start',
      { amount: 5, mines: 1 },
      startKey,
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(start);

    let last = start;
    let tile = 0;
    // reveal until one safe tile (1 mine in 25: a mine ends the round and the test plays again)
    const revealKey = newKey();
    last = (
      await call(
        p.casinoToken,
        '/api/Casino/Originals/mines/Reveal',
        { roundId: start.roundId, tile },
        revealKey,
      )
    ).json().data;
    const replay = await call(
      p.casinoToken,
      '/api/Casino/Originals/mines/Reveal',
      { roundId: start.roundId, tile },
      revealKey,
    );
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data).toEqual(last);
    if (last.status === 'open') {
      tile += 1;
      const cashKey = newKey();
      const cash = (
        await call(p.casinoToken, '/api/Casino/Originals/mines/Cashout', { roundId: start.roundId }, cashKey)
      ).json().data;
      expect(cash.status).toBe('closed');
      const cashAgain = await call(
        p.casinoToken,
        '/api/Casino/Originals/mines/Cashout',
        { roundId: start.roundId },
        cashKey,
      );
      expect(cashAgain.statusCode).toBe(200);
      expect(cashAgain.json().data).toEqual(cash);
      expect((await getUserBalances(sut.platform, p.user.id)).real).toBe(100_000 - 500 + cash.win * 100);
    } else {
      expect((await getUserBalances(sut.platform, p.user.id)).real).toBe(100_000 - 500);
    }
    expect(await checkLedger(sut.platform.db)).toMatchObject({ ok: true });
  });

  it('a blackjack action retried with its key is applied once', async () => {
    const p = await fundedPlayer(sut.platform, 100_000, 100, 'blackjack');
    for (let attempt = 0; attempt < 20; attempt++) {
      const start = (
        await call(p.casinoToken, '/api/Casino/Originals/blackjack/Start', { amount: 1 }, newKey())
      ).json().data;
      if (start.status !== 'open') continue;
      const key = newKey();
      const hit = (
        await call(
          p.casinoToken,
          '/api/Casino/Originals/blackjack/Action',
          { roundId: start.roundId, action: 'hit' },
          key,
        )
      ).json().data;
      const retry = await call(
        p.casinoToken,
        '/api/Casino/Originals/blackjack/Action',
        { roundId: start.roundId, action: 'hit' },
        key,
      );
      expect(retry.statusCode).toBe(200);
      expect(retry.json().data).toEqual(hit);
      const stored = (
        await sql<{
          state: { actions: string[] };
        }>`select state from casino_rounds where id = ${start.roundId}`.execute(sut.platform.db)
      ).rows[0]!;
      expect(stored.state.actions).toEqual(['hit']);
      return;
    }
    throw new Error('no open blackjack round in 20 deals');
  });

  it('keys are forgotten after a day (pruned), not before', async () => {
    const p = await fundedPlayer(sut.platform, 10_000);
    const fresh = newKey();
    const old = newKey();
    await call(p.casinoToken, '/api/Casino/Originals/Play', dice, fresh);
    await call(p.casinoToken, '/api/Casino/Originals/Play', dice, old);
    await sql`update casino_idempotency set created_at = now() - interval '25 hours' where key = ${old}`.execute(
      sut.platform.db,
    );
    expect(await pruneIdempotencyKeys(sut.platform.db)).toBeGreaterThanOrEqual(1);
    const left = await sql<{ key: string }>`
      select key from casino_idempotency where key in (${fresh}, ${old})`.execute(sut.platform.db);
    expect(left.rows.map((r) => r.key)).toEqual([fresh]);
  });

  it('a malformed key is a 400 naming it, and nothing is played', async () => {
    const p = await fundedPlayer(sut.platform, 10_000);
    const r = await call(p.casinoToken, '/api/Casino/Originals/Play', dice, 'bad key!');
    expect(r.statusCode).toBe(400);
    expect(JSON.stringify(r.json().error)).toContain('idempotency-key');
    expect(await roundsOf(p.user.id)).toBe(0);
  });
});
