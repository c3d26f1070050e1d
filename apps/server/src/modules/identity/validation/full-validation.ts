import {
  IDENTITY_STATUS,
  IDENTITY_SUBJECTS,
  requiredDocumentTypes,
  requiresFaceCheck,
} from '@placar/contract';
import type { Platform } from '../../../platform/context';
import { getUserIdentity } from '../../account';
import { currentDocuments, type StoredDocument } from '../documents/documents.repository';
import { identityConfig } from '../identity.config';
import { notValidated } from '../identity-errors';
import {
  getProfile,
  type IdentityProfile,
  identityDb,
  markFullyValidated,
  updateProfile,
} from '../profile.repository';

const CACHE_TTL_MS = 10 * 60_000;
const cacheKey = (userId: number) => `identity:full:${userId}`;

/** Identity statuses that end the flow whatever the documents say. */
const BLOCKING = new Set<number>([
  IDENTITY_STATUS.DUPLICATED,
  IDENTITY_STATUS.INVALID,
  IDENTITY_STATUS.BOT_REJECTED,
]);

export type ValidationState = {
  validationType: number | null;
  identityStatus: number;
  faceStatus: number;
  faceCheckRequired: boolean;
  addressRequired: boolean;
  documents: StoredDocument[];
  fullValidation: boolean;
  profile: IdentityProfile;
};

/**
 * The identity status of the account: a blocking status set by a check or an admin stays; otherwise
 * it follows the required documents (all approved UNIQUE, one rejected REJECTED, one waiting IN_PROCESS).
 */
function identityStatusOf(
  profile: IdentityProfile,
  docs: StoredDocument[],
  addressRequired: boolean,
): number {
  if (BLOCKING.has(profile.identityStatus)) return profile.identityStatus;
  const required = requiredDocumentTypes(addressRequired).map((t) => docs.find((d) => d.documentType === t));
  if (required.some((d) => d?.status === 'rejected')) return IDENTITY_STATUS.REJECTED;
  if (required.every((d) => d?.status === 'approved')) return IDENTITY_STATUS.UNIQUE;
  if (docs.some((d) => d.status === 'pending')) return IDENTITY_STATUS.IN_PROCESS;
  return IDENTITY_STATUS.VALIDATION_REQUIRED;
}

/** Computed from the records, never from the cache. */
export async function readValidationState(platform: Platform, userId: number): Promise<ValidationState> {
  const db = identityDb(platform);
  const [user, profile, documents] = await Promise.all([
    getUserIdentity(platform, userId),
    getProfile(db, userId),
    currentDocuments(db, userId),
  ]);
  const validationType = user?.validationType ?? null;
  const addressRequired = identityConfig().IDENTITY_ADDRESS_REQUIRED;
  const faceCheckRequired = requiresFaceCheck(validationType);
  const identityStatus = identityStatusOf(profile, documents, addressRequired);
  const fullValidation =
    Boolean(user && !user.isDeactivated) &&
    identityStatus === IDENTITY_STATUS.UNIQUE &&
    (!faceCheckRequired || profile.faceStatus === IDENTITY_STATUS.UNIQUE);
  return {
    validationType,
    identityStatus,
    faceStatus: profile.faceStatus,
    faceCheckRequired,
    addressRequired,
    documents,
    fullValidation,
    profile,
  };
}

/** Full validation from the cache (10 minutes), else from the records. */
export async function hasFullValidation(platform: Platform, userId: number): Promise<boolean> {
  const cached = await platform.cache.get<boolean>(cacheKey(userId));
  if (cached !== undefined) return cached;
  return (await refreshFullValidation(platform, userId)).fullValidation;
}

/** For bets, casino play and withdrawals: 403 USER_HAS_NOT_VALIDATED_DOCS unless fully validated. */
export async function assertFullyValidated(platform: Platform, userId: number): Promise<void> {
  if (!(await hasFullValidation(platform, userId))) throw notValidated();
}

/**
 * Recomputes after any change (document saved or decided, face check, admin status), refreshes the
 * cache and records the flip: on becoming validated `identity.validated` is published and the
 * registration conversion is recorded once (`analytics.conversion`); on losing it, `identity.unvalidated`.
 */
export async function refreshFullValidation(platform: Platform, userId: number): Promise<ValidationState> {
  const state = await readValidationState(platform, userId);
  await platform.cache.set(cacheKey(userId), state.fullValidation, CACHE_TTL_MS);
  const db = identityDb(platform);
  const was = state.profile.fullyValidatedAt !== null;
  if (state.fullValidation && !was) {
    const now = new Date();
    // Only the call that sets the flag announces it (concurrent refreshes do not repeat the event).
    const flipped = await markFullyValidated(db, userId, now);
    if (flipped) {
      platform.bus.publish(IDENTITY_SUBJECTS.validated, { userId, validatedAt: now.toISOString() });
      if (state.profile.registrationConversionAt === null)
        platform.bus.publish('analytics.conversion', {
          eventType: 'registration',
          userId,
          occurredAt: now.toISOString(),
        });
      platform.log.info({ userId }, 'identity fully validated');
    }
  } else if (!state.fullValidation && was) {
    await updateProfile(db, userId, { fully_validated_at: null });
    platform.bus.publish(IDENTITY_SUBJECTS.unvalidated, { userId });
  }
  return state;
}

export const invalidateFullValidation = (platform: Platform, userId: number) =>
  platform.cache.del(cacheKey(userId));
