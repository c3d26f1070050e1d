import {
  SIGNED_UPLOAD_TTL_SECONDS,
  type TDocumentType,
  type TSavedDocument,
  type TSignedUploadUrl,
} from '@placar/contract';
import type { Platform } from '../../../platform/context';
import { documentKey, userDocumentsPrefix } from '../files/object-keys';
import { fileError } from '../identity-errors';
import { acceptDocument } from './accept-document';
import { assertMayUpload, nameFile } from './upload-guards';

type FileRequest = { FileName: string; Hash: string; DocumentType: TDocumentType };
type PendingUpload = { key: string; fileName: string };

const pendingKey = (userId: number, r: FileRequest) =>
  `identity:upload:${userId}:${r.DocumentType}:${r.Hash}`;

/**
 * SignedUrl: a PUT URL of the object store for this user's file, valid 10 minutes, remembered by
 * (user, type, hash) so SaveDocuments can find the object without trusting a key from the client.
 */
export async function issueSignedUpload(
  platform: Platform,
  userId: number,
  r: FileRequest,
): Promise<TSignedUploadUrl> {
  const named = nameFile(r.FileName);
  await assertMayUpload(platform, userId);
  const key = documentKey(userId, r.DocumentType, named.fileName);
  const signed = await platform.storage.signedUploadUrl(key, {
    contentType: named.contentType,
    expiresInSeconds: SIGNED_UPLOAD_TTL_SECONDS,
  });
  const pending: PendingUpload = { key, fileName: named.fileName };
  await platform.cache.set(pendingKey(userId, r), pending, (SIGNED_UPLOAD_TTL_SECONDS + 300) * 1000);
  return {
    signedUrl: signed.url,
    method: 'PUT',
    headers: signed.headers,
    expiresAt: signed.expiresAt.toISOString(),
    fileName: named.fileName,
  };
}

/**
 * SaveDocuments: ends every upload URL still open for the user's documents (a PUT after the save is
 * refused), copies the uploaded bytes to a key of their own that never had an upload URL (so a later
 * PUT to the upload key, which S3 cannot prevent, changes nothing), then checks and records them with
 * their SHA-256 (what the reviewer sees and what approval verifies).
 */
export async function saveSignedUpload(
  platform: Platform,
  userId: number,
  r: FileRequest,
): Promise<TSavedDocument> {
  const named = nameFile(r.FileName);
  const pending = await platform.cache.get<PendingUpload>(pendingKey(userId, r));
  if (!pending || pending.fileName !== named.fileName)
    throw fileError('DOCUMENT_INVALID', 'no signed upload for this file, type and hash');
  await platform.storage.revokeUploads(userDocumentsPrefix(userId));
  const bytes = await platform.storage.get(pending.key);
  if (!bytes) throw fileError('DOCUMENT_INVALID', 'object not uploaded');
  await platform.cache.del(pendingKey(userId, r));
  const key = documentKey(userId, r.DocumentType, named.fileName);
  await platform.storage.put(key, bytes, named.contentType);
  await platform.storage.delete(pending.key).catch((e: unknown) => {
    platform.log.warn({ err: e, key: pending.key }, 'could not delete an upload after saving it');
  });
  return acceptDocument(platform, {
    ...named,
    userId,
    documentType: r.DocumentType,
    key,
    bytes,
    expectedHash: r.Hash,
  });
}

/** UploadDocument: the direct fallback; the file arrives in the request and is stored here. */
export async function saveDirectUpload(
  platform: Platform,
  userId: number,
  input: { fileName: string; documentType: TDocumentType; bytes: Uint8Array },
): Promise<TSavedDocument> {
  const named = nameFile(input.fileName);
  await assertMayUpload(platform, userId);
  const key = documentKey(userId, input.documentType, named.fileName);
  await platform.storage.put(key, input.bytes, named.contentType);
  return acceptDocument(platform, {
    ...named,
    userId,
    documentType: input.documentType,
    key,
    bytes: input.bytes,
  });
}
