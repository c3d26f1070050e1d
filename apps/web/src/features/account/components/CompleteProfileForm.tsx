import { zodResolver } from '@hookform/resolvers/zod';
import { ZBirthDate, ZCpf } from '@placar/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button, TextField } from '../../../components';
import { accountApi } from '../api/account-api';
import { accountErrorMessage, errorField } from '../api/errors';
import { brDateToIso, maskCpf, maskDate } from '../api/masks';
import styles from './account.module.css';

const ZForm = z.object({ cpf: ZCpf, birthDate: ZBirthDate });
type Values = z.input<typeof ZForm>;

/** Google sign-ups give CPF and birth date here before they can deposit or bet. */
export function CompleteProfileForm({ onSaved }: { onSaved: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof ZForm>>({
    resolver: zodResolver(ZForm),
    defaultValues: { cpf: '', birthDate: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const cpf = form.register('cpf');
  const birth = form.register('birthDate', { setValueAs: (v: string) => brDateToIso(v) });
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await accountApi.updateUserInfo(values);
      onSaved();
    } catch (e) {
      const field = errorField(e) as keyof Values | undefined;
      if (field === 'cpf' || field === 'birthDate') form.setError(field, { message: accountErrorMessage(e) });
      else setError(accountErrorMessage(e));
    }
  });
  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={submit} noValidate>
      <h2>Complete seu cadastro</h2>
      <p className={styles.lead}>Para depositar e apostar, informe seu CPF e sua data de nascimento.</p>
      {error ? (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      ) : null}
      <TextField
        label="CPF"
        inputMode="numeric"
        error={errors.cpf?.message}
        {...cpf}
        onChange={(e) => {
          e.target.value = maskCpf(e.target.value);
          return cpf.onChange(e);
        }}
      />
      <TextField
        label="Data de nascimento"
        inputMode="numeric"
        placeholder="dd/mm/aaaa"
        error={errors.birthDate?.message}
        {...birth}
        onChange={(e) => {
          e.target.value = maskDate(e.target.value);
          return birth.onChange(e);
        }}
      />
      <Button type="submit" loading={isSubmitting}>
        Salvar
      </Button>
    </form>
  );
}
