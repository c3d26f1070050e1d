import { FILE_ERROR, FILE_ERROR_MESSAGE_PT, type TFileError } from '@placar/contract';
import { ApiError } from '../../../lib/api/http';

/** A refused or failed upload, with the seed's file error code (None 0 … CurpInvalid 4). */
export class UploadError extends Error {
  constructor(
    readonly errorFile: TFileError,
    message: string = FILE_ERROR_MESSAGE_PT[errorFile] || FILE_ERROR_MESSAGE_PT[FILE_ERROR.Generic],
    override readonly cause?: unknown,
  ) {
    super(message);
  }
}

/** A failure of the object store (the signed PUT), as opposed to a refusal of the file. */
export class StorageError extends Error {
  constructor(readonly status: number) {
    super(`storage answered ${status}`);
  }
}

export const isAbort = (e: unknown) => (e as { name?: string } | null)?.name === 'AbortError';

/**
 * The file error of an API refusal: the server's `context.errorFile`, a 409 'Cuenta Duplicada' as the
 * duplicate account (seed 000 section 5), or undefined when it is not about the file (network, 5xx).
 */
export function fileErrorOf(e: unknown): TFileError | undefined {
  if (!(e instanceof ApiError)) return undefined;
  const code = e.context?.errorFile;
  if (typeof code === 'number' && code >= 1 && code <= 4) return code as TFileError;
  if (e.status === 409) return FILE_ERROR.CurpInvalid;
  if (e.status === 413) return FILE_ERROR.SizeInvalid;
  if (e.status === 415) return FILE_ERROR.ExtensionInvalid;
  if (e.status >= 400 && e.status < 500 && e.status !== 408 && e.status !== 429) return FILE_ERROR.Generic;
  return undefined;
}

/** The pt-BR message of an upload failure. */
export function uploadErrorMessage(e: unknown): string {
  if (e instanceof UploadError) return e.message;
  const code = fileErrorOf(e);
  if (code !== undefined) return FILE_ERROR_MESSAGE_PT[code];
  if (e instanceof ApiError && e.status === 0) return e.message;
  return FILE_ERROR_MESSAGE_PT[FILE_ERROR.Generic];
}
