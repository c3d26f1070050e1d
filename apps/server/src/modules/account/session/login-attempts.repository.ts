import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../../platform/db/database';

/**
 * Reasons of the failed attempts that count (a wrong two-factor code counts like a wrong password);
 * refusals of a throttled client or a locked account do not.
 */
const COUNTED = ['password', 'unknown-user', 'two-factor'];

/** How many counted failures matched, and when the newest was. */
export type FailureCount = { n: number; newest: Date | null };

async function countFailures(db: Db, where: RawBuilder<unknown>, since: Date): Promise<FailureCount> {
  const { rows } = await sql<{ n: number; newest: Date | null }>`
    select count(*)::int as n, max(created_at) as newest from login_attempts
    where not success and reason in (${sql.join(COUNTED)}) and created_at > ${since} and ${where}`.execute(
    db,
  );
  const row = rows[0];
  return { n: row?.n ?? 0, newest: row?.newest ? new Date(row.newest) : null };
}

/** Failures on this (normalised) e-mail from one client: its device id when it has one, else its address. */
export function countClientFailures(
  db: Db,
  username: string,
  client: { ip: string | null; deviceId: string | null },
  since: Date,
) {
  const who = client.deviceId
    ? sql`device_id = ${client.deviceId}`
    : sql`ip is not distinct from ${client.ip}`;
  return countFailures(db, sql`lower(username) = ${username} and ${who}`, since);
}

/** Failures from one address, on any e-mail. */
export function countAddressFailures(db: Db, ip: string, since: Date) {
  return countFailures(db, sql`ip = ${ip}`, since);
}

/** Failures on this (normalised) e-mail from everywhere. */
export function countUsernameFailures(db: Db, username: string, since: Date) {
  return countFailures(db, sql`lower(username) = ${username}`, since);
}
