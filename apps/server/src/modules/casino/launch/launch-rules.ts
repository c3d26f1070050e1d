import type { Platform } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { getUserIdentity, type UserIdentity } from '../../account';
import { getFlags } from '../../flags';
import { hasFullValidation } from '../../identity';
import { getUserBalances } from '../../wallet';

/**
 * Checks another module will own, kept in the casino's state (casino.state.ts) and switchable per platform:
 * - identity: the identity module's full validation (`hasFullValidation`, what
 *   GET /api/Users/Validate/HasFullValidation answers). `useIdentityCheck` switches it.
 * - migration: this deployment has no older domain (the account module answers
 *   showUserAcceptMigrationView false), so every account counts as migrated until a migration module
 *   plugs its check in with `useMigrationCheck`.
 */
export type AccountCheck = (platform: Platform, user: UserIdentity) => Promise<boolean> | boolean;

export const defaultIdentityCheck: AccountCheck = (p, u) => hasFullValidation(p, u.id);
export const defaultMigrationCheck: AccountCheck = () => true;

export function useIdentityCheck(platform: Platform, check: AccountCheck | null) {
  platform.modules.casino.identityCheck = check ?? defaultIdentityCheck;
}
export function useMigrationCheck(platform: Platform, check: AccountCheck | null) {
  platform.modules.casino.migrationCheck = check ?? defaultMigrationCheck;
}

const casinoError = (code: string, status: number) => new AppError(code, { status });

/** The casino is closed (503 MAINTENANCE) during casino or global maintenance; off when its feature flag is off. */
export async function assertCasinoOpen(platform: Platform) {
  const flags = await getFlags(platform);
  if (!flags['feature-casino']) throw new AppError('NOT_FOUND', { message: 'Cassino indisponível.' });
  if (flags['maintenance-global'] || flags['maintenance-casino'])
    throw new AppError('MAINTENANCE', { context: { area: 'casino' } });
}

/**
 * The rules a real-money launch must pass, in this order: account may play (403 SELF_EXCLUDED /
 * INTERNAL_BLOCKED / FORBIDDEN when deactivated), RESPONSABLE_GAME_BREAK_TIME (status Break),
 * USER_HAS_NOT_VALIDATED_DOCS, USER_HAS_NOT_MIGRATED, WALLET_ABOVE_LIMITS (real balance above the
 * max-wallet-balance flag).
 */
export async function assertMayPlay(platform: Platform, userId: number) {
  const user = await getUserIdentity(platform, userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  if (user.status === 'SelfExcluded')
    throw new AppError('SELF_EXCLUDED', { context: { status: user.status } });
  if (user.status === 'InternalBlocked')
    throw new AppError('INTERNAL_BLOCKED', { context: { status: user.status } });
  if (user.isDeactivated)
    throw new AppError('FORBIDDEN', { message: 'Sua conta está desativada. Reative-a para continuar.' });
  if (user.status === 'Break') throw casinoError('RESPONSABLE_GAME_BREAK_TIME', 403);
  const { identityCheck, migrationCheck } = platform.modules.casino;
  if (!(await identityCheck(platform, user))) throw casinoError('USER_HAS_NOT_VALIDATED_DOCS', 403);
  if (!(await migrationCheck(platform, user))) throw casinoError('USER_HAS_NOT_MIGRATED', 403);
  const [flags, balances] = await Promise.all([getFlags(platform), getUserBalances(platform, userId)]);
  if (balances.real > Math.round(flags['max-wallet-balance'] * 100))
    throw casinoError('WALLET_ABOVE_LIMITS', 403);
}
