import type { TLoginResponse, TTwoFactorChallenge } from '@placar/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Spinner } from '../../../components';
import { accountApi, applyLogin } from '../api/account-api';
import { toContractAttribution } from '../api/attribution';
import { accountErrorMessage } from '../api/errors';
import { twoFactorChallengeOf } from '../api/two-factor-api';
import { getAttribution, getDeviceId } from '../attribution';
import { useFormCaptcha } from '../captcha/use-form-captcha';
import styles from '../components/account.module.css';
import { TwoFactorLoginStep } from '../components/TwoFactorLoginStep';

type GoogleId = {
  accounts: {
    id: {
      initialize(o: { client_id: string; callback: (r: { credential: string }) => void }): void;
      renderButton(el: HTMLElement, o: Record<string, string>): void;
    };
  };
};

function loadGoogleScript(): Promise<GoogleId> {
  const w = window as unknown as { google?: GoogleId };
  if (w.google) return Promise.resolve(w.google);
  return new Promise((resolve, reject) => {
    const s = document.createElement('script');
    s.src = 'https://accounts.google.com/gsi/client';
    s.async = true;
    s.onload = () => (w.google ? resolve(w.google) : reject(new Error('gsi')));
    s.onerror = () => reject(new Error('gsi'));
    document.head.append(s);
  });
}

/** /register-with-google: Google sign-up (then CPF and birth date in /user-account). */
export function RegisterWithGooglePage() {
  const navigate = useNavigate();
  const captcha = useFormCaptcha();
  const sso = useQuery({
    queryKey: ['account', 'sso-config'],
    queryFn: accountApi.ssoConfig,
    staleTime: Infinity,
  });
  const button = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [accepted, setAccepted] = useState(false);
  // an existing account with two-factor on: Google signs in only after its code (flag tfa)
  const [challenge, setChallenge] = useState<TTwoFactorChallenge | null>(null);
  const signedIn = useCallback(
    (answer: TLoginResponse) => {
      applyLogin(answer);
      navigate(answer.showUserInfoBonusView ? '/user-account' : '/onboard-success', { replace: true });
    },
    [navigate],
  );

  const onCredential = useCallback(
    async ({ credential }: { credential: string }) => {
      setError(null);
      setNotice(null);
      const missing = captcha.missing();
      if (missing) {
        setError(missing);
        return;
      }
      try {
        const body = {
          firebaseToken: credential,
          acceptTerms: true as const,
          acceptResponsibleGaming: true as const,
          tokenCaptcha: captcha.token(),
          attribution: toContractAttribution(getAttribution()),
        };
        const answer = await accountApi.ssoRegister(body).catch(async (e: unknown) => {
          // Already registered with this Google account: sign in instead.
          // The first token was spent by the registration check: the login needs a new one.
          if ((e as { code?: string }).code === 'GOOGLE_ACCOUNT_ALREADY_REGISTERED') {
            if (captcha.interactive)
              setNotice('Você já tem conta com este Google. Confirme a verificação para entrar.');
            const tokenCaptcha = await captcha.next();
            setNotice(null);
            return accountApi.ssoLogin({
              firebaseToken: credential,
              extendedSession: false,
              deviceId: getDeviceId(),
              tokenCaptcha,
            });
          }
          throw e;
        });
        signedIn(answer);
      } catch (e) {
        captcha.reset();
        const second = twoFactorChallengeOf(e);
        if (second) setChallenge(second);
        else setError(accountErrorMessage(e));
      }
    },
    [captcha.missing, captcha.token, captcha.next, captcha.reset, captcha.interactive, signedIn],
  );

  const clientId = sso.data?.googleClientId;
  useEffect(() => {
    if (!clientId || !accepted || !button.current) return;
    const el = button.current;
    loadGoogleScript()
      .then((google) => {
        google.accounts.id.initialize({ client_id: clientId, callback: onCredential });
        google.accounts.id.renderButton(el, {
          theme: 'filled_black',
          size: 'large',
          text: 'signup_with',
          locale: 'pt-BR',
        });
      })
      .catch(() => setError('Não foi possível carregar o Google. Cadastre-se com e-mail.'));
  }, [clientId, accepted, onCredential]);

  return (
    <section className={styles.page} aria-labelledby="google-title">
      <h1 id="google-title" className={styles.title}>
        Cadastro com Google
      </h1>
      {challenge ? (
        <TwoFactorLoginStep
          challenge={challenge}
          onSignedIn={signedIn}
          onLocked={() => navigate('/attempt-limit')}
          onRestart={() => setChallenge(null)}
        />
      ) : sso.isPending ? (
        <Spinner label="Carregando" />
      ) : !clientId ? (
        <p className={styles.notice}>
          O cadastro com Google não está configurado neste site.{' '}
          <Link to="/register">Cadastre-se com e-mail</Link>.
        </p>
      ) : (
        <div className={styles.form}>
          <label className={styles.check}>
            <input type="checkbox" checked={accepted} onChange={(e) => setAccepted(e.target.checked)} />
            <span>
              Tenho 18 anos ou mais, aceito os <Link to="/terms-conditions">termos e condições</Link> e
              conheço as ferramentas de <Link to="/responsable-game">jogo responsável</Link>.
            </span>
          </label>
          {captcha.widget}
          <div ref={button} />
          {notice ? (
            <p className={styles.notice} role="status">
              {notice}
            </p>
          ) : null}
          {error ? (
            <p className={styles.alert} role="alert">
              {error}
            </p>
          ) : null}
        </div>
      )}
    </section>
  );
}
