/**
 * The content types an upload URL may carry, each told by its first bytes: an upload whose bytes are
 * not of the signed type (HTML sent as image/png, say) is refused before anything is stored.
 */
const startsWith = (b: Uint8Array, sig: number[], at = 0) =>
  b.length >= at + sig.length && sig.every((v, i) => b[at + i] === v);
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

/** HEIF/HEIC brands of the `ftyp` box (ISO/IEC 23008-12). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);
const heif = (b: Uint8Array) =>
  b.length >= 12 && ascii(b, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(b, 8, 12));

const SIGNATURES: Record<string, (b: Uint8Array) => boolean> = {
  'image/jpeg': (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  'image/png': (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/gif': (b) =>
    startsWith(b, [0x47, 0x49, 0x46, 0x38]) && (b[4] === 0x37 || b[4] === 0x39) && b[5] === 0x61,
  'application/pdf': (b) => startsWith(b, [0x25, 0x50, 0x44, 0x46, 0x2d]),
  'image/heic': heif,
  'image/heif': heif,
};

/** The content types uploads may declare. */
export const UPLOAD_CONTENT_TYPES = Object.keys(SIGNATURES);

/** Whether the bytes really are of the declared type (unknown types never are). */
export function contentMatchesType(bytes: Uint8Array, contentType: string): boolean {
  return SIGNATURES[contentType.toLowerCase()]?.(bytes) ?? false;
}
