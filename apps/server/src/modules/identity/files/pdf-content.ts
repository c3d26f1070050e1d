import { constants, inflateSync } from 'node:zlib';

/**
 * Names whose presence makes a PDF active: scripts, actions run on open or on events, programs
 * launched, files carried inside. An identity document needs none of them.
 */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'OpenAction',
  'AA',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
]);

/** Object streams inflated at most (a "zip bomb" stops here, and so does the scan). */
const MAX_INFLATED_BYTES = 32 * 1024 * 1024;

/**
 * The active-content names a PDF holds (`/JavaScript`, `/JS`, `/OpenAction`, `/AA`, `/Launch`,
 * embedded files), empty when none. Names are read as a PDF reader reads them (`#xx` escapes decoded,
 * so `/J#61vaScript` counts), in the file's body and inside its compressed object streams, where
 * PDF 1.5+ producers keep most dictionaries. An object stream that cannot be read counts as active:
 * what it hides cannot be checked.
 */
export function activePdfContent(bytes: Uint8Array): string[] {
  const found = new Set<string>();
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  scanNames(text, found);
  let inflated = 0;
  for (const { dict, start, end } of streams(text)) {
    if (!namesOf(dict).has('ObjStm')) continue;
    if (!namesOf(dict).has('FlateDecode')) {
      found.add('/ObjStm (unreadable)');
      continue;
    }
    try {
      const out = inflateSync(bytes.subarray(start, end), {
        finishFlush: constants.Z_SYNC_FLUSH,
        maxOutputLength: Math.max(1, MAX_INFLATED_BYTES - inflated),
      });
      inflated += out.length;
      scanNames(out.toString('latin1'), found);
    } catch {
      found.add('/ObjStm (unreadable)');
    }
  }
  return [...found];
}

function scanNames(text: string, found: Set<string>) {
  for (const name of namesOf(text)) if (ACTIVE_NAMES.has(name)) found.add(`/${name}`);
}

/** Every name token of `text` (after `/`, up to a delimiter or white space), `#xx` decoded. */
function namesOf(text: string): Set<string> {
  const names = new Set<string>();
  for (const m of text.matchAll(/\/([^\s/[\]<>(){}%]*)/g)) {
    names.add(
      m[1]!.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    );
  }
  return names;
}

/** The streams of a PDF: the dictionary before each `stream` keyword and the data's byte range. */
function* streams(text: string): Generator<{ dict: string; start: number; end: number }> {
  const keyword = /stream\r?\n/g;
  for (let m = keyword.exec(text); m !== null; m = keyword.exec(text)) {
    if (text.slice(Math.max(0, m.index - 3), m.index) === 'end') continue;
    const before = text.lastIndexOf('obj', m.index);
    const dict = text.slice(Math.max(before, 0), m.index);
    const start = m.index + m[0].length;
    const close = text.indexOf('endstream', start);
    const end = close < 0 ? text.length : close;
    yield { dict, start, end };
    keyword.lastIndex = end;
  }
}
