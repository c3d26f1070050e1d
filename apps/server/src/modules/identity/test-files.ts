import { encodePng } from './files/png';

/**
 * Files for the tests: real small PNGs, and header-true JPEG, GIF, HEIC/HEIF and PDF files whose
 * dimensions are read from their headers exactly as the server reads uploads.
 */
const u16be = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const u16le = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const u32be = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

export const png = (w = 320, h = 240, seed = 1) =>
  encodePng(w, h, (x, y) => [(x * 7 + seed * 31) & 0xff, (y * 5 + seed * 17) & 0xff, (x + y + seed) & 0xff]);

/** A PNG whose header claims any size (the pixels are never there: a "pixel bomb"). */
export const pngHeader = (w: number, h: number) =>
  new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...u32be(13),
    ...ascii('IHDR'),
    ...u32be(w),
    ...u32be(h),
    8,
    2,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
  ]);

export const jpeg = (w = 640, h = 480, seed = 0) =>
  new Uint8Array([
    0xff,
    0xd8,
    0xff,
    0xe0,
    ...u16be(16),
    ...ascii('JFIF'),
    0,
    1,
    1,
    0,
    0,
    1,
    0,
    1,
    0,
    0,
    0xff,
    0xfe,
    ...u16be(6),
    ...u32be(seed),
    0xff,
    0xc0,
    ...u16be(17),
    8,
    ...u16be(h),
    ...u16be(w),
    3,
    1,
    0x22,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
    0xff,
    0xd9,
  ]);

export const gif = (w = 300, h = 300) =>
  new Uint8Array([...ascii('GIF89a'), ...u16le(w), ...u16le(h), 0, 0, 0, 0x3b]);

function box(type: string, body: number[]) {
  return [...u32be(8 + body.length), ...ascii(type), ...body];
}
export const heif = (w = 1024, h = 768, brand: 'heic' | 'mif1' = 'heic') => {
  const ispe = box('ispe', [0, 0, 0, 0, ...u32be(w), ...u32be(h)]);
  const meta = box('meta', [
    0,
    0,
    0,
    0,
    ...box('hdlr', [0, 0, 0, 0, 0, 0, 0, 0, ...ascii('pict'), ...new Array(13).fill(0)]),
    ...box('iprp', box('ipco', ispe)),
  ]);
  return new Uint8Array([
    ...box('ftyp', [...ascii(brand), 0, 0, 0, 0, ...ascii('mif1'), ...ascii('heic')]),
    ...meta,
  ]);
};

export const pdf = () =>
  new TextEncoder().encode(
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  );

/** A Windows executable (MZ header), to be renamed .jpg by the tests. */
export const exe = () =>
  new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0, ...new Array(48).fill(0)]);
