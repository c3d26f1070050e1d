import type { Kysely, Selectable } from 'kysely';
import type { Db } from '../../platform/db/database';
import { type RgDb, type RgTables, rgDb } from './rg.tables';

type PlaySessionRow = Selectable<RgTables['rg_play_sessions']>;

/** A user's latest play session. */
export async function latestPlaySession(db: RgDb, userId: number) {
  return (await db
    .selectFrom('rg_play_sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()) as PlaySessionRow | undefined;
}

/** Sessions open or ended after `start` and seen after `seenAfter`. */
export async function selectSessionsSince(db: RgDb, userId: number, start: Date, seenAfter: Date) {
  return (await db
    .selectFrom('rg_play_sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('ended_at', 'is', null), eb('ended_at', '>', start)]))
    .where('last_seen_at', '>', seenAfter)
    .execute()) as PlaySessionRow[];
}

/** Sessions seen after `start`. */
export function selectSessionsSeenSince(db: RgDb, userId: number, start: Date) {
  return db
    .selectFrom('rg_play_sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('last_seen_at', '>', start)
    .execute();
}

/** Closes a session because a session-time limit was reached. */
export async function endPlaySessionByLimit(db: RgDb, sessionId: number, now: Date) {
  await db
    .updateTable('rg_play_sessions')
    .set({ ended_at: now, end_reason: 'limit', last_seen_at: now })
    .where('id', '=', sessionId)
    .execute();
}

export async function touchPlaySessionRow(db: RgDb, sessionId: number, now: Date) {
  await db.updateTable('rg_play_sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
}

export async function insertPlaySession(db: RgDb, userId: number, now: Date) {
  return (await db
    .insertInto('rg_play_sessions')
    .values({
      user_id: userId,
      started_at: now,
      last_seen_at: now,
      last_reality_check_at: null,
      ended_at: null,
      end_reason: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow()) as PlaySessionRow;
}

export async function endPlaySession(
  executor: Db | Kysely<object>,
  userId: number,
  now: Date,
  reason: string,
) {
  await rgDb(executor)
    .updateTable('rg_play_sessions')
    .set({ ended_at: now, end_reason: reason })
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .execute();
}

export async function acknowledgeRealityCheck(executor: Db | Kysely<object>, sessionId: number, now: Date) {
  await rgDb(executor)
    .updateTable('rg_play_sessions')
    .set({ last_reality_check_at: now, last_seen_at: now })
    .where('id', '=', sessionId)
    .execute();
}
