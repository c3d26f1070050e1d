import {
  SIGNED_UPLOAD_TTL_SECONDS,
  type TDocumentType,
  type TSavedDocument,
  type TSignedUploadUrl,
} from '@placar/contract';
import type { Platform } from '../../../platform/context';
import { documentKey } from '../files/object-keys';
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

/** SaveDocuments: checks the object put through the signed URL, then records it. */
export async function saveSignedUpload(
  platform: Platform,
  userId: number,
  r: FileRequest,
): Promise<TSavedDocument> {
  const named = nameFile(r.FileName);
  const pending = await platform.cache.get<PendingUpload>(pendingKey(userId, r));
  if (!pending || pending.fileName !== named.fileName)
    throw fileError('DOCUMENT_INVALID', 'no signed upload for this file, type and hash');
  const bytes = await platform.storage.get(pending.key);
  if (!bytes) throw fileError('DOCUMENT_INVALID', 'object not uploaded');
  await platform.cache.del(pendingKey(userId, r));
  return acceptDocument(platform, {
    ...named,
    userId,
    documentType: r.DocumentType,
    key: pending.key,
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
