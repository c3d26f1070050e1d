import { zodResolver } from '@hookform/resolvers/zod';
import { ZBirthDate, ZCpf } from '@placar/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button, MaskedField } from '../../../components';
import { brDateToIso } from '../../../lib/masks';
import { accountApi } from '../api/account-api';
import { accountErrorMessage, errorField } from '../api/errors';
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
      <MaskedField mask="cpf" label="CPF" error={errors.cpf?.message} {...form.register('cpf')} />
      <MaskedField
        mask="date"
        label="Data de nascimento"
        placeholder="dd/mm/aaaa"
        error={errors.birthDate?.message}
        {...form.register('birthDate', { setValueAs: (v: string) => brDateToIso(v) })}
      />
      <Button type="submit" loading={isSubmitting}>
        Salvar
      </Button>
    </form>
  );
}
