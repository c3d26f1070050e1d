import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../../platform/context';
import { createTestUser } from '../../../testing/factories';
import { createTestPlatform, type TestApp } from '../../../testing/platform';
import { sha256Hex } from '../files/file-checks';
import { auth, createIdentityTestApp } from '../identity.test-support';
import { png } from '../test-files';

/**
 * Upload grants live in the database: a URL used, or ended by a save, on one node is refused on
 * every other node of the deployment too.
 */
describe.skipIf(!process.env.PLACAR_TEST_DATABASE_URL)('upload grants across nodes', () => {
  let owner: Platform;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    owner = await createTestPlatform();
    const env = {
      DATABASE_URL: owner.config.DATABASE_URL!,
      JWT_SECRET: 'j'.repeat(40),
      URL_SIGNING_SECRET: 'u'.repeat(40),
    };
    a = await createIdentityTestApp(env);
    b = await createIdentityTestApp(env);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await owner?.close();
  });

  const body = (fileName: string, bytes: Uint8Array, type: number) => ({
    FileName: fileName,
    Hash: sha256Hex(bytes),
    DocumentType: type,
  });
  const post = (node: TestApp, token: string, url: string, payload: object) =>
    node.app.inject({ method: 'POST', url, headers: auth(token), payload });
  const put = (node: TestApp, url: string, bytes: Uint8Array) =>
    node.app.inject({
      method: 'PUT',
      url,
      headers: { 'content-type': 'image/png' },
      payload: Buffer.from(bytes),
    });

  it('refuses on node B a URL used on node A, and a URL ended by a save on node A', async () => {
    const { token } = await createTestUser(a.platform);
    const front = png(400, 300, 11);
    const frontBody = body('frente.png', front, 1);
    const used = (await post(a, token, '/api/UserDocument/SignedUrl', frontBody)).json().data.signedUrl;
    const back = png(400, 300, 12);
    const spare = (await post(a, token, '/api/UserDocument/SignedUrl', body('verso.png', back, 3))).json()
      .data.signedUrl;
    expect((await put(a, used, front)).statusCode).toBe(200);
    const again = await put(b, used, png(400, 300, 13));
    expect([again.statusCode, again.json().error.code]).toEqual([403, 'URL_USED']);

    expect((await post(a, token, '/api/UserDocument/SaveDocuments', frontBody)).statusCode).toBe(200);
    const late = await put(b, spare, back);
    expect([late.statusCode, late.json().error.code]).toEqual([403, 'URL_REVOKED']);
  });
});
