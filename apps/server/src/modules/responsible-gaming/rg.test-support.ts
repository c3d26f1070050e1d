import { CASINO_SIGNATURE_HEADER } from '@placar/contract';
import type { TestApp } from '../../testing/platform';
import { openSession, setProviderCredentials, signCasinoRequest } from '../casino';

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A bettor's call: status and the parsed answer. */
export async function call(
  sut: TestApp,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) {
  const res = await sut.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
  const body = res.json() as { data?: unknown; error?: { code: string; context?: Record<string, unknown> } };
  return {
    status: res.statusCode,
    data: body.data as never,
    code: body.error?.code,
    context: body.error?.context,
  };
}

export const setLimit = (sut: TestApp, token: string, kind: string, period: string, value: number | null) =>
  call(sut, token, 'PUT', '/api/ResponsibleGame/Limits', { kind, period, value });

const PROVIDER = { id: 1, slug: 'pragmatic', secret: 'rg-test-provider-secret-0123456789abcdef' };
let ref = 0;

/** An aggregator's seamless wallet: a real-money session and signed debits on it. */
export async function providerWallet(sut: TestApp, userId: number) {
  // an upsert: each platform (test app) needs the provider's secret in its own database
  await setProviderCredentials(sut.platform, PROVIDER.id, { secret: PROVIDER.secret });
  const { token } = await openSession(sut.platform, {
    mode: 'real',
    userId,
    providerId: PROVIDER.id,
    gameId: 'gates-of-olympus',
  });
  const post = async (op: 'debit' | 'refund', body: object) => {
    const payload = JSON.stringify({ token, gameId: 'gates-of-olympus', ...body });
    const res = await sut.app.inject({
      method: 'POST',
      url: `/api/casino/provider/${PROVIDER.slug}/${op}`,
      payload,
      headers: {
        'content-type': 'application/json',
        [CASINO_SIGNATURE_HEADER]: signCasinoRequest(PROVIDER.secret, payload),
      },
    });
    const answer = res.json() as { error?: { code: string; context?: Record<string, unknown> } };
    return { status: res.statusCode, code: answer.error?.code, context: answer.error?.context };
  };
  return {
    token,
    /** A bet of `amount` reais on a new round (no win yet: its stake counts as lost). */
    debit: (amount: number) => {
      ref += 1;
      return post('debit', {
        transactionId: `rg-${userId}-${ref}`,
        roundId: `rg-round-${userId}-${ref}`,
        amount,
      });
    },
  };
}
