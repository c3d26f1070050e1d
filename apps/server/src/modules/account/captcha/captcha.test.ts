import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../platform/config';
import type { TestApp } from '../../../testing/platform';
import { createAccountTestApp, IP, registrationBody } from '../test-support';
import { DEV_CAPTCHA_TOKEN, SiteverifyCaptchaVerifier } from './captcha';

describe('captcha', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createAccountTestApp({ CAPTCHA_PROVIDER: 'dev' });
  });
  afterAll(() => sut.close());

  const signUp = (tokenCaptcha?: string) =>
    sut.app.inject({
      method: 'POST',
      url: '/api/Users/',
      payload: registrationBody(tokenCaptcha ? { tokenCaptcha } : {}),
      headers: { 'x-forwarded-for': IP.saoPaulo },
    });

  it('needs the token when a provider is configured; the dev verifier accepts only its fixed token', async () => {
    expect((await signUp()).json().error.code).toBe('CAPTCHA_REQUIRED');
    expect((await signUp('qualquer-coisa')).json().error.code).toBe('CAPTCHA_INVALID');
    expect((await signUp(DEV_CAPTCHA_TOKEN)).statusCode).toBe(201);
    const config = await sut.app.inject({ url: '/api/Session/CaptchaConfig' });
    expect(config.json().data).toEqual({ provider: 'dev', siteKey: null, devToken: DEV_CAPTCHA_TOKEN });
  });

  it('refuses the dev verifier in production', () => {
    const secret = 'x'.repeat(32);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: secret,
        URL_SIGNING_SECRET: secret,
        WEBHOOK_SECRET: secret,
        CAPTCHA_PROVIDER: 'dev',
      }),
    ).toThrow(ConfigError);
  });

  it('needs both the secret and the site key of a real provider (the client renders its widget)', () => {
    for (const provider of ['turnstile', 'hcaptcha']) {
      expect(() => loadConfig({ CAPTCHA_PROVIDER: provider, CAPTCHA_SITE_KEY: 'site' })).toThrow(
        /CAPTCHA_SECRET/,
      );
      expect(() => loadConfig({ CAPTCHA_PROVIDER: provider, CAPTCHA_SECRET: 'segredo' })).toThrow(
        /CAPTCHA_SITE_KEY/,
      );
      const ok = loadConfig({
        CAPTCHA_PROVIDER: provider,
        CAPTCHA_SECRET: 'segredo',
        CAPTCHA_SITE_KEY: 'site',
      });
      expect(ok.CAPTCHA_PROVIDER).toBe(provider);
    }
  });

  it('asks the provider’s siteverify endpoint (Turnstile / hCaptcha protocol)', async () => {
    const seen: URLSearchParams[] = [];
    const fakeFetch = (async (_url: string | URL | Request, init?: RequestInit) => {
      const form = init?.body as URLSearchParams;
      seen.push(form);
      return new Response(JSON.stringify({ success: form.get('response') === 'bom' }));
    }) as typeof fetch;
    const sut2 = new SiteverifyCaptchaVerifier('https://siteverify.test', 'segredo', fakeFetch);
    expect(await sut2.verify('bom', '200.160.2.3')).toBe(true);
    expect(await sut2.verify('ruim', '200.160.2.3')).toBe(false);
    expect(seen[0]?.get('secret')).toBe('segredo');
    expect(seen[0]?.get('remoteip')).toBe('200.160.2.3');
  });
});

describe('OpenAPI description', () => {
  it('documents the account, geography and region routes on their seed paths', async () => {
    const sut = await createAccountTestApp();
    const spec = sut.app.swagger() as { paths: Record<string, unknown> };
    await sut.close();
    for (const path of [
      '/api/Session/login/',
      '/api/Session/RefreshToken/',
      '/api/Users/',
      '/api/Users/Validate/PIN/',
      '/api/Users/RestorePassword/{token}',
      '/api/Geography/Cities',
      '/api/RegionCheck/ValidateV2',
    ]) {
      expect(Object.keys(spec.paths)).toContain(path);
    }
  });
});
