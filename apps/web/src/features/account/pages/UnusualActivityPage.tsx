import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '../../../components';
import { homeTarget } from '../../home';
import { accountApi, applyLogin } from '../api/account-api';
import { accountErrorMessage } from '../api/errors';
import styles from '../components/account.module.css';

/**
 * /UnusualActivity: after a login from a new device and region, the user confirms it from the e-mailed
 * link (?username=...&linkToken=...), which grants the session.
 */
export function UnusualActivityPage() {
  const [params] = useSearchParams();
  const state = useLocation().state as { email?: string } | null;
  const navigate = useNavigate();
  const username = params.get('username');
  const linkToken = params.get('linkToken');
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!username || !linkToken || started.current) return;
    started.current = true;
    accountApi
      .validateLink({ username, linkToken })
      .then((answer) => {
        applyLogin(answer);
        navigate(answer.userRegisterStep === 1 ? '/verify-email' : homeTarget(), { replace: true });
      })
      .catch((e: unknown) => setError(accountErrorMessage(e)));
  }, [username, linkToken, navigate]);

  return (
    <section className={styles.page} aria-labelledby="unusual-title">
      <h1 id="unusual-title" className={styles.title}>
        Confirme que é você
      </h1>
      {linkToken && !error ? (
        <Spinner label="Confirmando seu acesso" />
      ) : error ? (
        <>
          <p className={styles.alert} role="alert">
            {error}
          </p>
          <Link to="/login">Voltar ao login</Link>
        </>
      ) : (
        <p className={styles.lead}>
          Detectamos um acesso de um novo dispositivo e de um novo local. Enviamos um link de confirmação para{' '}
          {state?.email ? <strong>{state.email}</strong> : 'o seu e-mail'}. Abra o link neste dispositivo para
          concluir o login. Se não foi você, troque sua senha.
        </p>
      )}
    </section>
  );
}
