import { zodResolver } from '@hookform/resolvers/zod';
import { staffApi } from '@placar/contract/routes.gen';
import { type TStaffMember, ZStaffUpdateRequest } from '@placar/contract/staff';
import { STAFF_STATUS_LABELS, STAFF_STATUSES } from '@placar/contract/staff-constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Dialog } from '../../components/Dialog';
import { Field } from '../../components/Field';
import { errorText } from '../../lib/api/api-error';
import { api } from '../../lib/api/client';
import { RoleChecks } from './RoleChecks';

type Form = z.input<typeof ZStaffUpdateRequest>;

/** "Alterar": a member's roles and status, with the reason the audit log keeps. */
export function ChangeStaffDialog({ member, onClose }: { member: TStaffMember; onClose(): void }) {
  const queries = useQueryClient();
  const form = useForm<Form>({
    resolver: zodResolver(ZStaffUpdateRequest),
    defaultValues: { roles: member.roles, status: member.status, reason: '' },
  });
  const change = useMutation({
    mutationFn: (body: Form) => api.call(staffApi.updateStaff, { params: { id: member.id }, body }),
    onSuccess: () => {
      void queries.invalidateQueries({ queryKey: ['staff'] });
      onClose();
    },
  });
  const { errors } = form.formState;
  return (
    <Dialog title={`Alterar ${member.name}`} onClose={onClose}>
      <form onSubmit={form.handleSubmit((body) => change.mutate(body))} noValidate>
        <p className="muted">{member.email}</p>
        <RoleChecks field={form.register('roles')} error={errors.roles?.message} />
        <Field label="Situação" error={errors.status?.message}>
          <select {...form.register('status')}>
            {STAFF_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STAFF_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Motivo (fica na auditoria)" error={errors.reason?.message}>
          <textarea rows={3} {...form.register('reason')} />
        </Field>
        {change.error && (
          <p className="alert" role="alert">
            {errorText(change.error)}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={change.isPending}>
          Salvar alterações
        </button>
      </form>
    </Dialog>
  );
}
