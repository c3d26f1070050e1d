import {
  documentExtension,
  FILE_ERROR,
  MAX_DOCUMENT_BYTES,
  normaliseFileName,
  type TDocumentFileRequest,
  type TDocumentType,
  type TSavedDocument,
  type TSignedUploadUrl,
  UPLOAD_TRIES,
} from '@placar/contract';
import { fileErrorOf, isAbort, StorageError, UploadError } from './upload-errors';

type FileRequest = TDocumentFileRequest;

export type UploadDeps = {
  sha256(file: Blob): Promise<string>;
  signedUrl(body: FileRequest, signal?: AbortSignal): Promise<TSignedUploadUrl>;
  put(
    url: string,
    headers: Record<string, string>,
    file: Blob,
    onProgress: (f: number) => void,
    signal?: AbortSignal,
  ): Promise<void>;
  save(body: FileRequest, signal?: AbortSignal): Promise<TSavedDocument>;
  direct(
    file: Blob,
    fileName: string,
    documentType: TDocumentType,
    onProgress: (f: number) => void,
    signal?: AbortSignal,
  ): Promise<TSavedDocument>;
};

/** Storage failures after which the next try goes straight to the server. */
export const STORAGE_FAILURES_BEFORE_DIRECT = 2;

/**
 * The upload procedure of seed 000 section 4: request a signed URL, PUT the file to storage, ask the
 * server to save the document. Up to 3 tries; after repeated storage failures the file goes to the
 * server directly (UploadDocument). A refusal of the file itself (a file error) is not retried.
 * `onProgress` gets 0-100. Cancelling (the signal) rejects with an AbortError.
 */
export async function uploadDocumentFile(
  file: File,
  documentType: TDocumentType,
  opts: { deps: UploadDeps; onProgress?: (percent: number) => void; signal?: AbortSignal },
): Promise<TSavedDocument> {
  const { deps, signal } = opts;
  const progress = (f: number) => opts.onProgress?.(Math.max(0, Math.min(100, Math.round(f * 100))));
  const fileName = normaliseFileName(file.name);
  if (!documentExtension(fileName)) throw new UploadError(FILE_ERROR.ExtensionInvalid);
  if (file.size === 0 || file.size > MAX_DOCUMENT_BYTES) throw new UploadError(FILE_ERROR.SizeInvalid);
  const body: FileRequest = { FileName: fileName, Hash: await deps.sha256(file), DocumentType: documentType };
  let storageFailures = 0;
  let last: unknown;
  for (let attempt = 1; attempt <= UPLOAD_TRIES; attempt++) {
    progress(0);
    try {
      if (storageFailures >= STORAGE_FAILURES_BEFORE_DIRECT)
        return await deps.direct(file, fileName, documentType, progress, signal);
      const signed = await deps.signedUrl(body, signal);
      try {
        await deps.put(signed.signedUrl, signed.headers, file, progress, signal);
      } catch (e) {
        if (isAbort(e) || !(e instanceof StorageError)) throw e;
        storageFailures++;
        last = e;
        continue;
      }
      return await deps.save(body, signal);
    } catch (e) {
      if (isAbort(e)) throw e;
      const code = fileErrorOf(e);
      if (code !== undefined) throw new UploadError(code, undefined, e);
      last = e;
    }
  }
  throw new UploadError(FILE_ERROR.Generic, undefined, last);
}

export async function sha256Hex(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
