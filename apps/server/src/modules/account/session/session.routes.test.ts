import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../testing/platform';
import { requireActiveAccount, setAccountRestriction, setDeactivated } from '../account-restrictions';
import {
  bearer,
  createAccountTestApp,
  IP,
  lastMail,
  login,
  register,
  registerVerified,
} from '../test-support';
import { requireRecentAuth } from './session-activity';
import { sessionCacheKey } from './session-lifetimes';

/** A stand-in for a wallet/betting route guarded by the account module's pre-handlers. */
const moneyProbe = {
  name: 'money-probe',
  routes(app: TestApp['app'], platform: TestApp['platform']) {
    app.post('/test/bet', { preHandler: requireRecentAuth }, async () => ({ data: { placed: true } }));
    app.post('/test/deposit', { preHandler: requireActiveAccount(platform) }, async () => ({
      data: { ok: true },
    }));
  },
};

describe('session', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createAccountTestApp({}, [moneyProbe]);
  });
  afterAll(() => sut.close());

  const refresh = (token: string, refreshToken: string) =>
    sut.app.inject({ method: 'POST', url: '/api/Session/RefreshToken/', payload: { token, refreshToken } });

  it('logs in with the seed login fields and a token carrying exp, Status, roles and sid', async () => {
    const { body } = await register(sut);
    const res = await login(sut, body.email.toUpperCase(), body.password);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ email: body.email, userRegisterStep: 1, status: 'Active' });
    const payload = JSON.parse(Buffer.from(data.token.split('.')[1], 'base64url').toString());
    expect(payload).toMatchObject({ Status: 'Active', roles: [] });
    expect(typeof payload.exp).toBe('number');
    expect(typeof payload.sid).toBe('string');
  });

  it('answers the same 401 for an unknown e-mail and a wrong password', async () => {
    const { body } = await register(sut);
    const unknown = await login(sut, 'ninguem@example.com', 'Qualquer-Senha-1');
    const wrong = await login(sut, body.email, 'Senha-Errada-123');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json().error.code).toBe('INVALID_CREDENTIALS');
    expect(wrong.json().error.code).toBe('INVALID_CREDENTIALS');
  });

  it('refuses bad login input naming the field', async () => {
    for (const [payload, field] of [
      [{ password: 'x' }, 'username'],
      [{ username: 'a@b.com' }, 'password'],
      [{ username: 'a@b.com', password: 42 }, 'password'],
      [{ username: 'a@b.com', password: 'x'.repeat(129) }, 'password'],
      [{ username: 'a@b.com', password: 'x', extendedSession: 'sim' }, 'extendedSession'],
    ] as const) {
      const res = await sut.app.inject({ method: 'POST', url: '/api/Session/login/', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.context.issues[0].field).toBe(field);
      expect(res.json().error.message).not.toContain(`'${field}'`);
    }
  });

  it('rotates the refresh token; reusing a used one revokes every token of that login', async () => {
    const { login: first } = await register(sut);
    const r1 = await refresh(first.token, first.refreshToken);
    expect(r1.statusCode).toBe(200);
    const second = r1.json().data;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await sut.app.inject({ url: '/api/Users/', headers: bearer(second.token) })).statusCode).toBe(
      200,
    );

    const reuse = await refresh(first.token, first.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().error.code).toBe('REFRESH_TOKEN_REUSED');
    // the family is gone: the newest refresh token and the access tokens stop working too
    expect((await refresh(second.token, second.refreshToken)).json().error.code).toBe('SESSION_REVOKED');
    const me = await sut.app.inject({ url: '/api/Users/', headers: bearer(second.token) });
    expect(me.statusCode).toBe(401);
    expect(me.json().error.code).toBe('SESSION_REVOKED');
  });

  it('refuses a refresh token presented with another session’s access token', async () => {
    const a = await register(sut);
    const b = await register(sut);
    const res = await refresh(b.login.token, a.login.refreshToken);
    expect(res.json().error.code).toBe('INVALID_REFRESH_TOKEN');
  });

  it('gives a longer refresh lifetime with extendedSession', async () => {
    const { body, login: reg } = await register(sut);
    const res = await login(sut, body.email, body.password, { extendedSession: true });
    const rows = await sql<{ extended: boolean; days: number }>`
      select extended, extract(epoch from (expires_at - created_at)) / 86400 as days
      from sessions where user_id = ${reg.userId} order by created_at`.execute(sut.platform.db);
    expect(res.statusCode).toBe(200);
    expect(rows.rows.map((r) => [r.extended, Math.round(Number(r.days))])).toEqual([
      [false, 1],
      [true, 30],
    ]);
  });

  it('close revokes the session: its access and refresh tokens stop working', async () => {
    const { login: s } = await register(sut);
    const close = await sut.app.inject({
      method: 'POST',
      url: '/api/Session/close/',
      headers: bearer(s.token),
    });
    expect(close.statusCode).toBe(200);
    expect((await sut.app.inject({ url: '/api/Users/', headers: bearer(s.token) })).statusCode).toBe(401);
    expect((await refresh(s.token, s.refreshToken)).statusCode).toBe(401);
  });

  it('locks the account (423) after 5 wrong passwords, even for the right one', async () => {
    const { body } = await register(sut);
    for (let i = 1; i <= 4; i++) {
      const res = await login(sut, body.email, `Errada-${i}-senha`);
      expect(res.json().error).toMatchObject({
        code: 'INVALID_CREDENTIALS',
        context: { remainingAttempts: 5 - i },
      });
    }
    const fifth = await login(sut, body.email, 'Errada-5-senha');
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json().error.code).toBe('ACCOUNT_LOCKED');
    const right = await login(sut, body.email, body.password);
    expect(right.statusCode).toBe(423);
    expect(Date.parse(right.json().error.context.lockedUntil)).toBeGreaterThan(Date.now());
  });

  it('asks for the password again after 30 minutes without activity before a bet', async () => {
    const { body, login: s } = await registerVerified(sut);
    const bet = () => sut.app.inject({ method: 'POST', url: '/test/bet', headers: bearer(s.token) });
    expect((await bet()).statusCode).toBe(200);
    const sid = JSON.parse(Buffer.from(s.token.split('.')[1]!, 'base64url').toString()).sid as string;
    await sql`update sessions set last_activity_at = now() - interval '31 minutes' where id = ${sid}`.execute(
      sut.platform.db,
    );
    await sut.platform.cache.del(sessionCacheKey(sid));
    // any call after the idle time marks the session; reading does not clear it
    expect((await sut.app.inject({ url: '/api/Users/', headers: bearer(s.token) })).statusCode).toBe(200);
    const refused = await bet();
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('REAUTH_REQUIRED');
    const wrong = await sut.app.inject({
      method: 'POST',
      url: '/api/Session/Reauthenticate',
      payload: { password: 'nao-e-essa' },
      headers: bearer(s.token),
    });
    expect(wrong.json().error.code).toBe('WRONG_PASSWORD');
    const reauth = await sut.app.inject({
      method: 'POST',
      url: '/api/Session/Reauthenticate',
      payload: { password: body.password },
      headers: bearer(s.token),
    });
    expect(reauth.statusCode).toBe(200);
    expect((await bet()).statusCode).toBe(200);
  });

  it('holds back a login from a new device and a new region until the e-mailed link confirms it', async () => {
    const { body } = await register(sut, {}, IP.saoPaulo);
    const res = await login(sut, body.email, body.password, {
      ip: IP.recife,
      deviceId: 'did-outro-aparelho',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('UNUSUAL_ACTIVITY');
    const mail = await lastMail(sut, body.email);
    const link = new URL(/https?:\/\/\S+/.exec(mail.text_body)![0]);
    expect(link.pathname).toBe('/UnusualActivity');
    const confirm = await sut.app.inject({
      method: 'POST',
      url: '/api/UserVerification/ValidateLinkVerification',
      payload: { username: link.searchParams.get('username'), linkToken: link.searchParams.get('linkToken') },
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().data).toMatchObject({ email: body.email });
    // used once only
    const again = await sut.app.inject({
      method: 'POST',
      url: '/api/UserVerification/ValidateLinkVerification',
      payload: { username: link.searchParams.get('username'), linkToken: link.searchParams.get('linkToken') },
    });
    expect(again.json().error.code).toBe('INVALID_LINK');
    // that device is now known: no confirmation needed
    expect(
      (await login(sut, body.email, body.password, { ip: IP.recife, deviceId: 'did-outro-aparelho' }))
        .statusCode,
    ).toBe(200);
    // the known device from a new region, or a new device from a known region, is not unusual
    expect(
      (await login(sut, body.email, body.password, { ip: IP.saoPaulo, deviceId: 'did-novo' })).statusCode,
    ).toBe(200);
  });

  it('refuses logins from outside the allowed countries with 451', async () => {
    const { body } = await register(sut);
    const res = await login(sut, body.email, body.password, { ip: IP.usa });
    expect(res.statusCode).toBe(451);
  });

  it('tells a deactivated user so, and lets them reactivate', async () => {
    const { body, login: reg } = await register(sut);
    await setDeactivated(sut.platform, reg.userId, true);
    const res = await login(sut, body.email, body.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.isDeactivated).toBe(true);
    const token = res.json().data.token;
    await sut.app.inject({ method: 'POST', url: '/api/Users/ReleaseUser', headers: bearer(token) });
    expect(
      (await sut.app.inject({ url: '/api/Users/', headers: bearer(token) })).json().data.userAccount
        .isDeactivated,
    ).toBe(false);
  });

  it('gives self-excluded and internally blocked users their status, and 403 on money calls', async () => {
    for (const status of ['SelfExcluded', 'InternalBlocked'] as const) {
      const { body, login: reg } = await registerVerified(sut);
      await setAccountRestriction(sut.platform, reg.userId, {
        status,
        autoexclusion:
          status === 'SelfExcluded' ? { exclusionMonth: 6, resumeExclusionDate: '2027-01-01' } : null,
      });
      const res = await login(sut, body.email, body.password);
      expect(res.json().data.status).toBe(status);
      const payload = JSON.parse(Buffer.from(res.json().data.token.split('.')[1], 'base64url').toString());
      expect(payload.Status).toBe(status);
      const deposit = await sut.app.inject({
        method: 'POST',
        url: '/test/deposit',
        headers: bearer(res.json().data.token),
      });
      expect(deposit.statusCode).toBe(403);
      expect(deposit.json().error.code).toBe(
        status === 'SelfExcluded' ? 'SELF_EXCLUDED' : 'INTERNAL_BLOCKED',
      );
    }
  });

  it('lists my active sessions and revokes one of them', async () => {
    const { body, login: a } = await register(sut);
    const b = (await login(sut, body.email, body.password)).json().data;
    const list = await sut.app.inject({ url: '/api/Session/Active', headers: bearer(b.token) });
    expect(list.json().data).toHaveLength(2);
    const other = list.json().data.find((s: { current: boolean }) => !s.current);
    const revoke = await sut.app.inject({
      method: 'POST',
      url: '/api/Session/Revoke',
      payload: { sessionId: other.id },
      headers: bearer(b.token),
    });
    expect(revoke.statusCode).toBe(200);
    expect((await sut.app.inject({ url: '/api/Users/', headers: bearer(a.token) })).statusCode).toBe(401);
  });

  it("answers the user's roles", async () => {
    const { login: s } = await register(sut);
    const res = await sut.app.inject({ url: '/api/Users/v1/GetUserRoles', headers: bearer(s.token) });
    expect(res.json()).toEqual({ data: [] });
  });
});

describe('rate limit per address', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createAccountTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => sut.close());

  it('answers 429 when one address tries too many logins', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push((await login(sut, 'x@example.com', 'Senha-Qualquer-1', { ip: '200.160.2.9' })).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    // another address is not affected
    expect((await login(sut, 'x@example.com', 'Senha-Qualquer-1', { ip: '200.160.2.10' })).statusCode).toBe(
      401,
    );
  });
});
