import { staffApi } from '@placar/contract/routes.gen';
import type { TStaffMember } from '@placar/contract/staff';
import {
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  STAFF_STATUS_LABELS,
  STAFF_STATUSES,
  type TStaffRole,
  type TStaffStatus,
} from '@placar/contract/staff-constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { DataTable } from '../../components/DataTable';
import { errorText } from '../../lib/api/api-error';
import { api } from '../../lib/api/client';
import { formatDateTime } from '../../lib/format';
import { ChangeStaffDialog } from './ChangeStaffDialog';
import { CreateStaffDialog } from './CreateStaffDialog';

const PAGE_SIZE = 20;
const col = createColumnHelper<TStaffMember>();

type Filters = { q: string; role: TStaffRole | ''; status: TStaffStatus | '' };

/** Staff management (admin): the members, filtered and paged on the server; create, change. */
export function StaffPage() {
  const [filters, setFilters] = useState<Filters>({ q: '', role: '', status: '' });
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [changing, setChanging] = useState<TStaffMember | null>(null);
  const query = {
    pageNumber: page,
    pageSize: PAGE_SIZE,
    q: filters.q.trim() || undefined,
    role: filters.role || undefined,
    status: filters.status || undefined,
  };
  const list = useQuery({
    queryKey: ['staff', query],
    queryFn: () => api.call(staffApi.listStaff, { query }),
    placeholderData: keepPreviousData,
  });
  const filter = (next: Partial<Filters>) => {
    setFilters({ ...filters, ...next });
    setPage(1);
  };
  const columns = [
    col.accessor('name', { header: 'Nome' }),
    col.accessor('email', { header: 'E-mail' }),
    col.accessor('roles', {
      header: 'Perfis',
      cell: (c) =>
        c
          .getValue()
          .map((r) => STAFF_ROLE_LABELS[r])
          .join(', '),
    }),
    col.accessor('status', {
      header: 'Situação',
      cell: (c) => <span className={`tag tag-${c.getValue()}`}>{STAFF_STATUS_LABELS[c.getValue()]}</span>,
    }),
    col.accessor('twoFactorEnrolled', {
      header: 'Autenticador',
      cell: (c) => (c.getValue() ? 'Ativo' : 'Pendente'),
    }),
    col.accessor('lastSignInAt', { header: 'Último acesso', cell: (c) => formatDateTime(c.getValue()) }),
    col.display({
      id: 'actions',
      header: () => <span className="sr-only">Ações</span>,
      cell: (c) => (
        <button type="button" className="btn btn-small" onClick={() => setChanging(c.row.original)}>
          Alterar
        </button>
      ),
    }),
  ];
  return (
    <section aria-labelledby="staff-title">
      <header className="page-head">
        <h1 id="staff-title">Equipe</h1>
        <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
          Novo membro
        </button>
      </header>
      <form className="filters" aria-label="Filtros" onSubmit={(e) => e.preventDefault()}>
        <label className="field">
          <span>Buscar</span>
          <input
            type="search"
            placeholder="Nome ou e-mail"
            value={filters.q}
            onChange={(e) => filter({ q: e.target.value })}
          />
        </label>
        <label className="field">
          <span>Perfil</span>
          <select value={filters.role} onChange={(e) => filter({ role: e.target.value as Filters['role'] })}>
            <option value="">Todos</option>
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {STAFF_ROLE_LABELS[r]}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>Situação</span>
          <select
            value={filters.status}
            onChange={(e) => filter({ status: e.target.value as Filters['status'] })}
          >
            <option value="">Todas</option>
            {STAFF_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STAFF_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
      </form>
      {list.error && (
        <p className="alert" role="alert">
          {errorText(list.error)}
        </p>
      )}
      <DataTable
        label="Membros da equipe"
        columns={columns}
        rows={list.data?.items ?? []}
        total={list.data?.total ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        loading={list.isFetching}
        empty="Nenhum membro encontrado."
      />
      {creating && <CreateStaffDialog onClose={() => setCreating(false)} />}
      {changing && <ChangeStaffDialog member={changing} onClose={() => setChanging(null)} />}
    </section>
  );
}
