import { IDENTITY_STATUS, IDENTITY_SUBJECTS, type TAdminIdentity } from '@placar/contract';
import type { Platform } from '../../../platform/context';
import { AppError, notFound } from '../../../platform/errors';
import { fieldMessage } from '../../../platform/http/field-labels';
import { documentStatuses } from '../documents/document-status';
import { decideDocument, findDocument, type StoredDocument } from '../documents/documents.repository';
import { latestFaceChecks } from '../face/face-checks.repository';
import { sha256Hex } from '../files/file-checks';
import { identityDb, updateProfile } from '../profile.repository';
import { readValidationState, refreshFullValidation } from '../validation/full-validation';

/** Everything the back office shows of a user's verification. */
export async function adminIdentity(platform: Platform, userId: number): Promise<TAdminIdentity> {
  const s = await readValidationState(platform, userId);
  const checks = await latestFaceChecks(identityDb(platform), userId, 20);
  return {
    userId,
    validationType: s.validationType,
    identityStatus: s.identityStatus,
    faceStatus: s.faceStatus,
    faceCheckRequired: s.faceCheckRequired,
    addressRequired: s.addressRequired,
    fullValidation: s.fullValidation,
    statusReason: s.profile.statusReason,
    fullyValidatedAt: s.profile.fullyValidatedAt?.toISOString() ?? null,
    documents: (await documentStatuses(platform, s.documents)).map((d, i) => ({
      ...d,
      id: s.documents[i]!.id,
      sha256: s.documents[i]!.sha256,
    })),
    faceChecks: checks.map((c) => ({
      id: Number(c.id),
      source: c.source,
      steps: c.steps,
      faceStatus: c.face_status,
      reason: c.reason,
      createdAt: new Date(c.created_at).toISOString(),
    })),
  };
}

export async function reviewDocument(
  platform: Platform,
  documentId: number,
  reviewerId: number,
  review: { decision: 'approve' | 'reject'; reason?: string | undefined },
) {
  const db = identityDb(platform);
  const doc = await findDocument(db, documentId);
  if (!doc) throw notFound('Documento');
  if (review.decision === 'reject' && !review.reason)
    throw new AppError('VALIDATION_ERROR', {
      message: fieldMessage('reason', 'obrigatório ao reprovar'),
      context: { issues: [{ field: 'reason', message: 'obrigatório ao reprovar' }] },
    });
  const status = review.decision === 'approve' ? 'approved' : 'rejected';
  if (status === 'approved') await assertObjectUnchanged(platform, doc);
  await decideDocument(db, documentId, { status, by: 'admin', reviewerId, reason: review.reason ?? null });
  platform.log.info({ documentId, userId: doc.userId, reviewerId, status }, 'document reviewed');
  await refreshFullValidation(platform, doc.userId);
  platform.bus.publish(`${IDENTITY_SUBJECTS.documentReviewed}.${doc.userId}`, {
    documentId,
    documentType: doc.documentType,
    status,
  });
  return adminIdentity(platform, doc.userId);
}

/**
 * What a reviewer approves is the object saved with the document: its bytes must still hash to the
 * SHA-256 recorded at save time (an object changed or gone in the store is never approved).
 */
async function assertObjectUnchanged(platform: Platform, doc: StoredDocument) {
  const bytes = await platform.storage.get(doc.objectKey);
  const actual = bytes ? sha256Hex(bytes) : null;
  if (actual === doc.sha256) return;
  platform.log.warn(
    { documentId: doc.id, userId: doc.userId, key: doc.objectKey, expected: doc.sha256, actual },
    'document object does not match its recorded hash',
  );
  throw new AppError('DOCUMENT_CHANGED', {
    context: { expectedSha256: doc.sha256, actualSha256: actual },
  });
}

/** A person decides a face check the verifier left IN_PROCESS (or overrides a failed one). */
export async function reviewFace(
  platform: Platform,
  userId: number,
  reviewerId: number,
  review: { decision: 'approve' | 'reject'; reason?: string | undefined },
) {
  const faceStatus = review.decision === 'approve' ? IDENTITY_STATUS.UNIQUE : IDENTITY_STATUS.REJECTED;
  await updateProfile(identityDb(platform), userId, { face_status: faceStatus });
  platform.log.info({ userId, reviewerId, faceStatus, reason: review.reason }, 'face check reviewed');
  await refreshFullValidation(platform, userId);
  platform.bus.publish(`${IDENTITY_SUBJECTS.faceStatus}.${userId}`, { userId, faceStatus });
  return adminIdentity(platform, userId);
}

/** Reopen (0: clears DUPLICATED / INVALID) or mark the identity invalid (-3). */
export async function setIdentityStatus(
  platform: Platform,
  userId: number,
  reviewerId: number,
  change: { identityStatus: 0 | -3; reason: string },
) {
  await updateProfile(identityDb(platform), userId, {
    identity_status: change.identityStatus,
    status_reason: change.reason,
    ...(change.identityStatus === 0 ? { document_cpf: null } : {}),
  });
  platform.log.info({ userId, reviewerId, ...change }, 'identity status set');
  await refreshFullValidation(platform, userId);
  return adminIdentity(platform, userId);
}

/** A short-lived download URL of a document's file, for the reviewer's eyes only. */
export async function documentDownloadUrl(platform: Platform, documentId: number) {
  const doc = await findDocument(identityDb(platform), documentId);
  if (!doc) throw notFound('Documento');
  const signed = await platform.storage.signedDownloadUrl(doc.objectKey, { expiresInSeconds: 120 });
  return { url: signed.url, expiresAt: signed.expiresAt.toISOString() };
}
