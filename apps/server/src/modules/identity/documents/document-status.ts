import type { TDocumentStatus, TDocumentType } from '@placar/contract';
import type { StoredDocument } from './documents.repository';

/** The document status list entry of seed 000 section 3 (userTypeDocument, isApproved), with details. */
export const toDocumentStatus = (d: StoredDocument): TDocumentStatus => ({
  userTypeDocument: d.documentType as TDocumentType,
  isApproved: d.status === 'approved',
  status: d.status,
  fileName: d.fileName,
  fileExtension: d.fileExtension,
  fileSize: d.sizeBytes,
  isPdfFile: d.fileExtension === 'pdf',
  rejectionReason: d.rejectionReason,
  uploadedAt: d.createdAt.toISOString(),
});
