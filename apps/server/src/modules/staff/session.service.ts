import { randomUUID } from 'node:crypto';
import { STAFF_IDLE_MINUTES, type TStaffMe, type TStaffSession } from '@placar/contract';
import { STAFF_AUDIENCE, type StaffClaims, type StaffPrincipal } from '../../platform/auth/tokens';
import type { Platform } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { recordStaffAction } from './audit.service';
import {
  endSession,
  findSession,
  findStaffById,
  insertSession,
  type StaffRow,
  touchSession,
} from './staff.repository';

export const IDLE_MS = STAFF_IDLE_MINUTES * 60 * 1000;
/** Activity is written at most this often per session. */
export const TOUCH_EVERY_MS = 60 * 1000;
/** A staff token's own lifetime; the idle limit ends most sessions long before. */
const TOKEN_TTL_SECONDS = 12 * 60 * 60;

const now = (platform: Platform) => new Date(platform.modules.staff.now());

/** A new session for a member who passed the password and the code: its token and who they are. */
export async function openStaffSession(
  platform: Platform,
  member: StaffRow,
  client: { ip: string | null; userAgent: string | null },
): Promise<TStaffSession> {
  const at = now(platform);
  const sessionId = randomUUID();
  await insertSession(platform.db, {
    id: sessionId,
    staff_id: member.id,
    at,
    ip: client.ip,
    user_agent: client.userAgent,
  });
  const accessToken = await platform.tokens.signStaff(
    { id: member.id, sessionId },
    STAFF_AUDIENCE,
    TOKEN_TTL_SECONDS,
  );
  return {
    accessToken,
    me: staffMe({
      id: member.id,
      sessionId,
      email: member.email,
      name: member.name,
      roles: member.roles,
      idleDeadline: new Date(at.getTime() + IDLE_MS),
    }),
  };
}

/**
 * The session behind a staff token, on every staff call: ended → 401 UNAUTHORIZED; idle more than
 * 30 minutes → ended, 401 STAFF_SESSION_EXPIRED; member disabled → 403 STAFF_DISABLED. A live call is
 * activity (written at most once a minute).
 */
export function staffSessionValidator(platform: Platform) {
  return async (claims: StaffClaims): Promise<StaffPrincipal> => {
    const session = await findSession(platform.db, claims.sessionId);
    if (!session || session.staff_id !== claims.id) throw new AppError('UNAUTHORIZED');
    if (session.ended_at) {
      throw new AppError(session.end_reason === 'idle' ? 'STAFF_SESSION_EXPIRED' : 'UNAUTHORIZED');
    }
    const at = now(platform);
    if (at.getTime() - session.last_activity_at.getTime() > IDLE_MS) {
      await endSession(platform.db, session.id, at, 'idle');
      throw new AppError('STAFF_SESSION_EXPIRED');
    }
    const member = await findStaffById(platform.db, claims.id);
    if (!member) throw new AppError('UNAUTHORIZED');
    if (member.status !== 'active') throw new AppError('STAFF_DISABLED');
    let last = session.last_activity_at;
    if (at.getTime() - last.getTime() >= TOUCH_EVERY_MS) {
      await touchSession(platform.db, session.id, at);
      last = at;
    }
    return {
      id: member.id,
      sessionId: session.id,
      email: member.email,
      name: member.name,
      roles: member.roles,
      idleDeadline: new Date(last.getTime() + IDLE_MS),
    };
  };
}

export function staffMe(staff: StaffPrincipal): TStaffMe {
  return {
    id: staff.id,
    email: staff.email,
    name: staff.name,
    roles: staff.roles,
    idleDeadline: staff.idleDeadline.toISOString(),
    idleMinutes: STAFF_IDLE_MINUTES,
  };
}

/** Sign-out: the session ends, and the audit log says so. */
export async function signOut(
  platform: Platform,
  actor: { staff: StaffPrincipal; ip: string | null; requestId: string },
) {
  await endSession(platform.db, actor.staff.sessionId, now(platform), 'signed-out');
  await recordStaffAction(platform.db, {
    staff: { id: actor.staff.id, email: actor.staff.email },
    action: 'staff.signed-out',
    target: { type: 'staff', id: actor.staff.id },
    ip: actor.ip,
    requestId: actor.requestId,
  });
}
