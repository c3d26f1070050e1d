import type { Platform } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { getUserIdentity, type UserIdentity } from '../account';

export type Bettor = UserIdentity & { cpf: string };

/**
 * The bettor behind a money call, read fresh from the account module. Deposits (and every call that
 * brings money in) refuse blocked and self-excluded users with a 403; withdrawals stay open to them.
 */
export async function loadBettor(
  platform: Platform,
  userId: number,
  purpose: 'deposit' | 'withdrawal',
): Promise<Bettor> {
  const user = await getUserIdentity(platform, userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  if (user.isDeactivated) throw new AppError('FORBIDDEN', { message: 'Sua conta está desativada.' });
  if (purpose === 'deposit') {
    if (user.status === 'InternalBlocked') throw new AppError('INTERNAL_BLOCKED');
    if (user.status === 'SelfExcluded') throw new AppError('SELF_EXCLUDED');
  }
  if (!user.cpf) {
    throw new AppError('CPF_REQUIRED', {
      status: 422,
      message: 'Complete seu cadastro com o CPF para usar o Pix.',
    });
  }
  return { ...user, cpf: user.cpf };
}
