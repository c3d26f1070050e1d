import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../../testing/factories';
import { createTestApp, type TestApp } from '../../../testing/platform';
import { bearer, register, verifyEmail } from '../test-support';

/**
 * Registration step 1 (e-mail not verified) is confined to /verify-email on the server too (seed 000
 * section 4): the auth guard refuses every route but the profile, session, PIN, logout and
 * responsible-gaming ones with 403 EMAIL_NOT_VERIFIED, before the body is looked at.
 */

/** The only guarded routes a step-1 user may call. A new route is `verified` unless added here. */
const STEP_1_ALLOWED = [
  'POST /api/Session/Reauthenticate',
  'GET /api/Session/Active',
  'POST /api/Session/Revoke',
  'GET /api/Users/',
  'PUT /api/Users/UserInfo',
  'PUT /api/Users/Password',
  'POST /api/Users/ReleaseUser',
  'POST /api/Users/DeactivateAccount',
  'GET /api/Users/v1/GetUserRoles',
  'GET /api/ResponsibleGame/Status',
  'GET /api/ResponsibleGame/Limits',
  'PUT /api/ResponsibleGame/Limits',
  'POST /api/ResponsibleGame/Break',
  'POST /api/ResponsibleGame/SelfExclusion',
  'GET /api/ResponsibleGame/History',
  'PUT /api/ResponsibleGame/RealityCheck',
  'POST /api/ResponsibleGame/Session/Heartbeat',
  'POST /api/ResponsibleGame/Session/RealityCheck',
].sort();

/** Money and play routes that must stay behind the e-mail check (a guard lost on one fails here). */
const MONEY_AND_PLAY = [
  'POST /api/pix/beginDeposit',
  'GET /api/pix/depositLimits',
  'POST /api/pix/BeginWithdrawal',
  'GET /api/wallet/BankAccounts/PixBankAccounts',
  'POST /api/wallet/BankAccounts/PixBankAccounts',
  'PUT /api/wallet/BankAccounts/PixBankAccounts',
  'PATCH /api/wallet/BankAccounts/PixBankAccounts/:id',
  'GET /api/Wallet/Total/Amount/ByAccountType',
  'GET /api/Wallet/Transactions/ByUser',
  'POST /api/Ticket/v1/PlaceBet/MultiSingle',
  'POST /api/Ticket/v2/PlaceBet/Multiple',
  'POST /api/Ticket/v1/PlaceBet/Parlay',
  'POST /api/Cashout/v2/Place/:kind',
  'POST /api/FreeBets/v1/Validate',
  'GET /api/Casino/Favorites',
  'GET /api/Casino/History',
  'POST /api/UserDocument/SignedUrl',
  'POST /api/stream/ticket',
];

const urlOf = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'x');

describe('e-mail verification guard', () => {
  let sut: TestApp;
  let unverified: string;
  let factoryUnverified: string;
  let verified: string;
  beforeAll(async () => {
    sut = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    unverified = (await register(sut)).login.token;
    factoryUnverified = (await createTestUser(sut.platform, { step: 1 })).token;
    verified = (await verifyEmail(sut, await register(sut))).login.token;
  });
  afterAll(() => sut.close());

  const routes = () =>
    sut.app.guardedRoutes
      .filter((r) => r.method !== 'HEAD')
      .map((r) => ({ ...r, key: `${r.method} ${r.url}` }));
  const call = (method: string, url: string, token: string) =>
    sut.app.inject({ method: method as 'GET', url: urlOf(url), headers: bearer(token) });

  it('lets step 1 call only the listed routes; money and play routes need a verified e-mail', () => {
    const list = routes();
    expect(
      list
        .filter((r) => r.level === 'signed-in')
        .map((r) => r.key)
        .sort(),
    ).toEqual(STEP_1_ALLOWED);
    const verifiedOnly = new Set(list.filter((r) => r.level === 'verified').map((r) => r.key));
    for (const key of MONEY_AND_PLAY) expect(verifiedOnly.has(key), key).toBe(true);
  });

  it('refuses every verified-level route to a step-1 user with 403 EMAIL_NOT_VERIFIED', async () => {
    const guarded = routes().filter((r) => r.level === 'verified');
    expect(guarded.length).toBeGreaterThan(50);
    for (const token of [unverified, factoryUnverified]) {
      for (const r of guarded) {
        const res = await call(r.method, r.url, token);
        expect([res.statusCode, res.json().error?.code], r.key).toEqual([403, 'EMAIL_NOT_VERIFIED']);
      }
    }
  });

  it('lets a verified user through the guard on the same routes', async () => {
    for (const r of routes().filter((x) => x.level === 'verified')) {
      const res = await call(r.method, r.url, verified);
      const code = res.statusCode >= 400 ? res.json().error?.code : undefined;
      expect(code, r.key).not.toBe('EMAIL_NOT_VERIFIED');
      expect(res.statusCode, r.key).not.toBe(401);
      expect(res.statusCode, r.key).toBeLessThan(500);
    }
  });

  it('still lets a step-1 user read the profile and session, verify the e-mail and use the catalogue', async () => {
    for (const key of STEP_1_ALLOWED) {
      const [method, url] = key.split(' ') as [string, string];
      const res = await call(method, url, unverified);
      const code = res.statusCode >= 400 ? res.json().error?.code : undefined;
      expect(code, key).not.toBe('EMAIL_NOT_VERIFIED');
      expect(res.statusCode, key).toBeLessThan(500);
    }
    const me = await sut.app.inject({ url: '/api/Users/', headers: bearer(unverified) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.userAccount.step).toBe(1);
    for (const url of ['/api/Casino/Lobby', '/api/Casino/Games?pageNumber=1&pageSize=5'])
      expect((await sut.app.inject({ url, headers: bearer(unverified) })).statusCode, url).toBe(200);
    const free = await sut.app.inject({
      method: 'POST',
      url: '/api/Casino/Launch',
      payload: { gameId: 'dice', mode: 'free' },
      headers: bearer(unverified),
    });
    expect(free.statusCode).toBe(200);
  });

  it('refuses a real-money casino launch (the only way to the casino wallet and Originals) at step 1', async () => {
    const launch = (token: string) =>
      sut.app.inject({
        method: 'POST',
        url: '/api/Casino/Launch',
        payload: { gameId: 'dice', mode: 'real' },
        headers: bearer(token),
      });
    const refused = await launch(unverified);
    expect([refused.statusCode, refused.json().error?.code]).toEqual([403, 'EMAIL_NOT_VERIFIED']);
    expect(refused.json().data).toBeUndefined();
    expect((await launch(verified)).json().error?.code).not.toBe('EMAIL_NOT_VERIFIED');
  });

  it('lets the user through as soon as the PIN is validated, with the same token', async () => {
    const reg = await register(sut);
    const deposit = () => call('GET', '/api/pix/depositLimits', reg.login.token);
    expect((await deposit()).json().error?.code).toBe('EMAIL_NOT_VERIFIED');
    await verifyEmail(sut, reg);
    const after = await deposit();
    expect(after.json().error?.code).not.toBe('EMAIL_NOT_VERIFIED');
    expect(after.statusCode).toBe(200);
  });

  it('answers 401 (not 400) to a guarded call with a bad body and no token', async () => {
    const res = await sut.app.inject({
      method: 'POST',
      url: '/api/pix/beginDeposit',
      payload: { amount: 'x' },
    });
    expect(res.statusCode).toBe(401);
  });
});
