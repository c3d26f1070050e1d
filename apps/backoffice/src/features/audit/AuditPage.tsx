import { staffApi } from '@placar/contract/routes.gen';
import type { TAuditEntry } from '@placar/contract/staff';
import { STAFF_AUDIT_ACTIONS } from '@placar/contract/staff-constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { DataTable } from '../../components/DataTable';
import { errorText } from '../../lib/api/api-error';
import { api } from '../../lib/api/client';
import { saveBlob } from '../../lib/download';
import { formatDateTime } from '../../lib/format';
import { AuditFilters } from './AuditFilters';
import { type AuditForm, auditFilter, EMPTY_AUDIT_FORM } from './audit-query';
import { Change } from './Change';

const PAGE_SIZE = 50;
const col = createColumnHelper<TAuditEntry>();
const actionLabel = (code: string) => STAFF_AUDIT_ACTIONS[code as keyof typeof STAFF_AUDIT_ACTIONS] ?? code;

const columns = [
  col.accessor('at', {
    header: 'Data e hora',
    cell: (c) => <span className="nowrap">{formatDateTime(c.getValue())}</span>,
  }),
  col.accessor('staffEmail', { header: 'Membro' }),
  col.accessor('action', {
    header: 'Ação',
    cell: (c) => (
      <span title={c.getValue()}>
        {actionLabel(c.getValue())}
        <small className="muted block">{c.getValue()}</small>
      </span>
    ),
  }),
  col.display({
    id: 'target',
    header: 'Alvo',
    cell: (c) => (
      <span className="nowrap">
        {c.row.original.targetType ? `${c.row.original.targetType} ${c.row.original.targetId ?? ''}` : '—'}
      </span>
    ),
  }),
  col.display({ id: 'change', header: 'Antes → depois', cell: (c) => <Change entry={c.row.original} /> }),
  col.accessor('reason', { header: 'Motivo', cell: (c) => c.getValue() ?? '—' }),
  col.accessor('ip', { header: 'IP', cell: (c) => c.getValue() ?? '—' }),
];

/** The audit log (compliance, admin): filtered and paged on the server, exported as CSV. */
export function AuditPage() {
  const [form, setForm] = useState<AuditForm>(EMPTY_AUDIT_FORM);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState<string | null>(null);
  const filter = auditFilter(form);
  const query = { ...filter, pageNumber: page, pageSize: PAGE_SIZE };
  const log = useQuery({
    queryKey: ['audit', query],
    queryFn: () => api.call(staffApi.searchAudit, { query }),
    placeholderData: keepPreviousData,
  });
  const exportCsv = async () => {
    setExporting('Gerando arquivo…');
    try {
      const blob = await api.download(staffApi.exportAudit, { query: filter });
      saveBlob(blob, `auditoria-${new Date().toISOString().slice(0, 10)}.csv`);
      setExporting(null);
    } catch (error) {
      setExporting(errorText(error));
    }
  };
  return (
    <section aria-labelledby="audit-title">
      <header className="page-head">
        <div>
          <p className="crumb">Compliance</p>
          <h1 id="audit-title">Auditoria</h1>
        </div>
        <button type="button" className="btn" onClick={exportCsv}>
          Exportar CSV
        </button>
      </header>
      <AuditFilters
        value={form}
        onChange={(next) => {
          setForm(next);
          setPage(1);
        }}
      />
      {exporting && <p role="status">{exporting}</p>}
      {log.error && (
        <p className="alert" role="alert">
          {errorText(log.error)}
        </p>
      )}
      <DataTable
        label="Registros de auditoria"
        columns={columns}
        rows={log.data?.items ?? []}
        total={log.data?.total ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        loading={log.isFetching}
        empty="Nenhum registro para estes filtros."
      />
    </section>
  );
}
