import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
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
