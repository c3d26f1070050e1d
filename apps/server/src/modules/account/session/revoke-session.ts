import type { Platform } from '../../../platform/context';
import { sessionCacheKey } from './session-lifetimes';
import { revokeSessionRow, revokeUserSessionRows } from './sessions.repository';

/** Ends a session: its refresh tokens stop working and its access tokens are refused at once. */
export async function revokeSession(platform: Platform, sessionId: string, reason: string) {
  await revokeSessionRow(platform.db, sessionId, reason);
  await platform.cache.del(sessionCacheKey(sessionId));
}

export async function revokeAllSessions(
  platform: Platform,
  userId: number,
  reason: string,
  exceptId?: string,
) {
  const ids = await revokeUserSessionRows(platform.db, userId, reason, exceptId);
  for (const id of ids) await platform.cache.del(sessionCacheKey(id));
  return ids.length;
}
