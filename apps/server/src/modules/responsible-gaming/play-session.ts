import { PLAY_SESSION_IDLE_MINUTES } from '@placar/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { Limit } from './limits';
import {
  endPlaySessionByLimit,
  insertPlaySession,
  latestPlaySession as latest,
  selectSessionsSince,
  touchPlaySessionRow,
} from './play-sessions.repository';
import { type RgDb, type RgTables, rgDb } from './rg.tables';
import { windowOf } from './windows';

export type PlaySessionRow = Selectable<RgTables['rg_play_sessions']>;

export const IDLE_MS = PLAY_SESSION_IDLE_MINUTES * 60_000;
const MINUTE_MS = 60_000;

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
  const rows = await selectSessionsSince(db, userId, start, new Date(start.getTime() - IDLE_MS));
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
      await endPlaySessionByLimit(db, last.id, now);
      return { session: ended, reached: true };
    }
    await touchPlaySessionRow(db, last.id, now);
    return { session: { ...last, last_seen_at: now }, reached: false };
  }
  if (overDay) return { session: last, reached: true };
  const created = await insertPlaySession(db, userId, now);
  return { session: created, reached: false };
}

/** The current session without touching it (reads). */
export async function currentPlaySession(executor: Db | Kysely<object>, userId: number, now: Date) {
  const last = await latest(rgDb(executor), userId);
  return isCurrent(last, now) ? last : undefined;
}
