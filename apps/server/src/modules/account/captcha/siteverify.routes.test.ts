import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../../testing/platform';
import { createAccountTestApp, IP, registrationBody } from '../test-support';

/**
 * The forms with a real provider configured: the server asks the provider's siteverify endpoint
 * (a fake fetch here) with its secret, the token and the client's address, and fails closed.
 */
describe.each([
  { provider: 'turnstile', url: 'https://challenges.cloudflare.com/turnstile/v0/siteverify' },
  { provider: 'hcaptcha', url: 'https://api.hcaptcha.com/siteverify' },
])('captcha with $provider', ({ provider, url }) => {
  let sut: TestApp;
  const calls: { url: string; form: URLSearchParams }[] = [];
  let answer: () => Response = () => new Response('{}');

  beforeAll(async () => {
    sut = await createAccountTestApp({
      CAPTCHA_PROVIDER: provider,
      CAPTCHA_SITE_KEY: `chave-do-site-${provider}`,
      CAPTCHA_SECRET: `segredo-${provider}`,
    });
    vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
      const form = init?.body as URLSearchParams;
      calls.push({ url: String(input), form });
      return answer();
    });
  });
  afterEach(() => {
    calls.length = 0;
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await sut.close();
  });

  /** The provider's answer: success only for the token 'token-valido'. */
  const honest = () => {
    answer = () =>
      new Response(JSON.stringify({ success: calls.at(-1)?.form.get('response') === 'token-valido' }));
  };

  const signUp = (tokenCaptcha?: string) =>
    sut.app.inject({
      method: 'POST',
      url: '/api/Users/',
      payload: registrationBody(tokenCaptcha ? { tokenCaptcha } : {}),
      headers: { 'x-forwarded-for': IP.recife },
    });

  it('tells the client which widget to render, with no development token', async () => {
    const res = await sut.app.inject({ url: '/api/Session/CaptchaConfig' });
    expect(res.json().data).toEqual({ provider, siteKey: `chave-do-site-${provider}`, devToken: null });
  });

  it('registers only with a token the provider accepts', async () => {
    honest();
    const missing = await signUp();
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({
      code: 'CAPTCHA_REQUIRED',
      context: { field: 'tokenCaptcha' },
    });
    expect(calls).toHaveLength(0);

    const refused = await signUp('token-falso');
    expect(refused.json().error.code).toBe('CAPTCHA_INVALID');
    expect((await signUp('token-valido')).statusCode).toBe(201);
    expect(calls.map((c) => c.url)).toEqual([url, url]);
    expect(calls[1]!.form.get('secret')).toBe(`segredo-${provider}`);
    expect(calls[1]!.form.get('response')).toBe('token-valido');
    expect(calls[1]!.form.get('remoteip')).toBe(IP.recife);
  });

  it('checks the login token before the password, and fails closed when the provider is down', async () => {
    honest();
    const login = (tokenCaptcha: string) =>
      sut.app.inject({
        method: 'POST',
        url: '/api/Session/login/',
        payload: { username: 'ninguem@example.com', password: 'Qualquer-1', deviceId: 'd1', tokenCaptcha },
        headers: { 'x-forwarded-for': IP.saoPaulo },
      });
    expect((await login('token-falso')).json().error.code).toBe('CAPTCHA_INVALID');
    expect((await login('token-valido')).json().error.code).toBe('INVALID_CREDENTIALS');

    answer = () => new Response('erro', { status: 503 });
    expect((await login('token-valido')).json().error.code).toBe('CAPTCHA_INVALID');
    answer = () => {
      throw new TypeError('fetch failed');
    };
    expect((await login('token-valido')).json().error.code).toBe('CAPTCHA_INVALID');
  });
});
