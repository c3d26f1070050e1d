import { type CryptoKey, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../testing/platform';
import { setFlag } from '../../flags';
import { bearer, createAccountTestApp, IP, register, registerVerified } from '../test-support';
import { enrolTotp, secondStep } from '../two-factor/two-factor.test-support';

const ISSUER = 'https://issuer.placar.test';
const AUDIENCE = 'placar-test-client.apps.example';

describe('Google sign-in (ssoRegister, ssoLogin)', () => {
  let sut: TestApp;
  let sign: (claims: Record<string, unknown>, key?: CryptoKey) => Promise<string>;
  let forger: CryptoKey;

  beforeAll(async () => {
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    forger = (await generateKeyPair('RS256')).privateKey;
    const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
    sut = await createAccountTestApp({
      GOOGLE_CLIENT_ID: AUDIENCE,
      GOOGLE_ISSUER: ISSUER,
      GOOGLE_JWKS_JSON: JSON.stringify({ keys: [jwk] }),
    });
    sign = (claims, key = privateKey) =>
      new SignJWT({ email_verified: true, name: 'Carla Google Teste', ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer((claims.iss as string) ?? ISSUER)
        .setAudience((claims.aud as string) ?? AUDIENCE)
        .setSubject((claims.sub as string) ?? `g-${Math.random().toString(36).slice(2)}`)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(key);
  });
  afterAll(() => sut.close());

  const ssoRegister = (firebaseToken: string) =>
    sut.app.inject({
      method: 'POST',
      url: '/api/Users/ssoRegister',
      payload: { firebaseToken, acceptTerms: true, acceptResponsibleGaming: true },
      headers: { 'x-forwarded-for': IP.saoPaulo },
    });
  const ssoLogin = (firebaseToken: string) =>
    sut.app.inject({
      method: 'POST',
      url: '/api/Session/ssoLogin',
      payload: { firebaseToken },
      headers: { 'x-forwarded-for': IP.saoPaulo },
    });

  it('registers from a token of the configured issuer; CPF and birth date are still to be given', async () => {
    const email = `carla.${Date.now()}@example.com`;
    const token = await sign({ email, sub: 'google-sub-1' });
    const res = await ssoRegister(token);
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ email, userRegisterStep: 2, showUserInfoBonusView: true });
    const me = await sut.app.inject({ url: '/api/Users/', headers: bearer(data.token) });
    expect(me.json().data.userDetail).toMatchObject({ cpf: null, birthDate: null });
    const complete = await sut.app.inject({
      method: 'PUT',
      url: '/api/Users/UserInfo',
      payload: { cpf: '529.982.247-25', birthDate: '1992-07-01' },
      headers: bearer(data.token),
    });
    expect(complete.statusCode).toBe(200);
    expect(complete.json().data.userDetail).toMatchObject({ cpf: '52998224725', birthDate: '1992-07-01' });
    const change = await sut.app.inject({
      method: 'PUT',
      url: '/api/Users/UserInfo',
      payload: { cpf: '111.444.777-35' },
      headers: bearer(data.token),
    });
    expect(change.json().error.code).toBe('CPF_ALREADY_SET');

    const again = await ssoLogin(await sign({ email, sub: 'google-sub-1' }));
    expect(again.statusCode).toBe(200);
    expect(again.json().data.userId).toBe(data.userId);
    expect((await ssoRegister(await sign({ email, sub: 'google-sub-1' }))).json().error.code).toBe(
      'GOOGLE_ACCOUNT_ALREADY_REGISTERED',
    );
  });

  it('refuses a forged token, a wrong audience, a wrong issuer and an unverified e-mail', async () => {
    const email = `forjado.${Date.now()}@example.com`;
    for (const token of [
      await sign({ email }, forger),
      await sign({ email, aud: 'outro-cliente' }),
      await sign({ email, iss: 'https://accounts.google.com' }),
      await sign({ email, email_verified: false }),
      'nao.e.um-jwt-de-verdade',
    ]) {
      const res = await ssoRegister(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('INVALID_GOOGLE_TOKEN');
      expect((await ssoLogin(token)).statusCode).toBe(401);
    }
  });

  it('links Google to an existing e-mail account on first Google login, and 404s unknown ones', async () => {
    const { body, login } = await register(sut);
    const res = await ssoLogin(await sign({ email: body.email, sub: `link-${login.userId}` }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.userId).toBe(login.userId);
    const unknown = await ssoLogin(await sign({ email: `ninguem.${Date.now()}@example.com` }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('GOOGLE_ACCOUNT_NOT_FOUND');
  });

  it('asks the second factor of a bettor with two-factor (flag on): Google is not a way around it', async () => {
    const user = await registerVerified(sut);
    const googleToken = () => sign({ email: user.body.email, sub: `tfa-${user.login.userId}` });
    await setFlag(sut.platform, 'feature-tfa', true, null);
    try {
      const { recoveryCodes } = await enrolTotp(sut, user);
      const first = await ssoLogin(await googleToken());
      expect(first.statusCode).toBe(403);
      expect(first.json().error.code).toBe('TWO_FACTOR_REQUIRED');
      expect(first.json().data).toBeUndefined();
      const done = await secondStep(sut, first.json().error.context.challengeToken, recoveryCodes[0]!);
      expect(done.statusCode).toBe(200);
      expect(done.json().data.userId).toBe(user.login.userId);
    } finally {
      await setFlag(sut.platform, 'feature-tfa', false, null);
    }
    // flag off: Google signs in as before
    expect((await ssoLogin(await googleToken())).statusCode).toBe(200);
  });
});
