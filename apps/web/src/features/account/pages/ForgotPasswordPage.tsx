import { zodResolver } from '@hookform/resolvers/zod';
import { ZEmail } from '@placar/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { Button, TextField } from '../../../components';
import { accountApi } from '../api/account-api';
import { accountErrorMessage } from '../api/errors';
import { useFormCaptcha } from '../captcha/use-form-captcha';
import styles from '../components/account.module.css';

const ZForm = z.object({ email: ZEmail });

/** /forgot-my-password: asks for a reset link by e-mail. */
export function ForgotPasswordPage() {
  const captcha = useFormCaptcha();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<typeof ZForm>, unknown, z.output<typeof ZForm>>({
    resolver: zodResolver(ZForm),
    defaultValues: { email: '' },
  });
  const submit = form.handleSubmit(async ({ email }) => {
    setError(null);
    const missing = captcha.missing();
    if (missing) {
      setError(missing);
      return;
    }
    try {
      await accountApi.forgotPassword({ email, tokenCaptcha: captcha.token() });
      setSentTo(email);
    } catch (e) {
      captcha.reset();
      setError(accountErrorMessage(e));
    }
  });
  return (
    <section className={styles.page} aria-labelledby="forgot-title">
      <h1 id="forgot-title" className={styles.title}>
        Esqueci minha senha
      </h1>
      {sentTo ? (
        <p className={styles.notice} role="status">
          Se existir uma conta com <strong>{sentTo}</strong>, enviamos um link para criar uma nova senha. O
          link vale por 1 hora.
        </p>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <p className={styles.lead}>
            Informe o e-mail da sua conta e enviaremos um link para criar uma nova senha.
          </p>
          {error ? (
            <p className={styles.alert} role="alert">
              {error}
            </p>
          ) : null}
          <TextField
            label="E-mail"
            type="email"
            autoComplete="email"
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
          {captcha.widget}
          <Button type="submit" block loading={form.formState.isSubmitting}>
            Enviar link
          </Button>
        </form>
      )}
      <p className={styles.lead}>
        <Link to="/login">Voltar ao login</Link>
      </p>
    </section>
  );
}
