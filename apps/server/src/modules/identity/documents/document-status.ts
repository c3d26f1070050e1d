import type { TDocumentStatus, TDocumentType } from '@placar/contract';
import type { Platform } from '../../../platform/context';
import type { StoredDocument } from './documents.repository';

/** How long the signed `imageURL` of a document lets its owner (or the back office) open the file. */
export const DOCUMENT_IMAGE_URL_TTL_SECONDS = 300;

/**
 * The document status list entry of seed 000 section 3 (userTypeDocument, isApproved) with the file
 * record's fields (isPdfFile, imageURL, fileSize, fileExtension, documentType) and the details.
 */
export const toDocumentStatus = (d: StoredDocument, imageURL: string | null = null): TDocumentStatus => ({
  userTypeDocument: d.documentType as TDocumentType,
  documentType: d.documentType as TDocumentType,
  isApproved: d.status === 'approved',
  imageURL,
  status: d.status,
  fileName: d.fileName,
  fileExtension: d.fileExtension,
  fileSize: d.sizeBytes,
  isPdfFile: d.fileExtension === 'pdf',
  rejectionReason: d.rejectionReason,
  uploadedAt: d.createdAt.toISOString(),
});

/** A short-lived signed download URL of the stored file; null when the store cannot sign one. */
export async function documentImageUrl(platform: Platform, d: StoredDocument): Promise<string | null> {
  try {
    const signed = await platform.storage.signedDownloadUrl(d.objectKey, {
      expiresInSeconds: DOCUMENT_IMAGE_URL_TTL_SECONDS,
    });
    return signed.url;
  } catch (error) {
    platform.log.warn({ err: error, documentId: d.id }, 'document image URL not signed');
    return null;
  }
}

/** The status entries of several documents, each with its signed `imageURL`. */
export const documentStatuses = (platform: Platform, docs: StoredDocument[]) =>
  Promise.all(docs.map(async (d) => toDocumentStatus(d, await documentImageUrl(platform, d))));
