import type { TActiveSession } from '@placar/contract';
import type { Platform } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { revokeSession } from './revoke-session';
import { findSession, listActiveSessions } from './sessions.repository';

/** The user's open sessions, the one making the call marked `current`. */
export async function activeSessionsOf(
  platform: Platform,
  me: { id: number; sessionId: string },
): Promise<TActiveSession[]> {
  const rows = await listActiveSessions(platform.db, me.id);
  return rows.map((s) => ({
    id: s.id,
    current: s.id === me.sessionId,
    createdAt: s.created_at.toISOString(),
    lastActivityAt: s.last_activity_at.toISOString(),
    userAgent: s.user_agent,
    ip: s.ip,
    location: [s.city, s.region, s.country].filter(Boolean).join(', ') || null,
    extendedSession: s.extended,
  }));
}

/** Ends one of the user's own sessions; another user's session answers 404, as an unknown one does. */
export async function revokeOwnSession(platform: Platform, userId: number, sessionId: string) {
  const session = await findSession(platform.db, sessionId);
  if (!session || session.user_id !== userId) {
    throw new AppError('NOT_FOUND', {
      message: 'Sessão não encontrada.',
      context: { field: 'sessionId' },
    });
  }
  await revokeSession(platform, session.id, 'revoked-by-user');
}

/** The device id the session was granted to (null when the client sent none). */
export async function sessionDeviceId(platform: Platform, sessionId: string): Promise<string | null> {
  const session = await findSession(platform.db, sessionId);
  return session?.device_id ?? null;
}
