import type { Platform } from '../../platform/context';
import { findUserById } from './users.repository';

/** What other modules may know of a user (they never read the users table themselves). */
export type UserIdentity = {
  id: number;
  email: string;
  fullName: string;
  cpf: string | null;
  birthDate: string | null;
  phone: string | null;
  step: number;
  status: string;
  roles: number[];
  validationType: number | null;
  isDeactivated: boolean;
};

export async function getUserIdentity(platform: Platform, userId: number): Promise<UserIdentity | undefined> {
  const u = await findUserById(platform.db, userId);
  if (!u) return undefined;
  return {
    id: u.id,
    email: u.email,
    fullName: u.full_name,
    cpf: u.cpf,
    birthDate: u.birth_date,
    phone: u.phone,
    step: u.step,
    status: u.status,
    roles: u.roles,
    validationType: u.validation_type,
    isDeactivated: u.is_deactivated,
  };
}
