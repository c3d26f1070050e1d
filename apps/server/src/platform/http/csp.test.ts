import { describe, expect, it } from 'vitest';
import { cspDirectives } from './csp';

describe('cspDirectives', () => {
  it('allows only our own origin by default', () => {
    const sut = cspDirectives({ GOOGLE_CLIENT_ID: undefined, CAPTCHA_PROVIDER: undefined } as never);
    for (const values of Object.values(sut)) {
      expect(values.every((v) => !v.startsWith('https://'))).toBe(true);
    }
  });

  it('adds Google Identity Services when Google sign-in is configured', () => {
    const sut = cspDirectives({ GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com' } as never);
    expect(sut.scriptSrc).toContain('https://accounts.google.com/gsi/client');
    expect(sut.frameSrc).toContain('https://accounts.google.com/gsi/');
    expect(sut.connectSrc).not.toContain('https://challenges.cloudflare.com');
  });

  it('adds the configured captcha provider only', () => {
    const turnstile = cspDirectives({ CAPTCHA_PROVIDER: 'turnstile' } as never);
    expect(turnstile.scriptSrc).toContain('https://challenges.cloudflare.com');
    expect(turnstile.scriptSrc).not.toContain('https://hcaptcha.com');
    const hcaptcha = cspDirectives({ CAPTCHA_PROVIDER: 'hcaptcha' } as never);
    expect(hcaptcha.frameSrc).toContain('https://*.hcaptcha.com');
  });
});
