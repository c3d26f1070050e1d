import type { Platform } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { getUserIdentity, type UserIdentity } from '../account';

export type Bettor = UserIdentity & { cpf: string };

/**
 * The bettor behind a money call, read fresh from the account module. Deposits (and every call that
 * brings money in) refuse blocked, self-excluded and paused users with a 403; withdrawals stay open
 * to them (the money is theirs).
 */
export async function loadBettor(
  platform: Platform,
  userId: number,
  purpose: 'deposit' | 'withdrawal',
): Promise<Bettor> {
  const user = await getUserIdentity(platform, userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  // seed 000 section 8: 406 self-blocked (the web offers the reactivation)
  if (user.isDeactivated) throw new AppError('SELF_BLOCKED');
  if (purpose === 'deposit') {
    if (user.status === 'InternalBlocked') throw new AppError('INTERNAL_BLOCKED');
    if (user.status === 'SelfExcluded') throw new AppError('SELF_EXCLUDED');
    // a Pix received during a pause is returned (receive-pix.ts): no charge is opened for one either
    if (user.status === 'Break')
      throw new AppError('RESPONSABLE_GAME_BREAK_TIME', {
        message: 'Você está em uma pausa de jogo responsável. Depósitos voltam ao fim da pausa.',
      });
  }
  if (!user.cpf) {
    throw new AppError('CPF_REQUIRED');
  }
  return { ...user, cpf: user.cpf };
}
