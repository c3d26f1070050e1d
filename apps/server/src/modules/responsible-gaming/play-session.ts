import { PLAY_SESSION_IDLE_MINUTES } from '@placar/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { Limit } from './limits';
import { type RgDb, type RgTables, rgDb } from './rg.tables';
import { windowOf } from './windows';

export type PlaySessionRow = Selectable<RgTables['rg_play_sessions']>;

export const IDLE_MS = PLAY_SESSION_IDLE_MINUTES * 60_000;
const MINUTE_MS = 60_000;

async function latest(db: RgDb, userId: number) {
  return (await db
    .selectFrom('rg_play_sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()) as PlaySessionRow | undefined;
}

/** The session still going at `now`: not ended and active in the last 30 minutes. */
export function isCurrent(s: PlaySessionRow | undefined, now: Date): s is PlaySessionRow {
  return Boolean(s && s.ended_at === null && now.getTime() - new Date(s.last_seen_at).getTime() < IDLE_MS);
}
const goingOn = (s: PlaySessionRow, now: Date) => isCurrent(s, now);

/** A session closed by its limit keeps play closed for the idle period (a real pause, not a re-login). */
const inLimitPause = (s: PlaySessionRow | undefined, now: Date) =>
  Boolean(
    s?.end_reason === 'limit' && s.ended_at && now.getTime() - new Date(s.ended_at).getTime() < IDLE_MS,
  );

export const playedMs = (s: PlaySessionRow, now: Date) => {
  const end = s.ended_at ?? (goingOn(s, now) ? now : s.last_seen_at);
  return Math.max(0, new Date(end).getTime() - new Date(s.started_at).getTime());
};

/** Minutes played since the start of today (Brasília), over every session that touched today. */
async function minutesToday(db: RgDb, userId: number, now: Date) {
  const { start } = windowOf('daily', now);
  const rows = (await db
    .selectFrom('rg_play_sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('ended_at', 'is', null), eb('ended_at', '>', start)]))
    .where('last_seen_at', '>', new Date(start.getTime() - IDLE_MS))
    .execute()) as PlaySessionRow[];
  let ms = 0;
  for (const s of rows) {
    const from = Math.max(new Date(s.started_at).getTime(), start.getTime());
    const end = new Date(s.started_at).getTime() + playedMs(s, now);
    ms += Math.max(0, end - from);
  }
  return ms / MINUTE_MS;
}

/**
 * Keeps the user's play session (a heartbeat or a play call): continues the current one or starts a
 * new one, unless a session-time limit is reached; then the session is closed with reason 'limit'
 * and `reached` is true.
 */
export async function touchPlaySession(
  executor: Db | Kysely<object>,
  userId: number,
  now: Date,
  limits: Limit[],
): Promise<{ session: PlaySessionRow | undefined; reached: boolean }> {
  const db = rgDb(executor);
  const last = await latest(db, userId);
  const perSession = limits.find((l) => l.kind === 'sessionTime' && l.period === 'session')?.value;
  const perDay = limits.find((l) => l.kind === 'sessionTime' && l.period === 'daily')?.value;
  if (!isCurrent(last, now) && inLimitPause(last, now)) return { session: last, reached: true };
  const overDay = perDay !== undefined && (await minutesToday(db, userId, now)) >= perDay;
  if (isCurrent(last, now)) {
    const overSession = perSession !== undefined && playedMs(last, now) >= perSession * MINUTE_MS;
    if (overSession || overDay) {
      const ended = { ...last, ended_at: now, end_reason: 'limit' };
      await db
        .updateTable('rg_play_sessions')
        .set({ ended_at: now, end_reason: 'limit', last_seen_at: now })
        .where('id', '=', last.id)
        .execute();
      return { session: ended, reached: true };
    }
    await db.updateTable('rg_play_sessions').set({ last_seen_at: now }).where('id', '=', last.id).execute();
    return { session: { ...last, last_seen_at: now }, reached: false };
  }
  if (overDay) return { session: last, reached: true };
  const created = (await db
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
  return { session: created, reached: false };
}

/** The current session without touching it (reads). */
export async function currentPlaySession(executor: Db | Kysely<object>, userId: number, now: Date) {
  const last = await latest(rgDb(executor), userId);
  return isCurrent(last, now) ? last : undefined;
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
