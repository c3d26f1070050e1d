import type { NewUser } from '../modules/account/users.repository';
import { approveIdentity } from '../modules/identity/demo/approve-identity';
import type { Platform } from '../platform/context';
import { createTestUser } from './factories';

/**
 * Marks a test user fully validated the way the identity module records it: ID front and back
 * approved, face check passed, validation recomputed (tables, cache, `identity.validated`). For tests
 * of bets, casino play and withdrawals, which refuse unvalidated users (403 USER_HAS_NOT_VALIDATED_DOCS).
 */
export async function markFullyValidated(platform: Platform, userId: number): Promise<void> {
  const state = await approveIdentity(platform, userId, 'test');
  if (!state.fullValidation) throw new Error(`user ${userId} could not be fully validated`);
}

/** `createTestUser` followed by `markFullyValidated`: a user who may bet, play and withdraw. */
export async function createValidatedUser(platform: Platform, overrides: Partial<NewUser> = {}) {
  const created = await createTestUser(platform, overrides);
  await markFullyValidated(platform, created.user.id);
  return created;
}
