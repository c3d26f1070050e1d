import type { TAuditFilter } from '@placar/contract';
import type { Insertable, Selectable, SelectQueryBuilder } from 'kysely';
import type { Db } from '../../platform/db/database';
import { type StaffTables, staffDb } from './staff.tables';

export type AuditRow = Selectable<StaffTables['staff_audit_log']>;

export type AuditInsert = Insertable<StaffTables['staff_audit_log']>;

const json = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v));

export function insertAudit(db: Db, row: AuditInsert): Promise<AuditRow> {
  return staffDb(db)
    .insertInto('staff_audit_log')
    .values({ ...row, before: json(row.before), after: json(row.after) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

type AuditQuery = SelectQueryBuilder<StaffTables, 'staff_audit_log', object>;

function filtered(q: AuditQuery, f: TAuditFilter): AuditQuery {
  let out = q;
  if (f.staffId !== undefined) out = out.where('staff_id', '=', f.staffId);
  if (f.staffEmail) out = out.where('staff_email', '=', f.staffEmail);
  if (f.action) out = out.where('action', '=', f.action);
  if (f.targetType) out = out.where('target_type', '=', f.targetType);
  if (f.targetId) out = out.where('target_id', '=', f.targetId);
  if (f.from) out = out.where('at', '>=', new Date(f.from));
  if (f.to) out = out.where('at', '<', new Date(f.to));
  return out;
}

export async function searchAudit(
  db: Db,
  filter: TAuditFilter,
  page: { pageNumber: number; pageSize: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const q = filtered(staffDb(db).selectFrom('staff_audit_log'), filter);
  const [rows, count] = await Promise.all([
    q
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNumber - 1) * page.pageSize)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Every row of the filter, newest first (by id: the insert order), in batches (the CSV export streams them). */
export async function* auditBatches(db: Db, filter: TAuditFilter, batch = 1000): AsyncGenerator<AuditRow[]> {
  let beforeId: number | undefined;
  for (;;) {
    let q = filtered(staffDb(db).selectFrom('staff_audit_log'), filter);
    if (beforeId !== undefined) q = q.where('id', '<', beforeId);
    const rows = await q.selectAll().orderBy('id', 'desc').limit(batch).execute();
    if (rows.length > 0) yield rows;
    if (rows.length < batch) return;
    beforeId = Number(rows[rows.length - 1]!.id);
  }
}

/** Failed sign-ins since `since`, by e-mail and by address (the sign-in throttle). */
export async function countFailures(
  db: Db,
  email: string,
  ip: string | null,
  since: Date,
): Promise<{ byEmail: number; byIp: number }> {
  const base = staffDb(db)
    .selectFrom('staff_audit_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('action', '=', 'staff.sign-in-failed')
    .where('at', '>', since);
  const [byEmail, byIp] = await Promise.all([
    base.where('staff_email', '=', email).executeTakeFirstOrThrow(),
    ip ? base.where('ip', '=', ip).executeTakeFirstOrThrow() : Promise.resolve({ n: 0 }),
  ]);
  return { byEmail: Number(byEmail.n), byIp: Number(byIp.n) };
}
