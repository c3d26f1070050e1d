import {
  IDENTITY_STATUS,
  IDENTITY_SUBJECTS,
  type TDocumentType,
  type TSavedDocument,
} from '@placar/contract';
import type { Platform } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { getUserIdentity } from '../../account';
import { inspectFile } from '../files/file-checks';
import { fileError } from '../identity-errors';
import { identityDb, otherAccountWith, updateProfile } from '../profile.repository';
import { refreshFullValidation } from '../validation/full-validation';
import { verifierOf } from '../verifier';
import type { DocumentVerdict } from '../verifier/verifier';
import { documentImageUrl, toDocumentStatus } from './document-status';
import { insertDocument } from './documents.repository';
import type { NamedFile } from './upload-guards';

export type StoredUpload = NamedFile & {
  userId: number;
  documentType: TDocumentType;
  key: string;
  bytes: Uint8Array;
  /** The client's SHA-256 (signed-URL path); the direct upload has none to compare. */
  expectedHash?: string;
};

/**
 * Checks a stored object and records it as a document. Whatever refuses it (file checks, verifier,
 * duplicate account, a database error) deletes the object first: nothing half-stored remains.
 */
export async function acceptDocument(platform: Platform, upload: StoredUpload): Promise<TSavedDocument> {
  try {
    return await check(platform, upload);
  } catch (error) {
    await platform.storage.delete(upload.key).catch((e: unknown) => {
      platform.log.error({ err: e, key: upload.key }, 'could not delete a refused document');
    });
    if (error instanceof AppError) throw error;
    platform.log.error({ err: error, userId: upload.userId }, 'document not saved');
    throw fileError('DOCUMENT_INVALID', 'unexpected failure');
  }
}

async function check(platform: Platform, u: StoredUpload): Promise<TSavedDocument> {
  const verdict = inspectFile(u.bytes, u.ext, u.expectedHash);
  if (!verdict.ok) throw fileError(verdict.code, verdict.detail);
  const db = identityDb(platform);
  const user = await getUserIdentity(platform, u.userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  let decision: DocumentVerdict = await verifierOf(platform).verifyDocument({
    userId: u.userId,
    documentType: u.documentType,
    fileName: u.fileName,
    contentType: u.contentType,
    bytes: u.bytes,
    accountCpf: user.cpf,
  });
  const isIdCard = u.documentType !== 2;
  const other = isIdCard
    ? await otherAccountWith(db, u.userId, { documentCpf: decision.documentCpf })
    : undefined;
  if (decision.decision === 'duplicate' || other !== undefined) {
    const reason =
      decision.decision === 'duplicate' ? decision.reason : 'CPF do documento já usado por outra conta.';
    await updateProfile(db, u.userId, { identity_status: IDENTITY_STATUS.DUPLICATED, status_reason: reason });
    await refreshFullValidation(platform, u.userId);
    platform.log.warn({ userId: u.userId, otherUserId: other }, 'duplicate account on document upload');
    throw fileError('DUPLICATE_ACCOUNT', reason);
  }
  if (
    isIdCard &&
    decision.decision !== 'rejected' &&
    decision.documentCpf &&
    user.cpf &&
    decision.documentCpf !== user.cpf
  )
    decision = {
      decision: 'rejected',
      reason: 'O CPF do documento não confere com o CPF da conta.',
      documentCpf: null,
    };
  const status =
    decision.decision === 'rejected' ? 'rejected' : decision.decision === 'approved' ? 'approved' : 'pending';
  const { document } = await insertDocument(db, {
    user_id: u.userId,
    document_type: u.documentType,
    file_name: u.fileName,
    object_key: u.key,
    content_type: u.contentType,
    file_extension: u.ext,
    size_bytes: verdict.file.size,
    sha256: verdict.file.sha256,
    width: verdict.file.width,
    height: verdict.file.height,
    status,
    decided_by: status === 'pending' ? null : `verifier:${verifierOf(platform).name}`,
    rejection_reason: decision.decision === 'rejected' ? decision.reason : null,
    decided_at: status === 'pending' ? null : new Date(),
  });
  if (isIdCard && status !== 'rejected' && decision.documentCpf)
    await updateProfile(db, u.userId, { document_cpf: decision.documentCpf });
  await refreshFullValidation(platform, u.userId);
  platform.bus.publish(`${IDENTITY_SUBJECTS.documentReviewed}.${u.userId}`, {
    documentId: document.id,
    documentType: u.documentType,
    status,
  });
  return { ...toDocumentStatus(document, await documentImageUrl(platform, document)), errorFile: 0 };
}
