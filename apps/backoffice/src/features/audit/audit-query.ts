import type { TAuditFilter } from '@placar/contract/staff';

/** The audit screen's filter form: dates as the date inputs give them (AAAA-MM-DD). */
export type AuditForm = {
  staffEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  fromDate: string;
  toDate: string;
};

export const EMPTY_AUDIT_FORM: AuditForm = {
  staffEmail: '',
  action: '',
  targetType: '',
  targetId: '',
  fromDate: '',
  toDate: '',
};

const DAY_MS = 86_400_000;

/** A Brasília calendar day's start as an ISO instant (UTC−3, no daylight saving since 2019). */
const dayStart = (date: string) => `${date}T00:00:00-03:00`;
const nextDayStart = (date: string) =>
  dayStart(new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10));

/** The server's filter of the form: empty fields left out; "até" includes its whole day. */
export function auditFilter(form: AuditForm): TAuditFilter {
  const text = (v: string) => v.trim() || undefined;
  return {
    staffEmail: text(form.staffEmail),
    action: text(form.action),
    targetType: text(form.targetType),
    targetId: text(form.targetId),
    from: form.fromDate ? dayStart(form.fromDate) : undefined,
    to: form.toDate ? nextDayStart(form.toDate) : undefined,
  };
}
