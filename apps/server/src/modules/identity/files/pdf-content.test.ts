import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../../testing/factories';
import type { TestApp } from '../../../testing/platform';
import { auth, createIdentityTestApp, uploadDirect } from '../identity.test-support';
import { pdf } from '../test-files';
import { inspectFile } from './file-checks';
import { activePdfContent } from './pdf-content';

const enc = (s: string) => new TextEncoder().encode(s);
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
const withCatalog = (catalogExtra: string, more = '') =>
  enc(
    `%PDF-1.7\n1 0 obj <</Type /Catalog /Pages 2 0 R ${catalogExtra}>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n${more}trailer <</Root 1 0 R>>\n%%EOF\n`,
  );

/** Active content hidden in a compressed object stream (PDF 1.5+), as real producers write it. */
const inObjectStream = (objects: string) => {
  const packed = deflateSync(enc(`3 0 ${objects}`));
  return concat(
    enc(
      `%PDF-1.7\n1 0 obj <</Type /Catalog /Pages 2 0 R /OpenAction 3 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n4 0 obj <</Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length}>>\nstream\n`,
    ),
    packed,
    enc('\nendstream\nendobj\ntrailer <</Root 1 0 R>>\n%%EOF\n'),
  );
};

describe('PDF active content', () => {
  it('finds scripts, actions, launchers and embedded files, also with #xx-escaped names', () => {
    const cases: [string, Uint8Array][] = [
      ['/JavaScript', withCatalog('/Names <</JavaScript 3 0 R>>')],
      ['/JS', withCatalog('', '3 0 obj <</S /JavaScript /JS (app.alert(1))>> endobj\n')],
      ['/OpenAction', withCatalog('/OpenAction [2 0 R /Fit]')],
      ['/AA', withCatalog('/AA <</O 3 0 R>>')],
      ['/Launch', withCatalog('', '3 0 obj <</S /Launch /F (cmd.exe)>> endobj\n')],
      ['/EmbeddedFile', withCatalog('', '3 0 obj <</Type /EmbeddedFile /Length 0>> endobj\n')],
      ['/EmbeddedFiles', withCatalog('/Names <</EmbeddedFiles 3 0 R>>')],
      ['/JavaScript', withCatalog('/Names <</J#61vaScr#69pt 3 0 R>>')],
      ['/JS', inObjectStream('<</S /JavaScript /JS (app.alert(1))>>')],
    ];
    for (const [name, bytes] of cases) expect(activePdfContent(bytes), name).toContain(name);
  });

  it('passes a plain document, and names that only begin like the risky ones', () => {
    expect(activePdfContent(pdf())).toEqual([]);
    expect(activePdfContent(withCatalog('/JSON 3 /AAA 1 /Launcher 2 /LaunchX 4'))).toEqual([]);
    expect(inspectFile(pdf(), 'pdf').ok).toBe(true);
  });

  it('refuses such a PDF in the file checks (Generic 3)', () => {
    const verdict = inspectFile(withCatalog('/OpenAction 3 0 R'), 'pdf');
    expect(verdict).toMatchObject({ ok: false, code: 'DOCUMENT_INVALID' });
  });

  describe('on upload', () => {
    let sut: TestApp;
    beforeAll(async () => {
      sut = await createIdentityTestApp();
    });
    afterAll(() => sut.close());

    it('a PDF with JavaScript is refused, never approved, and its object is gone', async () => {
      const { token } = await createTestUser(sut.platform);
      const res = await uploadDirect(
        sut.app,
        token,
        'frente.pdf',
        withCatalog('/OpenAction 3 0 R', '3 0 obj <</S /JavaScript /JS (app.alert(1))>> endobj\n'),
        1,
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toMatchObject({ code: 'DOCUMENT_INVALID', context: { errorFile: 3 } });
      const status = await sut.app.inject({ url: '/api/UserDocument/GetStatusFiles', headers: auth(token) });
      expect(status.json().data).toEqual([]);
      const clean = await uploadDirect(sut.app, token, 'frente.pdf', pdf(), 1);
      expect(clean.statusCode).toBe(200);
    });
  });
});
