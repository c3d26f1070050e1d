import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components';
import styles from './captcha.module.css';
import { CAPTCHA_PROVIDERS, type CaptchaApi, type CaptchaProvider, loadCaptchaApi } from './captcha-api';

export const CAPTCHA_MESSAGES = {
  expired: 'A verificação anti-robô expirou. Confirme novamente que você não é um robô.',
  error: 'A verificação anti-robô falhou. Tente novamente.',
  unavailable:
    'Não foi possível carregar a verificação anti-robô. Verifique sua conexão e toque em “Tentar de novo”.',
} as const;

/** Errors in a row after which the widget stops restarting itself and offers a button instead. */
const AUTO_RETRIES = 2;

type Props = {
  provider: CaptchaProvider;
  siteKey: string;
  /** The widget's token, or null when it expired, failed or was reset. */
  onToken: (token: string | null) => void;
  /** Each change starts a new challenge (a token is spent by the server's check). */
  resetKey: number;
};

/**
 * The provider's widget (Turnstile or hCaptcha), rendered explicitly into its box. An expired or
 * failed token is dropped, the widget restarts and a pt-BR message says why.
 */
export function CaptchaWidget({ provider, siteKey, onToken, resetKey }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: CaptchaApi; id: string | undefined } | null>(null);
  const report = useRef(onToken);
  report.current = onToken;
  const [message, setMessage] = useState<string | null>(null);
  const [stuck, setStuck] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const errors = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt loads the script again
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let live = true;
    errors.current = 0;
    const restart = () => {
      const w = widget.current;
      if (w) w.api.reset(w.id);
    };
    loadCaptchaApi(provider)
      .then((api) => {
        if (!live) return;
        const id = api.render(
          el,
          CAPTCHA_PROVIDERS[provider].options({
            sitekey: siteKey,
            onToken: (token) => {
              errors.current = 0;
              setMessage(null);
              setStuck(false);
              report.current(token);
            },
            onExpired: () => {
              report.current(null);
              setMessage(CAPTCHA_MESSAGES.expired);
              restart();
            },
            onError: () => {
              report.current(null);
              errors.current += 1;
              setMessage(CAPTCHA_MESSAGES.error);
              if (errors.current <= AUTO_RETRIES) restart();
              else setStuck(true);
            },
          }),
        );
        widget.current = { api, id: id ?? undefined };
      })
      .catch(() => {
        if (!live) return;
        setMessage(CAPTCHA_MESSAGES.unavailable);
        setStuck(true);
      });
    return () => {
      live = false;
      const w = widget.current;
      widget.current = null;
      if (w?.id !== undefined) w.api.remove(w.id);
      el.replaceChildren();
    };
  }, [provider, siteKey, attempt]);

  useEffect(() => {
    if (resetKey === 0) return;
    const w = widget.current;
    if (w) w.api.reset(w.id);
  }, [resetKey]);

  const retry = () => {
    setMessage(null);
    setStuck(false);
    errors.current = 0;
    report.current(null);
    if (widget.current) widget.current.api.reset(widget.current.id);
    else setAttempt((n) => n + 1);
  };

  return (
    <div className={styles.captcha}>
      <div ref={box} className={styles.box} data-testid="captcha-widget" />
      {message ? (
        <p className={styles.message} role="alert">
          {message}
        </p>
      ) : null}
      {stuck ? (
        <Button variant="secondary" size="sm" onClick={retry}>
          Tentar de novo
        </Button>
      ) : null}
    </div>
  );
}
