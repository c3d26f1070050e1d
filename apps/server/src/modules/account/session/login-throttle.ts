import { sql } from 'kysely';
import type { Platform } from '../../../platform/context';
import type { Db } from '../../../platform/db/database';
import { accountDb } from './sessions.repository';

/** The sliding window failed logins are counted in, and how long a lock lasts after the last one. */
export const LOCK_MS = 15 * 60 * 1000;
/** Wrong passwords one client (its device id, else its address) may try on one e-mail in the window. */
export const CLIENT_MAX_FAILED_LOGINS = 5;
/** Wrong passwords one address may try in the window, whatever e-mails and device ids it sends. */
export const ADDRESS_MAX_FAILED_LOGINS = 30;
/**
 * Wrong passwords one e-mail may receive in the window from everywhere (many addresses): then the
 * account itself locks, its owner is told by e-mail and given a reset link, and their known devices
 * still get in with the right password.
 */
export const ACCOUNT_MAX_FAILED_LOGINS = 20;

/**
 * Reasons of the failed attempts that count (a wrong two-factor code counts like a wrong password);
 * refusals of a throttled client or a locked account do not.
 */
const COUNTED = ['password', 'unknown-user', 'two-factor'];

export type LoginClient = { ip: string | null; deviceId: string | null };

type Count = { n: number; newest: Date | null };

async function count(db: Db, where: ReturnType<typeof sql>, since: Date): Promise<Count> {
  const { rows } = await sql<{ n: number; newest: Date | null }>`
    select count(*)::int as n, max(created_at) as newest from login_attempts
    where not success and reason in (${sql.join(COUNTED)}) and created_at > ${since} and ${where}`.execute(
    db,
  );
  const row = rows[0];
  return { n: row?.n ?? 0, newest: row?.newest ? new Date(row.newest) : null };
}

const windowStart = () => new Date(Date.now() - LOCK_MS);
const normalise = (username: string) => username.trim().toLowerCase();

/** Failed attempts on this e-mail from this client: its device id when it sent one, else its address. */
export function clientFailures(platform: Platform, username: string, client: LoginClient) {
  const who = client.deviceId
    ? sql`device_id = ${client.deviceId}`
    : sql`ip is not distinct from ${client.ip}`;
  return count(platform.db, sql`lower(username) = ${normalise(username)} and ${who}`, windowStart());
}

/** Failed attempts from this address, on any e-mail. */
export function addressFailures(platform: Platform, client: LoginClient) {
  if (!client.ip) return Promise.resolve({ n: 0, newest: null } as Count);
  return count(platform.db, sql`ip = ${client.ip}`, windowStart());
}

/**
 * Failed attempts on this e-mail from everywhere, since the window began or the password last
 * changed (a reset starts the count again). Counted the same way whether the e-mail has an account.
 */
export function accountFailures(platform: Platform, username: string, passwordChangedAt?: Date | null) {
  const start = windowStart();
  const since = passwordChangedAt && passwordChangedAt > start ? passwordChangedAt : start;
  return count(platform.db, sql`lower(username) = ${normalise(username)}`, since);
}

/** When a lock counted from failures ends: the window after the newest of them. */
export const lockEnd = (c: Count) => new Date((c.newest ?? new Date()).getTime() + LOCK_MS);

export function isKnownDeviceOf(platform: Platform, userId: number, deviceId: string | null) {
  if (!deviceId) return Promise.resolve(false);
  return accountDb(platform.db)
    .selectFrom('user_devices')
    .select('device_id')
    .where('user_id', '=', userId)
    .where('device_id', '=', deviceId)
    .executeTakeFirst()
    .then((row) => row !== undefined);
}
