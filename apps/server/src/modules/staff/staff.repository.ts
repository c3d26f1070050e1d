import type { TStaffListQuery, TStaffRole, TStaffStatus } from '@placar/contract';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import { type StaffTables, staffDb } from './staff.tables';

export type StaffRow = Selectable<StaffTables['staff_members']>;
export type StaffSessionRow = Selectable<StaffTables['staff_sessions']>;

export function findStaffByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  return staffDb(db)
    .selectFrom('staff_members')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export function findStaffById(db: Db, id: number): Promise<StaffRow | undefined> {
  return staffDb(db).selectFrom('staff_members').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The member, locked for a change in the caller's transaction. */
export function lockStaff(db: Db, id: number): Promise<StaffRow | undefined> {
  return staffDb(db)
    .selectFrom('staff_members')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function insertStaff(
  db: Db,
  values: {
    email: string;
    name: string;
    password_hash: string;
    roles: TStaffRole[];
    totp_secret?: string | null;
    totp_pending_secret?: string | null;
  },
): Promise<StaffRow> {
  return staffDb(db)
    .insertInto('staff_members')
    .values({ ...values, roles: sql<TStaffRole[]>`${values.roles}::text[]` })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export type StaffChange = Partial<{
  roles: TStaffRole[];
  status: TStaffStatus;
  password_hash: string;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: number | null;
  last_sign_in_at: Date;
}>;

export function updateStaff(db: Db, id: number, change: StaffChange): Promise<StaffRow> {
  const { roles, ...rest } = change;
  return staffDb(db)
    .updateTable('staff_members')
    .set({
      ...rest,
      ...(roles ? { roles: sql<TStaffRole[]>`${roles}::text[]` } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Records an accepted code's time step, only if it is later than the last one (a concurrent use of
 * the same code loses): answers whether it was recorded.
 */
export async function useTotpStep(db: Db, id: number, step: number): Promise<boolean> {
  const result = await staffDb(db)
    .updateTable('staff_members')
    .set({ totp_last_step: step })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function listStaff(
  db: Db,
  query: TStaffListQuery,
): Promise<{ rows: StaffRow[]; total: number }> {
  let q = staffDb(db).selectFrom('staff_members');
  if (query.q) {
    const like = `%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) =>
      eb.or([eb(sql<string>`lower(email)`, 'like', like), eb(sql<string>`lower(name)`, 'like', like)]),
    );
  }
  if (query.role) q = q.where(sql<boolean>`${query.role} = any(roles)`);
  if (query.status) q = q.where('status', '=', query.status);
  const [rows, count] = await Promise.all([
    q
      .selectAll()
      .orderBy('email')
      .limit(query.pageSize)
      .offset((query.pageNumber - 1) * query.pageSize)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function insertSession(
  db: Db,
  values: { id: string; staff_id: number; at: Date; ip: string | null; user_agent: string | null },
) {
  const { at, ...rest } = values;
  return staffDb(db)
    .insertInto('staff_sessions')
    .values({ ...rest, created_at: at, last_activity_at: at })
    .execute();
}

export function findSession(db: Db, id: string): Promise<StaffSessionRow | undefined> {
  return staffDb(db).selectFrom('staff_sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

export function touchSession(db: Db, id: string, at: Date) {
  return staffDb(db)
    .updateTable('staff_sessions')
    .set({ last_activity_at: at })
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .execute();
}

export function endSession(db: Db, id: string, at: Date, reason: string) {
  return staffDb(db)
    .updateTable('staff_sessions')
    .set({ ended_at: at, end_reason: reason })
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .execute();
}

export function endSessionsOf(db: Db, staffId: number, at: Date, reason: string) {
  return staffDb(db)
    .updateTable('staff_sessions')
    .set({ ended_at: at, end_reason: reason })
    .where('staff_id', '=', staffId)
    .where('ended_at', 'is', null)
    .execute();
}
