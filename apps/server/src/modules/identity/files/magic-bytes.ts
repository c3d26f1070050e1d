import type { TDocumentExtension } from '@placar/contract';

/** The kinds of file a document may be, told by their first bytes (not by their names). */
export type FileKind = 'jpeg' | 'png' | 'gif' | 'pdf' | 'heif';

const startsWith = (b: Uint8Array, sig: number[], at = 0) =>
  b.length >= at + sig.length && sig.every((v, i) => b[at + i] === v);
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

/** HEIF/HEIC brands of the `ftyp` box (ISO/IEC 23008-12). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

export function sniffKind(b: Uint8Array): FileKind | undefined {
  if (startsWith(b, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(b, [0x47, 0x49, 0x46, 0x38]) && (b[4] === 0x37 || b[4] === 0x39) && b[5] === 0x61)
    return 'gif';
  if (startsWith(b, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (b.length >= 12 && ascii(b, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(b, 8, 12))) return 'heif';
  return undefined;
}

const KIND_OF_EXTENSION: Record<TDocumentExtension, FileKind> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  gif: 'gif',
  pdf: 'pdf',
  heic: 'heif',
  heif: 'heif',
};

export const kindOfExtension = (ext: TDocumentExtension) => KIND_OF_EXTENSION[ext];
