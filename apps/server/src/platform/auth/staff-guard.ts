import type { StaffRole } from '@placar/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import type { StaffPrincipal } from './tokens';

/**
 * The back office's guard (issue 19): a staff token with a live session and one of `roles`; admin
 * passes every one. No token (or a bad one) answers 401; a valid bettor's token 403 FORBIDDEN; a
 * staff member without the role 403. platform/http/route.ts applies it, on request (before the body
 * is parsed), to every contract route with `auth: 'staff'` and `staffRoles`.
 */
export function requireStaff(...roles: readonly StaffRole[]) {
  return async (request: FastifyRequest) => {
    if (request.user) throw new AppError('FORBIDDEN');
    const staff = request.staff;
    if (!staff) throw request.staffAuthError ?? request.authError ?? new AppError('UNAUTHORIZED');
    if (!mayAct(staff, roles)) throw new AppError('FORBIDDEN');
  };
}

/** Admin, or one of the roles. */
export const mayAct = (staff: Pick<StaffPrincipal, 'roles'>, roles: readonly StaffRole[]) =>
  staff.roles.includes('admin') || staff.roles.some((r) => roles.includes(r));

/** The staff member of a route behind requireStaff. */
export function currentStaff(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw new AppError('UNAUTHORIZED');
  return request.staff;
}
