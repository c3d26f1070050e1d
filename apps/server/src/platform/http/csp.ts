import type { TConfig } from '../config';

type Directives = Record<string, string[]>;

/**
 * The strict Content-Security-Policy of the site: everything from our own origin, plus exactly the
 * third-party origins of the sign-in and captcha providers that are configured (none by default).
 */
export function cspDirectives(config: Pick<TConfig, 'GOOGLE_CLIENT_ID' | 'CAPTCHA_PROVIDER'>): Directives {
  const d: Directives = {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    mediaSrc: ["'self'", 'blob:'],
    frameSrc: ["'self'"],
    frameAncestors: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    workerSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
  };
  const allow = (directive: string, ...origins: string[]) => d[directive]!.push(...origins);
  if (config.GOOGLE_CLIENT_ID) {
    // Google Identity Services: its script, its button iframe and its calls.
    allow('scriptSrc', 'https://accounts.google.com/gsi/client');
    allow('frameSrc', 'https://accounts.google.com/gsi/');
    allow('connectSrc', 'https://accounts.google.com/gsi/');
    allow('styleSrc', 'https://accounts.google.com/gsi/style');
  }
  if (config.CAPTCHA_PROVIDER === 'turnstile') {
    allow('scriptSrc', 'https://challenges.cloudflare.com');
    allow('frameSrc', 'https://challenges.cloudflare.com');
  }
  if (config.CAPTCHA_PROVIDER === 'hcaptcha') {
    allow('scriptSrc', 'https://hcaptcha.com', 'https://*.hcaptcha.com');
    allow('frameSrc', 'https://hcaptcha.com', 'https://*.hcaptcha.com');
    allow('connectSrc', 'https://hcaptcha.com', 'https://*.hcaptcha.com');
    allow('styleSrc', 'https://hcaptcha.com', 'https://*.hcaptcha.com');
  }
  return d;
}
