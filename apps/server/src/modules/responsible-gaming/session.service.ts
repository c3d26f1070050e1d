import { centavosToReais, REALITY_CHECK_DEFAULT_MINUTES, type TRgPlaySession } from '@placar/contract';
import type { Platform } from '../../platform/context';
import { revokeSession } from '../account';
import { getPlayTotals } from '../wallet';
import { type Actor, recordHistory } from './history';
import { limitsInForce } from './limits';
import { currentPlaySession, type PlaySessionRow, playedMs, touchPlaySession } from './play-session';
import { acknowledgeRealityCheck, endPlaySession } from './play-sessions.repository';
import { rgNow } from './rg.config';
import { rgDb } from './rg.tables';
import { lockUser, selectRealityCheckMinutes, updateRealityCheckMinutes } from './rg-settings.repository';
import { inTransaction } from './transaction.repository';

const MINUTE_MS = 60_000;

async function realityCheckMinutes(platform: Platform, userId: number) {
  const s = await selectRealityCheckMinutes(rgDb(platform.db), userId);
  return Number(s?.reality_check_minutes ?? REALITY_CHECK_DEFAULT_MINUTES);
}

async function present(
  platform: Platform,
  s: PlaySessionRow,
  reached: boolean,
  now: Date,
): Promise<TRgPlaySession> {
  const interval = await realityCheckMinutes(platform, s.user_id);
  const [totals] = await getPlayTotals(platform, s.user_id, [new Date(s.started_at)]);
  const since = new Date(s.last_reality_check_at ?? s.started_at).getTime();
  const next = new Date(since + interval * MINUTE_MS);
  return {
    startedAt: new Date(s.started_at).toISOString(),
    playedMinutes: Math.floor(playedMs(s, now) / MINUTE_MS),
    staked: centavosToReais(totals!.staked),
    netResult: centavosToReais(totals!.net),
    realityCheckMinutes: interval,
    nextRealityCheckAt: next.toISOString(),
    realityCheckDue: !reached && now >= next,
    limitReached: reached,
  };
}

/**
 * The client's heartbeat while signed in: keeps (or starts) the play session and answers its time,
 * result, next reminder, and whether the session-time limit closed it.
 */
export async function heartbeat(platform: Platform, userId: number): Promise<TRgPlaySession> {
  const now = rgNow(platform);
  const limits = await limitsInForce(platform.db, userId, now);
  const { session, reached } = await touchPlaySession(platform.db, userId, now, limits);
  return present(platform, session!, reached, now);
}

/**
 * The answer to a reality-check reminder: 'continue' acknowledges it (the next one comes after the
 * interval), 'end' ends the play session and the account session (the client logs out).
 */
export async function answerRealityCheck(
  platform: Platform,
  userId: number,
  sessionId: string,
  action: 'continue' | 'end',
): Promise<TRgPlaySession | null> {
  const now = rgNow(platform);
  const current = await currentPlaySession(platform.db, userId, now);
  if (action === 'continue') {
    if (!current) return heartbeat(platform, userId);
    await acknowledgeRealityCheck(platform.db, current.id, now);
    return present(platform, { ...current, last_reality_check_at: now, last_seen_at: now }, false, now);
  }
  await endPlaySession(platform.db, userId, now, 'user');
  await recordHistory(rgDb(platform.db), {
    userId,
    at: now,
    action: 'session_ended',
    by: { actor: 'bettor', actorId: userId },
    detail: { playedMinutes: current ? Math.floor(playedMs(current, now) / MINUTE_MS) : 0 },
  });
  await revokeSession(platform, sessionId, 'responsible-gaming:session-ended');
  return null;
}

export async function setRealityCheckInterval(
  platform: Platform,
  userId: number,
  minutes: number,
  by: Actor,
) {
  const now = rgNow(platform);
  await inTransaction(platform.db, async (trx) => {
    const db = rgDb(trx);
    const before = await lockUser(db, userId);
    if (Number(before.reality_check_minutes) === minutes) return;
    await updateRealityCheckMinutes(db, userId, minutes, now);
    await recordHistory(db, {
      userId,
      at: now,
      action: 'reality_check_changed',
      by,
      kind: 'realityCheck',
      from: Number(before.reality_check_minutes),
      to: minutes,
      effectiveAt: now,
    });
  });
}
