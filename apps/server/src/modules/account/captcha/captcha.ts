import type { Platform } from '../../../platform/context';
import { accountError } from '../account-errors';

/** A captcha check: the provider's token of a form, for the client's address. */
export interface CaptchaVerifier {
  verify(token: string, ip: string): Promise<boolean>;
}

/** The token the development verifier accepts (never in production: config refuses it). */
export const DEV_CAPTCHA_TOKEN = 'placar-dev-captcha-ok';

export class DevCaptchaVerifier implements CaptchaVerifier {
  async verify(token: string) {
    return token === DEV_CAPTCHA_TOKEN;
  }
}

const SITEVERIFY = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
} as const;

/** Cloudflare Turnstile and hCaptcha share the siteverify protocol (form post → `{ success }`). */
export class SiteverifyCaptchaVerifier implements CaptchaVerifier {
  constructor(
    private readonly url: string,
    private readonly secret: string,
    // the global is read at each call (not captured once), so a test can replace it
    private readonly fetchFn: typeof fetch = (input, init) => fetch(input, init),
  ) {}

  async verify(token: string, ip: string) {
    const body = new URLSearchParams({ secret: this.secret, response: token, remoteip: ip });
    try {
      const res = await this.fetchFn(this.url, { method: 'POST', body, signal: AbortSignal.timeout(10_000) });
      if (!res.ok) return false;
      const answer = (await res.json()) as { success?: unknown };
      return answer.success === true;
    } catch {
      return false;
    }
  }
}

/** The configured captcha provider's verifier (CAPTCHA_PROVIDER), or null when none is configured. */
export function createCaptchaVerifier(platform: Platform): CaptchaVerifier | null {
  const { CAPTCHA_PROVIDER: provider, CAPTCHA_SECRET: secret } = platform.config;
  return provider === 'dev'
    ? new DevCaptchaVerifier()
    : provider === 'turnstile' || provider === 'hcaptcha'
      ? new SiteverifyCaptchaVerifier(SITEVERIFY[provider], secret ?? '')
      : null;
}

/** Refuses the form when a captcha provider is configured and its token is missing or wrong. */
export async function verifyCaptcha(platform: Platform, token: string | undefined, ip: string) {
  const verifier = platform.modules.account.captcha;
  if (!verifier) return;
  if (!token) throw accountError('CAPTCHA_REQUIRED', { field: 'tokenCaptcha' });
  if (!(await verifier.verify(token, ip))) throw accountError('CAPTCHA_INVALID', { field: 'tokenCaptcha' });
}

export function captchaConfig(platform: Platform) {
  const provider = platform.config.CAPTCHA_PROVIDER;
  return {
    provider,
    siteKey: platform.config.CAPTCHA_SITE_KEY ?? null,
    devToken: provider === 'dev' ? DEV_CAPTCHA_TOKEN : null,
  };
}
