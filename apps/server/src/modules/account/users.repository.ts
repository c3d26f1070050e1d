import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { SecurityTables } from './security.tables';

/** Kysely view of the users table (migrations/0100_account_baseline.sql). */
export type UsersTable = {
  id: Generated<number>;
  email: string;
  username: string;
  password_hash: string | null;
  cpf: string | null;
  full_name: string;
  birth_date: string | null;
  phone: string | null;
  nationality: Generated<string>;
  step: Generated<number>;
  status: Generated<string>;
  roles: Generated<number[]>;
  validation_type: number | null;
  face_status: number | null;
  is_deactivated: Generated<boolean>;
  terms_accepted_at: Date | null;
  rg_warning_accepted_at: Date | null;
  attribution: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  failed_logins: Generated<number>;
  locked_until: Date | null;
  google_sub: string | null;
  address: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  autoexclusion: ColumnType<
    { exclusionMonth: number; resumeExclusionDate: string | null } | null,
    string | null | undefined,
    string | null
  >;
  last_login_at: Date | null;
  password_changed_at: Date | null;
  withdrawals_blocked_at: Date | null;
  withdrawals_block_reason: string | null;
};

export type AccountTables = { users: UsersTable } & SecurityTables;
export type UserRow = Selectable<UsersTable>;
export type NewUser = Omit<Insertable<UsersTable>, 'attribution' | 'address' | 'autoexclusion'> & {
  attribution?: Record<string, unknown>;
};

export type UserUpdate = Updateable<UsersTable>;

export const usersDb = (db: Db) => db.withTables<AccountTables>();

export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  const { attribution, ...rest } = user;
  return usersDb(db)
    .insertInto('users')
    .values({ ...rest, attribution: JSON.stringify(attribution ?? {}) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return usersDb(db).selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return usersDb(db)
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.fn('lower', ['email']), '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function findUserByCpf(db: Db, cpf: string): Promise<UserRow | undefined> {
  return usersDb(db).selectFrom('users').selectAll().where('cpf', '=', cpf).executeTakeFirst();
}

export async function findUserByGoogleSub(db: Db, sub: string): Promise<UserRow | undefined> {
  return usersDb(db).selectFrom('users').selectAll().where('google_sub', '=', sub).executeTakeFirst();
}

/** Changes the given columns of a user and answers the row as it is now. */
export async function updateUser(db: Db, id: number, set: UserUpdate): Promise<UserRow> {
  return usersDb(db)
    .updateTable('users')
    .set(set)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Changes the given columns of a user (no answer). */
export async function setUserColumns(db: Db, id: number, set: UserUpdate) {
  await usersDb(db).updateTable('users').set(set).where('id', '=', id).execute();
}

/** The user's registration step, or undefined without such a user. */
export async function findUserStep(db: Db, id: number): Promise<number | undefined> {
  const row = await usersDb(db).selectFrom('users').select('step').where('id', '=', id).executeTakeFirst();
  return row?.step;
}

/** Writes the face status unless the row already has it; answers whether the row changed. */
export async function setUserFaceStatus(db: Db, id: number, faceStatus: number): Promise<boolean> {
  const result = await usersDb(db)
    .updateTable('users')
    .set({ face_status: faceStatus, updated_at: new Date() })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('face_status', 'is', null), eb('face_status', '<>', faceStatus)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Flips is_deactivated when it is not already so; answers whether this call changed it. */
export async function setUserDeactivated(db: Db, id: number, deactivated: boolean): Promise<boolean> {
  const row = await usersDb(db)
    .updateTable('users')
    .set({ is_deactivated: deactivated, updated_at: new Date() })
    .where('id', '=', id)
    .where('is_deactivated', '=', !deactivated)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Sets or lifts the withdrawal block (a block in force keeps its start); undefined without the user. */
export async function setUserWithdrawalBlock(
  db: Db,
  id: number,
  change: { blocked: boolean; reason: string },
): Promise<UserRow | undefined> {
  return usersDb(db)
    .updateTable('users')
    .set((eb) => ({
      withdrawals_blocked_at: change.blocked
        ? eb.fn.coalesce('withdrawals_blocked_at', eb.val(new Date()))
        : null,
      withdrawals_block_reason: change.blocked ? change.reason : null,
      updated_at: new Date(),
    }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}
