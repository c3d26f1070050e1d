import { zodResolver } from '@hookform/resolvers/zod';
import { ZChangePasswordRequest } from '@placar/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components';
import { accountApi } from '../api/account-api';
import { accountErrorMessage, errorField } from '../api/errors';
import styles from './account.module.css';
import { NewPasswordFields } from './NewPasswordFields';
import { PasswordField } from './PasswordField';

type Values = z.input<typeof ZChangePasswordRequest>;

export function ChangePasswordForm() {
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(ZChangePasswordRequest),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    setDone(null);
    try {
      const answer = await accountApi.changePassword(values);
      form.reset();
      setDone(
        answer.closedSessions > 0
          ? `Senha alterada. Encerramos ${answer.closedSessions} outra(s) sessão(ões).`
          : 'Senha alterada.',
      );
    } catch (e) {
      const field = errorField(e) as keyof Values | undefined;
      if (field && field in values) form.setError(field, { message: accountErrorMessage(e) });
      else setError(accountErrorMessage(e));
    }
  });
  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={submit} noValidate>
      <h2>Alterar senha</h2>
      {done ? (
        <p className={styles.notice} role="status">
          {done}
        </p>
      ) : null}
      {error ? (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      ) : null}
      <PasswordField
        label="Senha atual"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <NewPasswordFields
        password={form.register('password')}
        confirm={form.register('confirmPassword')}
        errors={{ password: errors.password?.message, confirm: errors.confirmPassword?.message }}
      />
      <Button type="submit" loading={isSubmitting}>
        Salvar nova senha
      </Button>
    </form>
  );
}
