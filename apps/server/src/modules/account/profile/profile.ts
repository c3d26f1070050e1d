import type { TAddress, TCurrentUser, TUserStatus } from '@placar/contract';
import type { Platform } from '../../../platform/context';
import { accountError } from '../account-errors';
import { mapUniqueViolation } from '../registration/register-user';
import { findUserByCpf, findUserById, type UserRow, updateUser } from '../users.repository';

const isoDate = (d: string | Date | null) =>
  d === null ? null : typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10);

/** GET /api/Users/ answer. */
export function toCurrentUser(user: UserRow): TCurrentUser {
  return {
    id: user.id,
    fullname: user.full_name,
    email: user.email,
    username: user.username,
    userAccount: {
      step: user.step,
      status: user.status as TUserStatus,
      isDeactivated: user.is_deactivated,
      validationType: user.validation_type,
      faceStatus: user.face_status,
      roles: user.roles,
      hasPassword: user.password_hash !== null,
      hasGoogle: user.google_sub !== null,
      createdAt: user.created_at.toISOString(),
    },
    userDetail: {
      cpf: user.cpf,
      birthDate: isoDate(user.birth_date),
      cellphone: user.phone,
      nationality: user.nationality,
      address: (user.address as TAddress | null) ?? null,
    },
    autoexclusion: user.autoexclusion ?? null,
  };
}

export type UserInfoUpdate = {
  fullName?: string;
  cellphone?: string;
  nationality?: string;
  cpf?: string;
  birthDate?: string;
  address?: TAddress;
};

/** PUT /api/Users/UserInfo. CPF and birth date can only be filled in once (Google sign-ups). */
export async function updateUserInfo(platform: Platform, userId: number, input: UserInfoUpdate) {
  const user = await findUserById(platform.db, userId);
  if (!user) throw accountError('SESSION_REVOKED');
  if (input.cpf !== undefined && user.cpf !== null && user.cpf !== input.cpf)
    throw accountError('CPF_ALREADY_SET', { field: 'cpf' });
  if (
    input.birthDate !== undefined &&
    user.birth_date !== null &&
    isoDate(user.birth_date) !== input.birthDate
  ) {
    throw accountError('BIRTH_DATE_ALREADY_SET', { field: 'birthDate' });
  }
  if (input.cpf !== undefined && user.cpf === null) {
    const other = await findUserByCpf(platform.db, input.cpf);
    if (other && other.id !== user.id) throw accountError('CPF_ALREADY_REGISTERED', { field: 'cpf' });
  }
  try {
    const updated = await updateUser(platform.db, user.id, {
      ...(input.fullName !== undefined ? { full_name: input.fullName } : {}),
      ...(input.cellphone !== undefined ? { phone: input.cellphone } : {}),
      ...(input.nationality !== undefined ? { nationality: input.nationality } : {}),
      ...(input.cpf !== undefined && user.cpf === null ? { cpf: input.cpf } : {}),
      ...(input.birthDate !== undefined && user.birth_date === null ? { birth_date: input.birthDate } : {}),
      ...(input.address !== undefined ? { address: JSON.stringify(input.address) } : {}),
      updated_at: new Date(),
    });
    return toCurrentUser(updated);
  } catch (error) {
    throw mapUniqueViolation(error);
  }
}
