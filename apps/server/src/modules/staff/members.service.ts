import type {
  TStaffCredentials,
  TStaffListQuery,
  TStaffMember,
  TStaffRole,
  TStaffStatus,
} from '@placar/contract';
import type { StaffPrincipal } from '../../platform/auth/tokens';
import type { Platform } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { recordStaffAction } from './audit.service';
import { hashStaffPassword, temporaryPassword } from './passwords';
import {
  endSessionsOf,
  findStaffByEmail,
  insertStaff,
  listStaff,
  lockStaff,
  type StaffChange,
  type StaffRow,
  updateStaff,
} from './staff.repository';
import { enrolmentOf, newSealedSecret } from './totp-enrolment';

/** Who acts and from where: the audit row's who and where. */
export type Actor = { staff: StaffPrincipal; ip: string | null; requestId: string };

const who = (actor: Actor) => ({
  staff: { id: actor.staff.id, email: actor.staff.email },
  ip: actor.ip,
  requestId: actor.requestId,
});

export function memberOf(row: StaffRow): TStaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    roles: row.roles,
    status: row.status,
    twoFactorEnrolled: row.totp_secret !== null,
    lastSignInAt: row.last_sign_in_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function listMembers(platform: Platform, query: TStaffListQuery) {
  const { rows, total } = await listStaff(platform.db, query);
  return { items: rows.map(memberOf), total, pageNumber: query.pageNumber, pageSize: query.pageSize };
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/** A new member: a temporary password and an authenticator setup, both answered once. */
export async function createMember(
  platform: Platform,
  input: { email: string; name: string; roles: TStaffRole[] },
  actor: Actor,
): Promise<TStaffCredentials> {
  if (await findStaffByEmail(platform.db, input.email)) throw new AppError('STAFF_EMAIL_TAKEN');
  const password = temporaryPassword();
  const pending = newSealedSecret(platform);
  const passwordHash = await hashStaffPassword(password);
  let row: StaffRow;
  try {
    row = await platform.db.transaction().execute(async (trx) => {
      const created = await insertStaff(trx, {
        email: input.email,
        name: input.name,
        password_hash: passwordHash,
        roles: input.roles,
        totp_pending_secret: pending,
      });
      await recordStaffAction(trx, {
        ...who(actor),
        action: 'staff.created',
        target: { type: 'staff', id: created.id },
        after: { email: created.email, name: created.name, roles: created.roles },
      });
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('STAFF_EMAIL_TAKEN');
    throw error;
  }
  return {
    member: memberOf(row),
    temporaryPassword: password,
    enrolment: await enrolmentOf(platform, pending, row.email),
  };
}

/** Changes within one transaction, on the locked member; 404 when there is none. */
async function changeMember<T>(
  platform: Platform,
  id: number,
  change: (trx: Db, before: StaffRow) => Promise<T>,
): Promise<T> {
  return platform.db.transaction().execute(async (trx) => {
    const before = await lockStaff(trx, id);
    if (!before) throw new AppError('STAFF_NOT_FOUND');
    return change(trx, before);
  });
}

const sameRoles = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** New roles or status, with a reason; disabling ends the member's sessions. */
export async function updateMember(
  platform: Platform,
  id: number,
  input: { roles?: TStaffRole[]; status?: TStaffStatus; reason: string },
  actor: Actor,
): Promise<TStaffMember> {
  if (id === actor.staff.id) {
    const dropsAdmin = input.roles !== undefined && !input.roles.includes('admin');
    if (dropsAdmin || input.status === 'disabled') throw new AppError('STAFF_SELF_CHANGE');
  }
  return changeMember(platform, id, async (trx, before) => {
    const change: StaffChange = {};
    if (input.roles && !sameRoles(input.roles, before.roles)) change.roles = input.roles;
    if (input.status && input.status !== before.status) change.status = input.status;
    if (!change.roles && !change.status) return memberOf(before);
    const after = await updateStaff(trx, id, change);
    const target = { type: 'staff', id };
    if (change.roles) {
      await recordStaffAction(trx, {
        ...who(actor),
        action: 'staff.roles-changed',
        target,
        before: { roles: before.roles },
        after: { roles: after.roles },
        reason: input.reason,
      });
    }
    if (change.status) {
      await recordStaffAction(trx, {
        ...who(actor),
        action: 'staff.status-changed',
        target,
        before: { status: before.status },
        after: { status: after.status },
        reason: input.reason,
      });
      if (change.status === 'disabled') await endSessionsOf(trx, id, new Date(), 'disabled');
    }
    return memberOf(after);
  });
}

/** A new temporary password (answered once); the member's sessions end. */
export async function resetMemberPassword(
  platform: Platform,
  id: number,
  reason: string,
  actor: Actor,
): Promise<TStaffCredentials> {
  const password = temporaryPassword();
  const passwordHash = await hashStaffPassword(password);
  const row = await changeMember(platform, id, async (trx) => {
    const after = await updateStaff(trx, id, { password_hash: passwordHash });
    await endSessionsOf(trx, id, new Date(), 'password-reset');
    await recordStaffAction(trx, {
      ...who(actor),
      action: 'staff.password-reset',
      target: { type: 'staff', id },
      reason,
    });
    return after;
  });
  return { member: memberOf(row), temporaryPassword: password, enrolment: null };
}

/** The authenticator removed: the next sign-in sets a new one up. The member's sessions end. */
export async function resetMemberTwoFactor(
  platform: Platform,
  id: number,
  reason: string,
  actor: Actor,
): Promise<TStaffMember> {
  return changeMember(platform, id, async (trx, before) => {
    const after = await updateStaff(trx, id, {
      totp_secret: null,
      totp_pending_secret: newSealedSecret(platform),
      totp_last_step: null,
    });
    await endSessionsOf(trx, id, new Date(), 'two-factor-reset');
    await recordStaffAction(trx, {
      ...who(actor),
      action: 'staff.two-factor-reset',
      target: { type: 'staff', id },
      before: { twoFactorEnrolled: before.totp_secret !== null },
      after: { twoFactorEnrolled: false },
      reason,
    });
    return memberOf(after);
  });
}
