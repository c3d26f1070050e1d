import { REGISTER_STEP } from '@placar/contract';
import type { AccountStateReader } from '../../../platform/auth/tokens';
import type { Platform } from '../../../platform/context';
import { findUserStep } from '../users.repository';

const MAX_REMEMBERED = 100_000;

/**
 * The auth guard's view of a user (platform/auth/plugin.ts): whether the e-mail is verified
 * (registration step 2). The step only ever goes up, so a verified user is remembered for the
 * process's life (no invalidation needed on any node) and a step-1 user is read on each guarded call
 * until the PIN is validated.
 */
export function accountStateReader(platform: Platform): AccountStateReader {
  const verified = new Set<number>();
  return async (user) => {
    if (verified.has(user.id)) return { emailVerified: true };
    const step = await findUserStep(platform.db, user.id);
    if (step === undefined) return undefined;
    const emailVerified = step >= REGISTER_STEP.EMAIL_VERIFIED;
    if (emailVerified) {
      if (verified.size >= MAX_REMEMBERED) verified.clear();
      verified.add(user.id);
    }
    return { emailVerified };
  };
}
