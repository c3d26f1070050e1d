import { zodResolver } from '@hookform/resolvers/zod';
import { staffApi } from '@placar/contract/routes.gen';
import { type TStaffCredentials, ZStaffCreateRequest } from '@placar/contract/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Dialog } from '../../components/Dialog';
import { Field } from '../../components/Field';
import { errorText } from '../../lib/api/api-error';
import { api } from '../../lib/api/client';
import { Credentials } from './Credentials';
import { RoleChecks } from './RoleChecks';

type Form = z.input<typeof ZStaffCreateRequest>;

/** "Novo membro": name, e-mail and roles; then the credentials, once. */
export function CreateStaffDialog({ onClose }: { onClose(): void }) {
  const queries = useQueryClient();
  const [created, setCreated] = useState<TStaffCredentials | null>(null);
  const form = useForm<Form>({
    resolver: zodResolver(ZStaffCreateRequest),
    defaultValues: { name: '', email: '', roles: [] },
  });
  const create = useMutation({
    mutationFn: (body: Form) => api.call(staffApi.createStaff, { body }),
    onSuccess: (answer) => {
      setCreated(answer);
      void queries.invalidateQueries({ queryKey: ['staff'] });
    },
  });
  const { errors } = form.formState;
  return (
    <Dialog title="Novo membro da equipe" onClose={onClose}>
      {created ? (
        <>
          <Credentials credentials={created} />
          <button type="button" className="btn btn-primary" onClick={onClose}>
            Concluir
          </button>
        </>
      ) : (
        <form onSubmit={form.handleSubmit((body) => create.mutate(body))} noValidate>
          <Field label="Nome" error={errors.name?.message}>
            <input {...form.register('name')} />
          </Field>
          <Field label="E-mail" error={errors.email?.message}>
            <input type="email" {...form.register('email')} />
          </Field>
          <RoleChecks field={form.register('roles')} error={errors.roles?.message} />
          {create.error && (
            <p className="alert" role="alert">
              {errorText(create.error)}
            </p>
          )}
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>
            Criar membro
          </button>
        </form>
      )}
    </Dialog>
  );
}
