import type { Platform } from '../../../platform/context';
import { findDemoBettorId } from '../../account';
import { getProfile, identityDb } from '../profile.repository';
import { approveIdentity } from './approve-identity';

/** The demo bettor arrives fully validated: ID front and back approved and a passed face check. */
export async function seedIdentityDemo(platform: Platform): Promise<string[] | undefined> {
  const userId = await findDemoBettorId(platform);
  if (userId === undefined) return undefined;
  if ((await getProfile(identityDb(platform), userId)).fullyValidatedAt) return undefined;
  const state = await approveIdentity(platform, userId, 'demo');
  return [`demo bettor identity: ${state.fullValidation ? 'fully validated' : 'NOT validated'}`];
}
