import { zodResolver } from '@hookform/resolvers/zod';
import { ZPassword } from '@placar/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Button, Spinner } from '../../../components';
import { accountApi } from '../api/account-api';
import { accountErrorMessage, errorField } from '../api/errors';
import styles from '../components/account.module.css';
import { NewPasswordFields } from '../components/NewPasswordFields';

const ZForm = z
  .object({ password: ZPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'as senhas não coincidem',
  });
type Values = z.infer<typeof ZForm>;

/** /RestorePassword?Token=...: sets a new password from the e-mailed link. */
export function RestorePasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('Token') ?? '';
  const info = useQuery({
    queryKey: ['account', 'reset', token],
    queryFn: () => accountApi.inspectReset(token),
    retry: false,
  });
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(ZForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await accountApi.resetPassword({ token, ...values });
      setDone(true);
    } catch (e) {
      const field = errorField(e);
      if (field === 'password') form.setError('password', { message: accountErrorMessage(e) });
      else setError(accountErrorMessage(e));
    }
  });

  return (
    <section className={styles.page} aria-labelledby="restore-title">
      <h1 id="restore-title" className={styles.title}>
        Criar nova senha
      </h1>
      {info.isPending ? (
        <Spinner label="Verificando o link" />
      ) : info.isError ? (
        <>
          <p className={styles.alert} role="alert">
            {accountErrorMessage(info.error)}
          </p>
          <Link to="/forgot-my-password">Pedir um novo link</Link>
        </>
      ) : done ? (
        <>
          <p className={styles.notice} role="status">
            Senha alterada. Por segurança, encerramos todas as sessões abertas.
          </p>
          <Link to="/login">Entrar com a nova senha</Link>
        </>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <p className={styles.lead}>Conta: {info.data.email}</p>
          {error ? (
            <p className={styles.alert} role="alert">
              {error}
            </p>
          ) : null}
          <NewPasswordFields
            password={form.register('password')}
            confirm={form.register('confirmPassword')}
            errors={{ password: errors.password?.message, confirm: errors.confirmPassword?.message }}
          />
          <Button type="submit" block loading={isSubmitting}>
            Salvar nova senha
          </Button>
        </form>
      )}
    </section>
  );
}
