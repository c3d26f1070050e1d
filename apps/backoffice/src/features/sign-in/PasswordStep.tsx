import { zodResolver } from '@hookform/resolvers/zod';
import { staffApi } from '@placar/contract/routes.gen';
import { type TStaffSignInStep, ZStaffSignInRequest } from '@placar/contract/staff';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Field } from '../../components/Field';
import { errorText } from '../../lib/api/api-error';
import { api } from '../../lib/api/client';

type Form = z.input<typeof ZStaffSignInRequest>;

/** First step: e-mail and password. */
export function PasswordStep({ onNext }: { onNext(step: TStaffSignInStep): void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Form>({
    resolver: zodResolver(ZStaffSignInRequest),
    defaultValues: { email: '', password: '' },
  });
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      onNext(await api.call(staffApi.signIn, { body }));
    } catch (error) {
      setFailure(errorText(error));
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={submit} noValidate>
      <Field label="E-mail" error={errors.email?.message}>
        <input type="email" autoComplete="username" {...form.register('email')} />
      </Field>
      <Field label="Senha" error={errors.password?.message}>
        <input type="password" autoComplete="current-password" {...form.register('password')} />
      </Field>
      {failure && (
        <p className="alert" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
        {isSubmitting ? 'Entrando…' : 'Continuar'}
      </button>
    </form>
  );
}
