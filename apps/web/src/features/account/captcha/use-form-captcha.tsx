import { ACCOUNT_ERROR_MESSAGES_PT } from '@placar/contract';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { useCaptchaConfig } from '../api/use-captcha';
import { CaptchaWidget } from './CaptchaWidget';
import type { CaptchaProvider } from './captcha-api';

export type FormCaptcha = {
  /** The provider's widget to place in the form; null in development or without a captcha. */
  widget: ReactNode;
  /** Whether the user has a widget to pass (Turnstile or hCaptcha), rather than no captcha or the dev token. */
  interactive: boolean;
  /** The `tokenCaptcha` to send: the widget's, the development verifier's, or none. */
  token(): string | undefined;
  /** Why the form cannot be sent yet (the widget has no token), in pt-BR; null when it can. */
  missing(): string | null;
  /** After a submission: the token was spent by the server's check, so the widget starts again. */
  reset(): void;
  /** A fresh token for one more call (resets the widget and waits for the user to pass it again). */
  next(): Promise<string | undefined>;
};

type Live = { real: { provider: CaptchaProvider; siteKey: string } | null; devToken: string | undefined };

/**
 * The captcha of a form, from the server's configuration (GET /api/Session/CaptchaConfig): with
 * Turnstile or hCaptcha and a site key, the provider's widget and its token; in development, the
 * development verifier's fixed token, with no external script; otherwise nothing.
 * The functions read the latest state, so callbacks kept by other widgets (Google) may hold them.
 */
export function useFormCaptcha(): FormCaptcha {
  const { data: config } = useCaptchaConfig();
  const [resetKey, setResetKey] = useState(0);
  const token = useRef<string | null>(null);
  const waiting = useRef<((token: string) => void)[]>([]);
  const real =
    config && (config.provider === 'turnstile' || config.provider === 'hcaptcha') && config.siteKey
      ? { provider: config.provider, siteKey: config.siteKey }
      : null;
  const live = useRef<Live>({ real, devToken: undefined });
  live.current = { real, devToken: config?.devToken ?? undefined };

  const api = useMemo(() => {
    const onToken = (t: string | null) => {
      token.current = t;
      if (t) for (const resolve of waiting.current.splice(0)) resolve(t);
    };
    const reset = () => {
      if (!live.current.real) return;
      token.current = null;
      setResetKey((k) => k + 1);
    };
    return {
      onToken,
      token: () => (live.current.real ? (token.current ?? undefined) : live.current.devToken),
      missing: () =>
        live.current.real && !token.current ? ACCOUNT_ERROR_MESSAGES_PT.CAPTCHA_REQUIRED : null,
      reset,
      next: () => {
        if (!live.current.real) return Promise.resolve(live.current.devToken);
        reset();
        return new Promise<string | undefined>((resolve) => waiting.current.push(resolve));
      },
    };
  }, []);

  const widget = real ? (
    <CaptchaWidget
      provider={real.provider}
      siteKey={real.siteKey}
      onToken={api.onToken}
      resetKey={resetKey}
    />
  ) : null;
  return {
    widget,
    interactive: real !== null,
    token: api.token,
    missing: api.missing,
    reset: api.reset,
    next: api.next,
  };
}
