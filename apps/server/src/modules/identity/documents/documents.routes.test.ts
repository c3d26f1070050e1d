import { MAX_DOCUMENT_BYTES } from '@placar/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestUser } from '../../../testing/factories';
import type { TestApp } from '../../../testing/platform';
import { tokenFor } from '../../../testing/platform';
import { sha256Hex } from '../files/file-checks';
import {
  auth,
  createIdentityTestApp,
  currentDocumentKey,
  keyOf,
  uploadDirect,
  uploadSigned,
} from '../identity.test-support';
import { exe, gif, heif, jpeg, pdf, png, pngHeader } from '../test-files';

describe('identity documents', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createIdentityTestApp();
  });
  afterAll(() => sut.close());
  afterEach(() => vi.useRealTimers());

  const newUser = async () => (await createTestUser(sut.platform)).token;

  it('accepts every accepted type through the signed URL, with names normalised', async () => {
    const token = await newUser();
    const files: [string, Uint8Array][] = [
      ['Meu.RG.Frente.JPG', jpeg()],
      ['frente.jpeg', jpeg(800, 600, 1)],
      ['frente.png', png()],
      ['frente.gif', gif()],
      ['frente.pdf', pdf()],
      ['frente.heic', heif()],
      ['frente.heif', heif(900, 700, 'mif1')],
    ];
    for (const [name, bytes] of files) {
      const { res, key } = await uploadSigned(sut.app, token, name, bytes, 1);
      expect(res.statusCode, name).toBe(200);
      // the upload is copied to a key of its own at save (a later PUT to the upload key changes nothing)
      expect(await sut.platform.storage.head(key!)).toBeUndefined();
      expect(res.json().data).toMatchObject({
        userTypeDocument: 1,
        isApproved: true,
        status: 'approved',
        errorFile: 0,
      });
      expect(
        await sut.platform.storage.head((await currentDocumentKey(sut.platform, token, 1))!),
      ).toBeDefined();
    }
    const first = await uploadSigned(sut.app, token, 'Meu.RG.Verso.PNG', png(400, 300, 2), 3);
    expect(first.res.json().data.fileName).toBe('meurgverso.png');
    const status = await sut.app.inject({ url: '/api/UserDocument/GetStatusFiles', headers: auth(token) });
    expect(status.statusCode).toBe(200);
    expect(status.headers['cache-control']).toContain('no-store');
    expect(
      status
        .json()
        .data.map((d: { userTypeDocument: number; fileExtension: string }) => [
          d.userTypeDocument,
          d.fileExtension,
        ]),
    ).toEqual([
      [1, 'heif'],
      [3, 'png'],
    ]);
  });

  it('refuses a wrong extension before issuing a URL (ExtensionInvalid 1)', async () => {
    const token = await newUser();
    for (const name of ['programa.exe', 'documento.txt', 'semextensao']) {
      const { res } = await uploadSigned(sut.app, token, name, png(), 1);
      expect(res.statusCode, name).toBe(415);
      expect(res.json().error).toMatchObject({
        code: 'DOCUMENT_EXTENSION_INVALID',
        context: { errorFile: 1 },
      });
    }
  });

  it('refuses an executable renamed .jpg: the store takes no bytes that are not of the signed type', async () => {
    const token = await newUser();
    const { step, res, key } = await uploadSigned(sut.app, token, 'foto.jpg', exe(), 1);
    expect(step).toBe('put');
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await sut.platform.storage.head(key!)).toBeUndefined();
    const direct = await uploadDirect(sut.app, token, 'foto.jpg', exe(), 1);
    expect(direct.statusCode).toBe(415);
    expect(direct.json().error.context.errorFile).toBe(1);
  });

  it('refuses huge and tiny pixel dimensions (SizeInvalid 2), leaving nothing stored', async () => {
    const token = await newUser();
    for (const bytes of [pngHeader(9000, 9000), pngHeader(20000, 300), png(120, 120)]) {
      const { res, key } = await uploadSigned(sut.app, token, 'frente.png', bytes, 1);
      expect(res.statusCode).toBe(413);
      expect(res.json().error).toMatchObject({ code: 'DOCUMENT_SIZE_INVALID', context: { errorFile: 2 } });
      expect(await sut.platform.storage.head(key!)).toBeUndefined();
    }
  });

  it('refuses an oversized file and an empty one (SizeInvalid 2), signed or direct', async () => {
    const token = await newUser();
    const big = new Uint8Array(MAX_DOCUMENT_BYTES + 1);
    big.set(jpeg());
    const direct = await uploadDirect(sut.app, token, 'grande.jpg', big, 1);
    expect(direct.statusCode).toBe(413);
    expect(direct.json().error.context.errorFile).toBe(2);
    const put = await uploadSigned(sut.app, token, 'grande.jpg', big, 1);
    expect(put.step).toBe('put');
    expect(put.res.statusCode).toBe(413);
    const empty = await uploadDirect(sut.app, token, 'vazio.jpg', new Uint8Array(), 1);
    expect(empty.statusCode).toBe(413);
    expect(empty.json().error.context.errorFile).toBe(2);
    const status = await sut.app.inject({ url: '/api/UserDocument/GetStatusFiles', headers: auth(token) });
    expect(status.json().data).toEqual([]);
  });

  it('refuses a stored object whose hash differs (Generic 3) and a save without a signed upload', async () => {
    const token = await newUser();
    const bytes = png();
    const { res, key } = await uploadSigned(sut.app, token, 'frente.png', bytes, 1, {
      hash: sha256Hex(png(320, 240, 9)),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ code: 'DOCUMENT_INVALID', context: { errorFile: 3 } });
    expect(await sut.platform.storage.head(key!)).toBeUndefined();
    const unknown = await sut.app.inject({
      method: 'POST',
      url: '/api/UserDocument/SaveDocuments',
      headers: auth(token),
      payload: { FileName: 'frente.png', Hash: sha256Hex(bytes), DocumentType: 1 },
    });
    expect(unknown.statusCode).toBe(422);
  });

  it('names the bad field of SignedUrl', async () => {
    const token = await newUser();
    const bad = await sut.app.inject({
      method: 'POST',
      url: '/api/UserDocument/SignedUrl',
      headers: auth(token),
      payload: { FileName: 'a.png', Hash: 'abc', DocumentType: 7 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/'código do arquivo'|'tipo de documento'/);
  });

  it('refuses an expired or tampered signed URL', async () => {
    const token = await newUser();
    const bytes = png();
    const signed = await sut.app.inject({
      method: 'POST',
      url: '/api/UserDocument/SignedUrl',
      headers: auth(token),
      payload: { FileName: 'frente.png', Hash: sha256Hex(bytes), DocumentType: 1 },
    });
    const { signedUrl, headers } = signed.json().data;
    const tampered = signedUrl.replace(
      /sig=([^&])/,
      (_m: string, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`,
    );
    const bad = await sut.app.inject({ method: 'PUT', url: tampered, headers, payload: Buffer.from(bytes) });
    expect(bad.statusCode).toBe(403);
    expect(bad.json().error.code).toBe('URL_INVALID');
    const otherKey = signedUrl.replace('/documents/1/', '/documents/3/');
    expect(
      (await sut.app.inject({ method: 'PUT', url: otherKey, headers, payload: Buffer.from(bytes) }))
        .statusCode,
    ).toBe(403);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 11 * 60_000);
    const late = await sut.app.inject({
      method: 'PUT',
      url: signedUrl,
      headers,
      payload: Buffer.from(bytes),
    });
    expect(late.statusCode).toBe(403);
    expect(late.json().error.code).toBe('URL_EXPIRED');
    expect(await sut.platform.storage.head(keyOf(signedUrl))).toBeUndefined();
  });

  it('takes the direct multipart fallback, naming a missing field', async () => {
    const token = await newUser();
    const ok = await uploadDirect(sut.app, token, 'Verso.Do.RG.png', png(), 3);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      userTypeDocument: 3,
      fileName: 'versodorg.png',
      isApproved: true,
    });
    const noType = await uploadDirect(sut.app, token, 'verso.png', png(), 'x');
    expect(noType.statusCode).toBe(400);
    expect(noType.json().error.message).toContain("'tipo de documento'");
    const json = await sut.app.inject({
      method: 'POST',
      url: '/api/UserDocument/UploadDocument',
      headers: auth(token),
      payload: {},
    });
    expect(json.statusCode).toBe(400);
  });

  it('throttles GetStatusFiles to one call per second per user', async () => {
    const token = await newUser();
    const first = await sut.app.inject({ url: '/api/UserDocument/GetStatusFiles', headers: auth(token) });
    const second = await sut.app.inject({ url: '/api/UserDocument/GetStatusFiles', headers: auth(token) });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(429);
    const other = await sut.app.inject({
      url: '/api/UserDocument/GetStatusFiles',
      headers: auth(await newUser()),
    });
    expect(other.statusCode).toBe(200);
  });

  it('ends a duplicate account with 409 Cuenta Duplicada (CurpInvalid 4), then 409 on the status', async () => {
    const a = await createTestUser(sut.platform);
    expect((await uploadSigned(sut.app, a.token, 'frente.png', png(), 1)).res.statusCode).toBe(200);
    const b = await createTestUser(sut.platform);
    const { res, key } = await uploadSigned(sut.app, b.token, `rg-${a.user.cpf}.png`, png(330, 240), 1);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'DUPLICATE_ACCOUNT',
      message: 'Cuenta Duplicada',
      context: { errorFile: 4 },
    });
    expect(await sut.platform.storage.head(key!)).toBeUndefined();
    const status = await sut.app.inject({ url: '/api/UserDocument/GetStatusFiles', headers: auth(b.token) });
    expect(status.statusCode).toBe(409);
    const again = await uploadSigned(sut.app, b.token, 'frente.png', png(), 1);
    expect(again.res.statusCode).toBe(409);
    const steered = await uploadDirect(sut.app, await newUser(), 'duplicado.png', png(), 1);
    expect(steered.statusCode).toBe(409);
  });

  it('marks a user invalid (451 on the status) and answers AddressRequired false', async () => {
    const { user, token } = await createTestUser(sut.platform);
    const admin = await tokenFor(sut.platform, { id: 999_999, roles: [1] });
    const set = await sut.app.inject({
      method: 'PUT',
      url: `/api/admin/identity/users/${user.id}/status`,
      headers: auth(admin),
      payload: { identityStatus: -3, reason: 'Documento adulterado' },
    });
    expect(set.statusCode).toBe(200);
    const status = await sut.app.inject({ url: '/api/UserDocument/GetStatusFiles', headers: auth(token) });
    expect(status.statusCode).toBe(451);
    const address = await sut.app.inject({ url: '/api/UserDocument/AddressRequired', headers: auth(token) });
    expect(address.json()).toEqual({ data: false });
    const bettor = await sut.app.inject({
      method: 'PUT',
      url: `/api/admin/identity/users/${user.id}/status`,
      headers: auth(token),
      payload: { identityStatus: 0, reason: 'Reabrir conta' },
    });
    expect(bettor.statusCode).toBe(403);
  });

  it('limits uploads to 20 a day per user', async () => {
    const token = await newUser();
    const bytes = png();
    const ask = () =>
      sut.app.inject({
        method: 'POST',
        url: '/api/UserDocument/SignedUrl',
        headers: auth(token),
        payload: { FileName: 'frente.png', Hash: sha256Hex(bytes), DocumentType: 1 },
      });
    for (let i = 0; i < 20; i++) expect((await ask()).statusCode).toBe(200);
    const over = await ask();
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('DOCUMENT_QUOTA_EXCEEDED');
  });
});
