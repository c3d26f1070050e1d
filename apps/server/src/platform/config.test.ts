import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { publicUrl } from './public-url';

/** Real payment and identity adapters: production refuses the sandboxes (payments.config.test.ts). */
const realAdapters = {
  PIX_PROVIDER: 'bacen',
  PIX_API_URL: 'https://pix.psp.example/api/v2',
  PIX_OAUTH_URL: 'https://pix.psp.example/oauth/token',
  PIX_CLIENT_ID: 'placar',
  PIX_CLIENT_SECRET: 'segredo',
  PIX_CERT_PATH: '/etc/placar/pix/client.pem',
  PIX_KEY_PATH: '/etc/placar/pix/client.key',
  PIX_WEBHOOK_TOKEN: 't'.repeat(40),
  PIX_MERCHANT_KEY: 'pix@placar.bet.br',
  IDENTITY_VERIFIER: 'vendor',
  IDENTITY_VENDOR_URL: 'https://kyc.example',
  IDENTITY_VENDOR_API_KEY: 'chave',
};

describe('loadConfig', () => {
  it('defaults to the embedded platform', () => {
    const sut = loadConfig({});
    expect(sut.embedded).toBe(true);
    expect(sut.PORT).toBe(3000);
    expect(sut.SEED_DEMO).toBe(true);
    expect(sut.jwtSecret).toHaveLength(64);
  });

  it('stops on a bad value with a message naming it', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres/);
  });

  it('requires secrets in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: required in production/);
  });

  it('requires a real captcha provider in production', () => {
    const secret = 'x'.repeat(32);
    const base = {
      NODE_ENV: 'production',
      JWT_SECRET: secret,
      URL_SIGNING_SECRET: secret,
      WEBHOOK_SECRET: secret,
    };
    expect(() => loadConfig(base)).toThrow(/CAPTCHA_PROVIDER: required in production/);
    expect(() => loadConfig({ ...base, CAPTCHA_PROVIDER: 'none' })).toThrow(/CAPTCHA_PROVIDER: required/);
    expect(() => loadConfig({ ...base, CAPTCHA_PROVIDER: 'dev' })).toThrow(ConfigError);
    const captcha = { CAPTCHA_SECRET: 'captcha-secret', CAPTCHA_SITE_KEY: 'site-key' };
    for (const provider of ['turnstile', 'hcaptcha']) {
      const config = loadConfig({
        ...base,
        ...realAdapters,
        ...captcha,
        PUBLIC_URL: 'https://placar.bet.br',
        CAPTCHA_PROVIDER: provider,
      });
      expect(config.CAPTCHA_PROVIDER).toBe(provider);
    }
  });

  it('requires PUBLIC_URL in production: e-mailed links never come from the request', () => {
    const secret = 'x'.repeat(32);
    const base = {
      NODE_ENV: 'production',
      JWT_SECRET: secret,
      URL_SIGNING_SECRET: secret,
      WEBHOOK_SECRET: secret,
      CAPTCHA_PROVIDER: 'turnstile',
      CAPTCHA_SECRET: 'captcha-secret',
      CAPTCHA_SITE_KEY: 'site-key',
    };
    expect(() => loadConfig(base)).toThrow(ConfigError);
    expect(() => loadConfig(base)).toThrow(/PUBLIC_URL: required in production/);
    const sut = loadConfig({ ...base, ...realAdapters, PUBLIC_URL: 'https://placar.bet.br/' });
    expect(publicUrl(sut)).toBe('https://placar.bet.br');
  });

  it('takes PUBLIC_URL as an http(s) address only, and defaults to localhost:PORT outside production', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://placar.bet.br' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'https://placar.bet.br/?x=1' })).toThrow(/PUBLIC_URL/);
    expect(publicUrl(loadConfig({ PORT: '8080' }))).toBe('http://localhost:8080');
    expect(publicUrl(loadConfig({ PUBLIC_URL: 'https://www.placar.bet.br/app/' }))).toBe(
      'https://www.placar.bet.br/app',
    );
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const sut = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/placar' });
    expect(sut.embedded).toBe(false);
    expect(sut.SEED_DEMO).toBe(false);
  });
});
