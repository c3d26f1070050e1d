/**
 * The captcha providers the server can be configured with (CAPTCHA_PROVIDER): Cloudflare Turnstile
 * and hCaptcha. Both load one script that defines a global (`window.turnstile`, `window.hcaptcha`)
 * with the same explicit-render calls; the script origins are the ones the server's CSP allows.
 */
export type CaptchaProvider = 'turnstile' | 'hcaptcha';

/** What `window.turnstile` and `window.hcaptcha` have in common. */
export interface CaptchaApi {
  render(container: HTMLElement, options: Record<string, unknown>): string | null | undefined;
  reset(widgetId?: string): void;
  remove(widgetId: string): void;
}

export type CaptchaCallbacks = {
  sitekey: string;
  onToken: (token: string) => void;
  onExpired: () => void;
  onError: () => void;
};

type ProviderSpec = {
  global: 'turnstile' | 'hcaptcha';
  script: string;
  options: (c: CaptchaCallbacks) => Record<string, unknown>;
};

export const CAPTCHA_PROVIDERS: Record<CaptchaProvider, ProviderSpec> = {
  turnstile: {
    global: 'turnstile',
    script: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
    options: (c) => ({
      sitekey: c.sitekey,
      callback: c.onToken,
      'expired-callback': c.onExpired,
      'timeout-callback': c.onExpired,
      'error-callback': c.onError,
      // expiry and errors are handled here (a reset and a message), not by the widget on its own
      'refresh-expired': 'manual',
      retry: 'never',
      language: 'pt-br',
      theme: 'dark',
      size: 'flexible',
    }),
  },
  hcaptcha: {
    global: 'hcaptcha',
    script: 'https://js.hcaptcha.com/1/api.js?render=explicit&hl=pt-BR&recaptchacompat=off',
    options: (c) => ({
      sitekey: c.sitekey,
      callback: c.onToken,
      'expired-callback': c.onExpired,
      'chalexpired-callback': c.onExpired,
      'error-callback': c.onError,
      hl: 'pt-BR',
      theme: 'dark',
    }),
  },
};

const loading = new Map<CaptchaProvider, Promise<CaptchaApi>>();

function globalOf(provider: CaptchaProvider): CaptchaApi | undefined {
  return (window as unknown as Record<string, CaptchaApi | undefined>)[CAPTCHA_PROVIDERS[provider].global];
}

/**
 * The provider's API, loading its script once (a failed load is forgotten, so a retry loads it
 * again). Nothing is loaded when the global is already there.
 */
export function loadCaptchaApi(provider: CaptchaProvider): Promise<CaptchaApi> {
  const ready = globalOf(provider);
  if (ready) return Promise.resolve(ready);
  const pending = loading.get(provider);
  if (pending) return pending;
  const promise = new Promise<CaptchaApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CAPTCHA_PROVIDERS[provider].script;
    script.async = true;
    script.addEventListener('load', () => {
      const api = globalOf(provider);
      if (api) resolve(api);
      else reject(new Error(`${provider}: script loaded without its global`));
    });
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error(`${provider}: script failed to load`));
    });
    document.head.append(script);
  });
  loading.set(provider, promise);
  promise.catch(() => loading.delete(provider));
  return promise;
}
