import { PIN_LENGTH } from '@placar/contract';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, TextField } from '../../../components';
import { ApiError } from '../../../lib/api/http';
import { useSession } from '../../../lib/session';
import { accountApi, logout } from '../api/account-api';
import { accountErrorMessage } from '../api/errors';
import styles from '../components/account.module.css';
import { markJustVerified } from '../guards/verification-flow';
import own from './VerifyEmailPage.module.css';

const RESEND_SECONDS = 60;

function useCountdown(until: number) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (until <= now) return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [until, now]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** /verify-email: the 6-digit PIN sent at registration, with resend after a countdown. */
export function VerifyEmailPage() {
  const user = useSession((s) => s.user);
  const setUser = useSession((s) => s.setUser);
  const navigate = useNavigate();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // registration already sent the first PIN
  const [resendAt, setResendAt] = useState(() => Date.now() + RESEND_SECONDS * 1000);
  const seconds = useCountdown(resendAt);
  if (!user) return null;

  const validate = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!new RegExp(`^\\d{${PIN_LENGTH}}$`).test(pin)) {
      setError(`Digite os ${PIN_LENGTH} números do código.`);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await accountApi.validatePin({ userId: user.id, email: user.email, pin });
      markJustVerified();
      setUser({ ...user, step: answer.userRegisterStep });
      navigate('/onboard-success', { replace: true });
    } catch (err) {
      setError(accountErrorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setError(null);
    setNotice(null);
    try {
      const answer = await accountApi.sendPin({ userId: user.id, email: user.email }, true);
      setResendAt(Date.parse(answer.resendAvailableAt));
      setNotice('Enviamos um novo código para o seu e-mail.');
      setPin('');
    } catch (err) {
      const retry = err instanceof ApiError ? Number(err.context?.retryAfterSeconds) : Number.NaN;
      if (Number.isFinite(retry)) setResendAt(Date.now() + retry * 1000);
      setError(accountErrorMessage(err));
    }
  };

  return (
    <section className={styles.page} aria-labelledby="verify-title">
      <h1 id="verify-title" className={styles.title}>
        Confirme seu e-mail
      </h1>
      <p className={styles.lead}>
        Enviamos um código de {PIN_LENGTH} dígitos para <strong className={own.email}>{user.email}</strong>.
        Ele vale por 10 minutos.
      </p>
      <form className={styles.form} onSubmit={validate} noValidate>
        {error ? (
          <p className={styles.alert} role="alert">
            {error}
          </p>
        ) : null}
        {notice ? (
          <p className={styles.notice} role="status">
            {notice}
          </p>
        ) : null}
        <TextField
          label="Código de verificação"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={PIN_LENGTH}
          className={own.pin}
          value={pin}
          onChange={(e) => setPin(e.target.value.replace(/\D/g, '').slice(0, PIN_LENGTH))}
        />
        <Button type="submit" block loading={busy}>
          Confirmar
        </Button>
        <Button variant="secondary" block disabled={seconds > 0} onClick={resend}>
          {seconds > 0 ? `Reenviar código em ${seconds}s` : 'Reenviar código'}
        </Button>
        <Button
          variant="ghost"
          block
          onClick={async () => {
            await logout();
            navigate('/', { replace: true });
          }}
        >
          Sair
        </Button>
      </form>
    </section>
  );
}
