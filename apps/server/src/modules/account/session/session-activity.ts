import type { FastifyRequest } from 'fastify';
import { authGuard, requireAuth } from '../../../platform/auth/plugin';
import type { SessionValidator } from '../../../platform/auth/tokens';
import type { Platform } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { accountError } from '../account-errors';
import { INACTIVITY_MS, sessionCacheKey } from './session-lifetimes';
import { findSession, touchSession } from './sessions.repository';

type CachedSession = {
  userId: number;
  revoked: boolean;
  expiresAt: number;
  lastActivityAt: number;
  reauthRequired: boolean;
  writtenAt: number;
};

const CACHE_TTL_MS = 30_000;
const WRITE_EVERY_MS = 60_000;

/**
 * Checks the session of every bearer token (installed in the platform's auth plugin): a revoked or
 * expired session is refused at once, and a session idle for 30 minutes is marked as needing the
 * password again (Portaria 722/2024) until the user re-authenticates. Activity is written to the
 * database at most once a minute; the cache (memory or Redis) carries it in between.
 */
export function sessionValidator(platform: Platform): SessionValidator {
  return async (user) => {
    const key = sessionCacheKey(user.sessionId);
    let s = await platform.cache.get<CachedSession>(key);
    if (!s) {
      const row = await findSession(platform.db, user.sessionId);
      if (!row) return undefined; // a token minted by test helpers: not tracked
      s = {
        userId: row.user_id,
        revoked: row.revoked_at !== null,
        expiresAt: row.expires_at.getTime(),
        lastActivityAt: row.last_activity_at.getTime(),
        reauthRequired: row.reauth_required,
        writtenAt: row.last_activity_at.getTime(),
      };
    }
    const now = Date.now();
    if (s.revoked || s.userId !== user.id || s.expiresAt <= now) throw accountError('SESSION_REVOKED');
    const becameIdle = !s.reauthRequired && now - s.lastActivityAt > INACTIVITY_MS;
    if (becameIdle) s.reauthRequired = true;
    s.lastActivityAt = now;
    if (becameIdle || now - s.writtenAt > WRITE_EVERY_MS) {
      await touchSession(platform.db, user.sessionId, new Date(now), s.reauthRequired);
      s.writtenAt = now;
    }
    await platform.cache.set(key, s, CACHE_TTL_MS);
    return { reauthRequired: s.reauthRequired };
  };
}

/** Marks a session as freshly authenticated (after the password was given again). */
export async function markReauthenticated(platform: Platform, sessionId: string) {
  await touchSession(platform.db, sessionId, new Date(), false);
  await platform.cache.del(sessionCacheKey(sessionId));
}

/**
 * Pre-handler for bets and money movements: the user is signed in and has been active in the last
 * 30 minutes (else 401 REAUTH_REQUIRED: the client asks for the password and calls
 * POST /api/Session/Reauthenticate, then replays).
 */
export const requireRecentAuth = authGuard('verified', async (request: FastifyRequest) => {
  await requireAuth(request);
  if (request.sessionState?.reauthRequired) {
    throw new AppError('REAUTH_REQUIRED', { context: { inactivityMinutes: INACTIVITY_MS / 60_000 } });
  }
});
