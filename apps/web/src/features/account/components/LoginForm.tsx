import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MAX, type TLoginResponse, type TTwoFactorChallenge } from '@placar/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { Button, RiskWarning, TextField } from '../../../components';
import { ApiError } from '../../../lib/api/http';
import { homeTarget } from '../../home';
import { accountApi, applyLogin } from '../api/account-api';
import { accountErrorMessage } from '../api/errors';
import { twoFactorChallengeOf } from '../api/two-factor-api';
import { getDeviceId } from '../attribution';
import { useFormCaptcha } from '../captcha/use-form-captcha';
import styles from './account.module.css';
import { PasswordField } from './PasswordField';
import { TwoFactorLoginStep } from './TwoFactorLoginStep';

const ZLoginForm = z.object({
  username: z.string().trim().min(1, 'Informe seu e-mail').email('E-mail inválido'),
  password: z.string().min(1, 'Informe sua senha').max(PASSWORD_MAX),
  extendedSession: z.boolean(),
});
type LoginValues = z.infer<typeof ZLoginForm>;

/**
 * The login form of the /login page and of the login dialog. Wrong passwords show the server's
 * message; a lock goes to /attempt-limit, an unusual login to /UnusualActivity, a restricted
 * region to /registerInvalidRegion; a step-1 user goes on to /verify-email. With two-factor on (flag
 * tfa), a device not trusted lately gets the second step (app, e-mail or recovery code) in place.
 */
export function LoginForm({ onDone, redirectTo }: { onDone?: () => void; redirectTo?: string }) {
  const navigate = useNavigate();
  const captcha = useFormCaptcha();
  const [error, setError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<TTwoFactorChallenge | null>(null);
  const form = useForm<LoginValues>({
    resolver: zodResolver(ZLoginForm),
    defaultValues: { username: '', password: '', extendedSession: false },
  });
  const { errors, isSubmitting } = form.formState;

  const signedIn = (login: TLoginResponse) => {
    const answer = applyLogin(login);
    onDone?.();
    navigate(answer.userRegisterStep === 1 ? '/verify-email' : (redirectTo ?? homeTarget()), {
      replace: true,
    });
  };
  const locked = (e: ApiError) => {
    onDone?.();
    navigate('/attempt-limit', { state: { lockedUntil: e.context?.lockedUntil } });
  };

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const missing = captcha.missing();
    if (missing) {
      setError(missing);
      return;
    }
    try {
      signedIn(
        await accountApi.login({
          ...values,
          deviceId: getDeviceId(),
          tokenCaptcha: captcha.token(),
        }),
      );
    } catch (e) {
      captcha.reset();
      const second = twoFactorChallengeOf(e);
      if (second) {
        setChallenge(second);
        return;
      }
      if (e instanceof ApiError && e.code === 'ACCOUNT_LOCKED') {
        locked(e);
        return;
      }
      if (e instanceof ApiError && e.code === 'UNUSUAL_ACTIVITY') {
        onDone?.();
        navigate('/UnusualActivity', { state: { email: e.context?.email } });
        return;
      }
      if (e instanceof ApiError && e.status === 451) {
        onDone?.();
        navigate('/registerInvalidRegion');
        return;
      }
      setError(accountErrorMessage(e));
    }
  });

  if (challenge) {
    return (
      <TwoFactorLoginStep
        challenge={challenge}
        onSignedIn={signedIn}
        onLocked={locked}
        onRestart={() => {
          setChallenge(null);
          form.setValue('password', '');
        }}
      />
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {error ? (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      ) : null}
      <TextField
        label="E-mail"
        type="email"
        autoComplete="username"
        inputMode="email"
        error={errors.username?.message}
        {...form.register('username')}
      />
      <PasswordField
        label="Senha"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <label className={styles.check}>
        <input type="checkbox" {...form.register('extendedSession')} />
        Manter conectado neste dispositivo
      </label>
      {captcha.widget}
      <Button type="submit" block loading={isSubmitting}>
        Entrar
      </Button>
      <div className={styles.links}>
        <Link to="/forgot-my-password" onClick={() => onDone?.()}>
          Esqueci minha senha
        </Link>
        <Link to="/register" onClick={() => onDone?.()}>
          Criar conta
        </Link>
      </div>
      <RiskWarning />
    </form>
  );
}
