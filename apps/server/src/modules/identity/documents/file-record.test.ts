import { VALIDATION_TYPE } from '@placar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../../testing/factories';
import type { TestApp } from '../../../testing/platform';
import { auth, createIdentityTestApp, uploadSigned } from '../identity.test-support';
import { png } from '../test-files';

type Entry = { userTypeDocument: number; documentType: number; imageURL: string | null; isPdfFile: boolean };

/** The file record of seed 000 section 3 on the document list: imageURL and documentType. */
describe('document file record', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createIdentityTestApp();
  });
  afterAll(() => sut.close());

  const pathOf = (url: string) => {
    const u = new URL(url, 'http://local');
    return `${u.pathname}${u.search}`;
  };

  it('gives each document its documentType and an imageURL that opens the stored file', async () => {
    const { token } = await createTestUser(sut.platform);
    const front = png(400, 300, 11);
    const saved = await uploadSigned(sut.app, token, 'frente.png', front, 1);
    expect(saved.res.json().data).toMatchObject({ documentType: 1, userTypeDocument: 1, errorFile: 0 });
    expect(saved.res.json().data.imageURL).toMatch(/^(https?:\/\/[^/]+)?\/storage\//);
    await uploadSigned(sut.app, token, 'verso.png', png(400, 300, 12), 3);

    const list = await sut.app.inject({ url: '/api/UserDocument/GetStatusFiles', headers: auth(token) });
    const entries = list.json().data as Entry[];
    expect(entries.map((e) => [e.userTypeDocument, e.documentType, e.isPdfFile])).toEqual([
      [1, 1, false],
      [3, 3, false],
    ]);
    const file = await sut.app.inject({ url: pathOf(entries[0]!.imageURL!) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(file.rawPayload, Buffer.from(front))).toBe(0);

    const status = await sut.app.inject({
      url: '/api/UserDocument/VerificationStatus',
      headers: auth(token),
    });
    const docs = status.json().data.documents as Entry[];
    expect(docs.every((d) => d.imageURL !== null && d.documentType === d.userTypeDocument)).toBe(true);
  });

  it("refuses the signed imageURL once it is changed (another user's key is not reachable)", async () => {
    const { token } = await createTestUser(sut.platform);
    await uploadSigned(sut.app, token, 'frente.png', png(400, 300, 13), 1);
    const entries = (
      await sut.app.inject({ url: '/api/UserDocument/VerificationStatus', headers: auth(token) })
    ).json().data.documents as Entry[];
    const url = new URL(entries[0]!.imageURL!, 'http://local');
    url.pathname = url.pathname.replace(/\/[^/]+$/, '/outro.png');
    expect((await sut.app.inject({ url: `${url.pathname}${url.search}` })).statusCode).toBeGreaterThanOrEqual(
      400,
    );
  });

  it('validation type 2 (national id): the approved ID validates, no face check asked', async () => {
    const { user, token } = await createTestUser(sut.platform, {
      validation_type: VALIDATION_TYPE.NATIONAL_ID,
    });
    const before = (
      await sut.app.inject({ url: '/api/UserDocument/VerificationStatus', headers: auth(token) })
    ).json().data;
    expect(before).toMatchObject({ validationType: 2, faceCheckRequired: false, fullValidation: false });
    await uploadSigned(sut.app, token, 'frente.png', png(400, 300, 14), 1);
    await uploadSigned(sut.app, token, 'verso.png', png(400, 300, 15), 3);
    const after = (
      await sut.app.inject({ url: '/api/UserDocument/VerificationStatus', headers: auth(token) })
    ).json().data;
    expect(after).toMatchObject({ validationType: 2, faceCheckRequired: false, fullValidation: true });
    const flag = await sut.app.inject({ url: '/api/Users/Validate/HasFullValidation', headers: auth(token) });
    expect(flag.json().data).toBe(true);
    expect(user.validation_type).toBe(2);
  });
});
