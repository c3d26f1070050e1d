import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERRORS } from '@placar/contract';
import { describe, expect, it } from 'vitest';

/** Deposits answer WALLET_ABOVE_LIMITS with 422 (a form error), the casino's launch with its 403. */
const STATUS_OVERRIDES = new Set(['WALLET_ABOVE_LIMITS']);

const root = new URL('..', import.meta.url).pathname;
const sources = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts') && !f.includes('.test.') && !f.includes('test-support'))
  .map((f) => ({ file: f, text: readFileSync(join(root, f), 'utf8') }));

/** Each `new AppError('CODE', { … })` of the server's source, with its options' text. */
function throws() {
  const found: { file: string; code: string; options: string }[] = [];
  for (const { file, text } of sources) {
    for (const m of text.matchAll(/new AppError\(\s*'([A-Z0-9_]+)'(,\s*\{)?/g)) {
      let options = '';
      if (m[2]) {
        let i = m.index! + m[0].length;
        let depth = 1;
        const start = i;
        while (depth > 0 && i < text.length) {
          if (text[i] === '{') depth++;
          else if (text[i] === '}') depth--;
          i++;
        }
        options = text.slice(start, i - 1).replace(/context:\s*\{[^}]*\}/g, '');
      }
      found.push({ file, code: m[1]!, options });
    }
  }
  return found;
}

describe('the server throws the catalogue', () => {
  it('throws no code the catalogue lacks', () => {
    const unknown = throws()
      .filter((t) => !Object.hasOwn(ERRORS, t.code))
      .map((t) => `${t.file}: ${t.code}`);
    expect(unknown).toEqual([]);
    expect(throws().length).toBeGreaterThan(50);
  });

  it('writes no status at a throw site: it comes from the catalogue', () => {
    const inline = throws()
      .filter((t) => /(^|[\s,{])status\s*:/.test(t.options) && !STATUS_OVERRIDES.has(t.code))
      .map((t) => `${t.file}: ${t.code}`);
    expect(inline).toEqual([]);
  });
});
