import { createHash } from 'node:crypto';
import {
  IMAGE_MAX_SIDE,
  IMAGE_MIN_SIDE,
  MAX_DOCUMENT_BYTES,
  type TDocumentExtension,
  type TIdentityErrorCode,
} from '@placar/contract';
import { imageSize } from 'image-size';
import { kindOfExtension, sniffKind } from './magic-bytes';
import { activePdfContent } from './pdf-content';

export type InspectedFile = { sha256: string; size: number; width: number | null; height: number | null };
export type FileVerdict =
  | { ok: true; file: InspectedFile }
  | { ok: false; code: TIdentityErrorCode; detail: string };

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * The checks every document and face frame passes: not empty and at most 10 MB, first bytes of the
 * kind its extension names, and for images sides between 200 and 8000 pixels read from the headers
 * (nothing is decoded, so a "pixel bomb" costs nothing). `expectedHash` is the client's SHA-256.
 */
export function inspectFile(bytes: Uint8Array, ext: TDocumentExtension, expectedHash?: string): FileVerdict {
  if (bytes.length === 0) return { ok: false, code: 'DOCUMENT_SIZE_INVALID', detail: 'empty file' };
  if (bytes.length > MAX_DOCUMENT_BYTES)
    return { ok: false, code: 'DOCUMENT_SIZE_INVALID', detail: `${bytes.length} bytes over the limit` };
  const kind = sniffKind(bytes);
  if (kind !== kindOfExtension(ext))
    return {
      ok: false,
      code: 'DOCUMENT_EXTENSION_INVALID',
      detail: `content is ${kind ?? 'unknown'}, name says ${ext}`,
    };
  const sha256 = sha256Hex(bytes);
  if (expectedHash && expectedHash !== sha256)
    return { ok: false, code: 'DOCUMENT_INVALID', detail: 'hash does not match the stored object' };
  if (kind === 'pdf') {
    // A document is read by people (the reviewer's viewer too): a PDF that can run or carry anything is refused.
    const active = activePdfContent(bytes);
    if (active.length > 0)
      return { ok: false, code: 'DOCUMENT_INVALID', detail: `PDF with active content: ${active.join(' ')}` };
    return { ok: true, file: { sha256, size: bytes.length, width: null, height: null } };
  }
  let dims: { width?: number; height?: number };
  try {
    dims = imageSize(bytes);
  } catch (error) {
    return { ok: false, code: 'DOCUMENT_INVALID', detail: `unreadable image: ${(error as Error).message}` };
  }
  const { width, height } = dims;
  if (!width || !height) return { ok: false, code: 'DOCUMENT_INVALID', detail: 'image without dimensions' };
  if (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE || width < IMAGE_MIN_SIDE || height < IMAGE_MIN_SIDE)
    return { ok: false, code: 'DOCUMENT_SIZE_INVALID', detail: `${width}x${height} pixels out of bounds` };
  return { ok: true, file: { sha256, size: bytes.length, width, height } };
}
