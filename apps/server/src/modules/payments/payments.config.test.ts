import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../platform/config';
import { paymentsConfigProblems } from './payments.config';

const secret = 'x'.repeat(32);
/** Every production setting but the payment and identity adapters. */
const production = {
  NODE_ENV: 'production',
  JWT_SECRET: secret,
  URL_SIGNING_SECRET: secret,
  WEBHOOK_SECRET: secret,
  PUBLIC_URL: 'https://placar.bet.br',
  CAPTCHA_PROVIDER: 'turnstile',
  CAPTCHA_SECRET: 'captcha-secret',
  CAPTCHA_SITE_KEY: 'site-key',
};
const bacen = {
  PIX_PROVIDER: 'bacen',
  PIX_API_URL: 'https://pix.psp.example/api/v2',
  PIX_OAUTH_URL: 'https://pix.psp.example/oauth/token',
  PIX_CLIENT_ID: 'placar',
  PIX_CLIENT_SECRET: 'segredo',
  PIX_CERT_PATH: '/etc/placar/pix/client.pem',
  PIX_KEY_PATH: '/etc/placar/pix/client.key',
  PIX_WEBHOOK_TOKEN: 't'.repeat(40),
  PIX_MERCHANT_KEY: 'pix@placar.bet.br',
};
const vendor = {
  IDENTITY_VERIFIER: 'vendor',
  IDENTITY_VENDOR_URL: 'https://kyc.example',
  IDENTITY_VENDOR_API_KEY: 'chave',
};

describe('production refuses sandbox adapters', () => {
  it('refuses to start with the sandbox PSP (the default), naming PIX_PROVIDER', () => {
    expect(() => loadConfig({ ...production, ...vendor })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, ...vendor })).toThrow(
      /PIX_PROVIDER: the sandbox PSP is not allowed/,
    );
    expect(() => loadConfig({ ...production, ...vendor, PIX_PROVIDER: 'sandbox' })).toThrow(/PIX_PROVIDER/);
  });

  it('refuses to start with the sandbox identity verifier (the default), naming IDENTITY_VERIFIER', () => {
    expect(() => loadConfig({ ...production, ...bacen })).toThrow(/IDENTITY_VERIFIER: the sandbox verifier/);
    expect(() => loadConfig({ ...production, ...bacen, IDENTITY_VERIFIER: 'vendor' })).toThrow(
      /IDENTITY_VENDOR_URL: required[\s\S]*IDENTITY_VENDOR_API_KEY: required/,
    );
  });

  it('names every missing setting of the API Pix provider', () => {
    for (const k of Object.keys(bacen).filter((k) => k !== 'PIX_PROVIDER')) {
      const env: Record<string, string> = { ...production, ...vendor, ...bacen };
      delete env[k];
      expect(() => loadConfig(env)).toThrow(
        new RegExp(`${k}: required (with PIX_PROVIDER=bacen|in production)`),
      );
    }
    expect(() =>
      loadConfig({ ...production, ...vendor, ...bacen, PIX_API_URL: 'http://pix.psp.example' }),
    ).toThrow(/PIX_API_URL: must be https/);
    expect(() => loadConfig({ ...production, ...vendor, ...bacen, PIX_WEBHOOK_TOKEN: 'short' })).toThrow(
      /PIX_WEBHOOK_TOKEN/,
    );
  });

  it('starts with a real provider and a real verifier', () => {
    const config = loadConfig({ ...production, ...bacen, ...vendor });
    expect(config.NODE_ENV).toBe('production');
  });

  it('keeps the sandboxes as the embedded default outside production', () => {
    expect(paymentsConfigProblems({}, false)).toEqual([]);
    expect(() => loadConfig({})).not.toThrow();
    // A real provider outside production still needs its settings.
    expect(paymentsConfigProblems({ PIX_PROVIDER: 'bacen' }, false)).toContain(
      'PIX_CLIENT_ID: required with PIX_PROVIDER=bacen',
    );
  });
});
