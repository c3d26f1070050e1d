import { DOCUMENT_STATUS_THROTTLE_MS, IDENTITY_STATUS, type TVerificationStatus } from '@placar/contract';
import type { Platform } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { readValidationState } from '../validation/full-validation';
import { documentStatuses } from './document-status';

/**
 * GetStatusFiles (seed 000 section 7): the current document of each type, at most once a second per
 * user; a duplicated account answers 409 (errorFile 4) and an invalid identity 451 instead.
 */
export async function statusFiles(platform: Platform, userId: number) {
  if ((await platform.cache.incr(`identity:status-files:${userId}`, DOCUMENT_STATUS_THROTTLE_MS)) > 1)
    throw new AppError('TOO_MANY_REQUESTS', {
      message: 'Aguarde um segundo antes de consultar de novo.',
    });
  const state = await readValidationState(platform, userId);
  if (state.identityStatus === IDENTITY_STATUS.DUPLICATED)
    throw new AppError('DUPLICATE_ACCOUNT', {
      context: { errorFile: 4 },
    });
  if (state.identityStatus === IDENTITY_STATUS.INVALID) throw new AppError('IDENTITY_INVALID');
  return documentStatuses(platform, state.documents);
}

/** The wizard's one call: documents, face check and full validation at once. */
export async function verificationStatus(platform: Platform, userId: number): Promise<TVerificationStatus> {
  const s = await readValidationState(platform, userId);
  return {
    validationType: s.validationType,
    identityStatus: s.identityStatus,
    faceStatus: s.faceStatus,
    faceCheckRequired: s.faceCheckRequired,
    addressRequired: s.addressRequired,
    documents: await documentStatuses(platform, s.documents),
    fullValidation: s.fullValidation,
  };
}
