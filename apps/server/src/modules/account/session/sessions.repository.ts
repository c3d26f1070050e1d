import { type Insertable, sql } from 'kysely';
import type { Db } from '../../../platform/db/database';
import type { SessionsTable } from '../security.tables';
import { type AccountTables, usersDb } from '../users.repository';

export const accountDb = (db: Db) => db.withTables<AccountTables>();

export async function findSession(db: Db, id: string) {
  return accountDb(db).selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertSession(db: Db, session: Insertable<SessionsTable>) {
  await accountDb(db).insertInto('sessions').values(session).execute();
}

/** A session's new expiry (the refresh token's lifetime from now). */
export async function setSessionExpiry(db: Db, id: string, expiresAt: Date) {
  await accountDb(db).updateTable('sessions').set({ expires_at: expiresAt }).where('id', '=', id).execute();
}

export async function insertRefreshToken(db: Db, tokenHash: string, sessionId: string, expiresAt: Date) {
  await accountDb(db)
    .insertInto('refresh_tokens')
    .values({ token_hash: tokenHash, session_id: sessionId, expires_at: expiresAt })
    .execute();
}

/** A refresh token by its hash, with its session's user, revocation and kind. */
export async function findRefreshToken(db: Db, tokenHash: string) {
  return accountDb(db)
    .selectFrom('refresh_tokens')
    .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
    .select([
      'refresh_tokens.session_id',
      'refresh_tokens.used_at',
      'refresh_tokens.expires_at',
      'sessions.user_id',
      'sessions.revoked_at',
      'sessions.extended',
    ])
    .where('refresh_tokens.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Uses up a refresh token; false when it was already used (only one of two racing refreshes wins). */
export async function spendRefreshToken(db: Db, tokenHash: string): Promise<boolean> {
  const used = await accountDb(db)
    .updateTable('refresh_tokens')
    .set({ used_at: new Date() })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .returning('token_hash')
    .executeTakeFirst();
  return used !== undefined;
}

export async function listActiveSessions(db: Db, userId: number) {
  return accountDb(db)
    .selectFrom('sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .orderBy('last_activity_at', 'desc')
    .execute();
}

export async function revokeSessionRow(db: Db, id: string, reason: string) {
  await accountDb(db)
    .updateTable('sessions')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every live session of a user (password reset or change); answers their ids. */
export async function revokeUserSessionRows(db: Db, userId: number, reason: string, exceptId?: string) {
  let q = accountDb(db)
    .updateTable('sessions')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptId) q = q.where('id', '!=', exceptId);
  const rows = await q.returning('id').execute();
  return rows.map((r) => r.id);
}

export async function touchSession(db: Db, id: string, at: Date, reauthRequired: boolean) {
  await accountDb(db)
    .updateTable('sessions')
    .set({ last_activity_at: at, reauth_required: reauthRequired })
    .where('id', '=', id)
    .execute();
}

export async function rememberDevice(db: Db, userId: number, deviceId: string) {
  await sql`
    insert into user_devices (user_id, device_id) values (${userId}, ${deviceId})
    on conflict (user_id, device_id) do update set last_seen_at = now()`.execute(db);
}

export async function isKnownDevice(db: Db, userId: number, deviceId: string) {
  const row = await accountDb(db)
    .selectFrom('user_devices')
    .select('device_id')
    .where('user_id', '=', userId)
    .where('device_id', '=', deviceId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Countries and regions this user has had sessions from. */
export async function knownLocations(db: Db, userId: number) {
  return accountDb(db)
    .selectFrom('sessions')
    .select(['country', 'region'])
    .distinct()
    .where('user_id', '=', userId)
    .where('country', 'is not', null)
    .execute();
}

export async function recordLoginAttempt(
  db: Db,
  attempt: {
    userId: number | null;
    username: string;
    ip: string | null;
    deviceId?: string | null;
    success: boolean;
    reason?: string;
  },
) {
  await accountDb(db)
    .insertInto('login_attempts')
    .values({
      user_id: attempt.userId,
      username: attempt.username.trim().toLowerCase().slice(0, 254),
      ip: attempt.ip,
      device_id: attempt.deviceId ?? null,
      success: attempt.success,
      reason: attempt.reason ?? null,
    })
    .execute();
}

export async function setUserLoginState(
  db: Db,
  userId: number,
  state: { failed_logins: number; locked_until: Date | null; last_login_at?: Date },
) {
  await usersDb(db)
    .updateTable('users')
    .set({ ...state, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

/** Adds a failed login; answers the new count (atomic, so parallel tries all count). */
export async function incrementFailedLogins(db: Db, userId: number) {
  const row = await usersDb(db)
    .updateTable('users')
    .set((eb) => ({ failed_logins: eb('failed_logins', '+', 1) }))
    .where('id', '=', userId)
    .returning('failed_logins')
    .executeTakeFirstOrThrow();
  return row.failed_logins;
}
