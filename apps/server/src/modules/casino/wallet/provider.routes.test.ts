import { CASINO_SIGNATURE_HEADER } from '@placar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signBody as signCasinoRequest } from '../../../platform/http/signed-body';
import { createTestApp, type TestApp } from '../../../testing/platform';
import { checkLedger, getUserBalances } from '../../wallet';
import { setProviderCredentials } from './providers';
import { fundedPlayer } from './test-support';

/** The seamless wallet over HTTP as an aggregator calls it: signed bodies, the combined betWin call. */
let sut: TestApp;
const PROVIDER = { id: 1, slug: 'pragmatic', secret: 'provider-routes-test-secret-0123456789ab' };
beforeAll(async () => {
  sut = await createTestApp();
  await setProviderCredentials(sut.platform, PROVIDER.id, { secret: PROVIDER.secret });
});
afterAll(() => sut.close());

async function post(op: string, body: object, secret = PROVIDER.secret) {
  const payload = JSON.stringify(body);
  const res = await sut.app.inject({
    method: 'POST',
    url: `/api/casino/provider/${PROVIDER.slug}/${op}`,
    payload,
    headers: {
      'content-type': 'application/json',
      [CASINO_SIGNATURE_HEADER]: signCasinoRequest(secret, payload),
    },
  });
  return {
    status: res.statusCode,
    body: res.json() as { data?: Record<string, unknown>; error?: { code: string } },
  };
}

describe('POST /api/casino/provider/{slug}/betWin', () => {
  it('moves bet and win in one call, answers a retry with the first answer, and keeps the ledger whole', async () => {
    const p = await fundedPlayer(sut.platform, 10_000, PROVIDER.id, 'gates-of-olympus');
    const token = p.casinoToken;
    const body = {
      token,
      betTransactionId: 'pp-bet-1',
      winTransactionId: 'pp-win-1',
      roundId: 'pp-round-1',
      gameId: 'gates-of-olympus',
      betAmount: 12.5,
      winAmount: 40,
    };
    const first = await post('betWin', body);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ balance: 127.5, currency: 'BRL', playerId: `u${p.user.id}` });
    const retry = await post('betWin', body);
    expect(retry.body.data).toMatchObject({
      balance: 127.5,
      replayed: true,
      operatorTransactionId: first.body.data!.operatorTransactionId,
    });
    expect((await getUserBalances(sut.platform, p.user.id)).real).toBe(12_750);
    expect(await checkLedger(sut.platform.db)).toMatchObject({ ok: true });
  });

  it('refuses a bad signature (401), a malformed body (400) and a short balance (422), moving nothing', async () => {
    const p = await fundedPlayer(sut.platform, 1_000, PROVIDER.id, 'gates-of-olympus');
    const token = p.casinoToken;
    const body = {
      token,
      betTransactionId: 'pp-bet-2',
      winTransactionId: 'pp-win-2',
      roundId: 'pp-round-2',
      gameId: 'gates-of-olympus',
      betAmount: 5,
      winAmount: 0,
    };
    const forged = await post('betWin', body, 'another-secret-that-is-long-enough-000000');
    expect([forged.status, forged.body.error?.code]).toEqual([401, 'CASINO_SIGNATURE_INVALID']);
    const malformed = await post('betWin', { ...body, winAmount: -1 });
    expect(malformed.status).toBe(400);
    const sameReference = await post('betWin', { ...body, winTransactionId: body.betTransactionId });
    expect(sameReference.status).toBe(400);
    const short = await post('betWin', { ...body, betAmount: 10.01 });
    expect([short.status, short.body.error?.code]).toEqual([422, 'INSUFFICIENT_FUNDS']);
    expect((await getUserBalances(sut.platform, p.user.id)).real).toBe(1_000);
  });
});
