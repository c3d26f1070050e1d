import type { Platform } from '../../../platform/context';
import { accountError } from '../account-errors';
import { findUserById } from '../users.repository';

/** The caller's own row; a user deleted under a live token answers as a revoked session. */
export async function signedInUser(platform: Platform, userId: number) {
  const user = await findUserById(platform.db, userId);
  if (!user) throw accountError('SESSION_REVOKED');
  return user;
}
