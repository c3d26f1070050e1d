import {
  contentTypeFor,
  DOCUMENT_UPLOADS_PER_DAY,
  documentExtension,
  IDENTITY_STATUS,
  normaliseFileName,
  type TDocumentExtension,
} from '@placar/contract';
import type { Platform } from '../../../platform/context';
import { fileError } from '../identity-errors';
import { getProfile, identityDb } from '../profile.repository';

export type NamedFile = { fileName: string; ext: TDocumentExtension; contentType: string };

/** The normalised name (seed 000 section 5) and the content type its extension implies. */
export function nameFile(rawName: string): NamedFile {
  const fileName = normaliseFileName(rawName);
  const ext = documentExtension(fileName);
  if (!ext) throw fileError('DOCUMENT_EXTENSION_INVALID', `extension of ${fileName}`);
  return { fileName, ext, contentType: contentTypeFor(ext) };
}

/** A duplicate account cannot upload again; everyone else may start 20 uploads a day. */
export async function assertMayUpload(platform: Platform, userId: number) {
  const profile = await getProfile(identityDb(platform), userId);
  if (profile.identityStatus === IDENTITY_STATUS.DUPLICATED)
    throw fileError('DUPLICATE_ACCOUNT', 'flagged before');
  const used = await platform.cache.incr(`identity:quota:${userId}`, 24 * 3600_000);
  if (used > DOCUMENT_UPLOADS_PER_DAY) throw fileError('DOCUMENT_QUOTA_EXCEEDED', `${used} uploads today`);
}
