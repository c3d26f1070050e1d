import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database';
import { casinoDb } from '../casino.tables';

/** The launch's SQL: casino sessions (launch tokens) and the allowed launch origins. */

export type SessionInsert = {
  token_hash: string;
  mode: 'real' | 'free';
  user_id: number | null;
  provider_id: number;
  game_id: string;
  play_balance: number | null;
  expires_at: Date;
};

export function insertSession(db: Db, values: SessionInsert) {
  return casinoDb({ db })
    .insertInto('casino_sessions')
    .values({ ...values, revoked_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Slides the expiry of a live (not revoked, not expired) session; undefined when none is live. */
export function touchLiveSession(db: Db, tokenHash: string, now: Date, expiresAt: Date) {
  return casinoDb({ db })
    .updateTable('casino_sessions')
    .set({ expires_at: expiresAt })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['id', 'mode', 'user_id', 'provider_id', 'game_id'])
    .executeTakeFirst();
}

/** A session row whatever its state (revoked, expired), for the lookups that accept ended sessions. */
function selectSessions(db: Db) {
  return casinoDb({ db })
    .selectFrom('casino_sessions')
    .select(['id', 'mode', 'user_id', 'provider_id', 'game_id', 'expires_at']);
}

export function selectSessionByTokenHash(db: Db, tokenHash: string) {
  return selectSessions(db).where('token_hash', '=', tokenHash).executeTakeFirst();
}

export function selectSessionById(db: Db, id: number) {
  return selectSessions(db).where('id', '=', id).executeTakeFirst();
}

export async function revokeSessionsOfUser(db: Db, userId: number) {
  await sql`update casino_sessions set revoked_at = now() where user_id = ${userId} and revoked_at is null`.execute(
    db,
  );
}

export function selectLaunchOrigins(db: Db) {
  return casinoDb({ db }).selectFrom('casino_launch_origins').select('origin').orderBy('origin').execute();
}

export async function insertLaunchOrigin(db: Db, origin: string) {
  await casinoDb({ db })
    .insertInto('casino_launch_origins')
    .values({ origin })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
