import { STAFF_AUDIT_ACTIONS } from '@placar/contract/staff-constants';
import type { AuditForm } from './audit-query';

const FIELDS: Array<[key: keyof AuditForm, label: string, type: string, placeholder?: string]> = [
  ['staffEmail', 'Membro (e-mail)', 'search', 'nome@empresa.com.br'],
  ['targetType', 'Tipo do alvo', 'search', 'staff, user…'],
  ['targetId', 'Id do alvo', 'search'],
  ['fromDate', 'De', 'date'],
  ['toDate', 'Até', 'date'],
];

/** The audit log's filters; each change asks the server again from page 1. */
export function AuditFilters({ value, onChange }: { value: AuditForm; onChange(next: AuditForm): void }) {
  return (
    <form className="filters" aria-label="Filtros" onSubmit={(e) => e.preventDefault()}>
      <label className="field">
        <span>Ação</span>
        <select value={value.action} onChange={(e) => onChange({ ...value, action: e.target.value })}>
          <option value="">Todas</option>
          {Object.entries(STAFF_AUDIT_ACTIONS).map(([code, label]) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </select>
      </label>
      {FIELDS.map(([key, label, type, placeholder]) => (
        <label key={key} className="field">
          <span>{label}</span>
          <input
            type={type}
            placeholder={placeholder}
            value={value[key]}
            onChange={(e) => onChange({ ...value, [key]: e.target.value })}
          />
        </label>
      ))}
    </form>
  );
}
