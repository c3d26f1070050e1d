import type { TAuditEntry, TAuditFilter, TAuditQuery } from '@placar/contract';
import type { FastifyRequest } from 'fastify';
import type { StaffPrincipal } from '../../platform/auth/tokens';
import type { Platform } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { type AuditRow, auditBatches, insertAudit, searchAudit } from './audit.repository';

/**
 * One audit entry: who (the staff member, or the e-mail typed at a failed sign-in), what (an action
 * code `area.verb`, e.g. `withdrawal.approved`), on what (target type and id), the state before and
 * after, why (required by the caller where the action moves money or changes a bettor's state), and
 * from where (address, request id).
 */
export type StaffActionEntry = {
  staff: { id: number | null; email: string };
  action: string;
  target?: { type: string; id: string | number };
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  ip?: string | null;
  requestId?: string | null;
};

/**
 * Appends an audit row. Pass the caller's transaction (`trx`) so the row commits or rolls back with
 * the action it records; the table refuses update and delete.
 */
export async function recordStaffAction(db: Db, entry: StaffActionEntry): Promise<void> {
  await insertAudit(db, {
    staff_id: entry.staff.id,
    staff_email: entry.staff.email,
    action: entry.action,
    target_type: entry.target?.type ?? null,
    target_id: entry.target ? String(entry.target.id) : null,
    before: entry.before,
    after: entry.after,
    reason: entry.reason ?? null,
    ip: entry.ip ?? null,
    request_id: entry.requestId ?? null,
  });
}

/** The who and where of an entry, from a request behind the staff guard. */
export const requestActor = (request: FastifyRequest, staff: StaffPrincipal) => ({
  staff: { id: staff.id, email: staff.email },
  ip: request.ip,
  requestId: String(request.id),
});

export function auditEntry(row: AuditRow): TAuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    staffId: row.staff_id,
    staffEmail: row.staff_email,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    before: row.before ?? null,
    after: row.after ?? null,
    reason: row.reason,
    ip: row.ip,
    requestId: row.request_id,
  };
}

export async function searchStaffActions(platform: Platform, query: TAuditQuery) {
  const { pageNumber, pageSize, ...filter } = query;
  const { rows, total } = await searchAudit(platform.db, filter, { pageNumber, pageSize });
  return { items: rows.map(auditEntry), total, pageNumber, pageSize };
}

const CSV_COLUMNS = [
  'id',
  'data_hora',
  'staff_id',
  'staff_email',
  'acao',
  'alvo_tipo',
  'alvo_id',
  'antes',
  'depois',
  'motivo',
  'ip',
  'request_id',
] as const;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break; a text a spreadsheet
 * would run as a formula (= + - @ at the start) gets a leading apostrophe.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** The audit log of the filter as CSV lines, the header first, newest rows first. */
export async function* auditCsv(platform: Platform, filter: TAuditFilter): AsyncGenerator<string> {
  yield csvLine([...CSV_COLUMNS]);
  for await (const rows of auditBatches(platform.db, filter)) {
    let chunk = '';
    for (const r of rows) {
      chunk += csvLine([
        r.id,
        r.at.toISOString(),
        r.staff_id,
        r.staff_email,
        r.action,
        r.target_type,
        r.target_id,
        r.before,
        r.after,
        r.reason,
        r.ip,
        r.request_id,
      ]);
    }
    yield chunk;
  }
}
