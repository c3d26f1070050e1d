import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/platform';
import type { LocalObjectStore } from './local-store';
import { MAX_OBJECT_BYTES } from './storage-routes';

const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6, 7, 8]);
const pathOf = (u: string) => u.replace(/^https?:\/\/[^/]+/, '');

describe('local object store signed URLs', () => {
  let sut: TestApp;
  let store: LocalObjectStore;
  beforeAll(async () => {
    sut = await createTestApp({ modules: [] });
    store = sut.platform.storage as LocalObjectStore;
  });
  afterAll(() => sut.close());

  it('uploads through a signed PUT and downloads through a signed GET', async () => {
    const up = await store.signedUploadUrl('identity/1/front.jpg', { contentType: 'image/jpeg' });
    const put = await sut.app.inject({
      method: 'PUT',
      url: pathOf(up.url),
      headers: up.headers,
      payload: jpeg,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ data: { key: 'identity/1/front.jpg', size: jpeg.length } });

    const down = await store.signedDownloadUrl('identity/1/front.jpg');
    const get = await sut.app.inject({ method: 'GET', url: pathOf(down.url) });
    expect(get.statusCode).toBe(200);
    expect(get.headers['content-type']).toBe('image/jpeg');
    expect(get.rawPayload.equals(jpeg)).toBe(true);
  });

  it('refuses an expired URL with 403 URL_EXPIRED', async () => {
    const exp = Math.floor(Date.now() / 1000) - 5;
    const sig = store.sign('get', 'identity/1/front.jpg', exp);
    const res = await sut.app.inject({ url: `/storage/identity/1/front.jpg?op=get&exp=${exp}&sig=${sig}` });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('URL_EXPIRED');
  });

  it('refuses tampered URLs with 403 URL_INVALID: other key, later expiry, other op, other type', async () => {
    const up = new URL(
      (await store.signedUploadUrl('identity/2/a.png', { contentType: 'image/png' })).url,
      'http://x',
    );
    const tries: [string, string][] = [
      ['key', up.pathname.replace('/a.png', '/b.png')],
      ['exp', up.pathname],
      ['op', up.pathname],
      ['ct', up.pathname],
    ];
    for (const [what, path] of tries) {
      const q = new URLSearchParams(up.searchParams);
      if (what === 'exp') q.set('exp', String(Number(q.get('exp')) + 3600));
      if (what === 'op') q.set('op', 'get');
      if (what === 'ct') q.set('ct', 'text/html');
      const method = what === 'op' ? 'GET' : 'PUT';
      const res = await sut.app.inject({
        method,
        url: `${path}?${q}`,
        headers: { 'content-type': what === 'ct' ? 'text/html' : 'image/png' },
        ...(method === 'PUT' ? { payload: jpeg } : {}),
      });
      expect([what, res.statusCode, res.json().error.code]).toEqual([what, 403, 'URL_INVALID']);
    }
    expect(await store.head('identity/2/a.png')).toBeUndefined();
    expect(await store.head('identity/2/b.png')).toBeUndefined();
  });

  it('answers 415 when the body is not of the signed type, 413 above 10 MB, and writes nothing', async () => {
    const up = await store.signedUploadUrl('identity/3/doc.pdf', { contentType: 'application/pdf' });
    const wrong = await sut.app.inject({
      method: 'PUT',
      url: pathOf(up.url),
      headers: { 'content-type': 'image/png' },
      payload: jpeg,
    });
    expect(wrong.statusCode).toBe(415);
    expect(wrong.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');

    const big = await sut.app.inject({
      method: 'PUT',
      url: pathOf(up.url),
      headers: up.headers,
      payload: Buffer.alloc(MAX_OBJECT_BYTES + 1),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await store.head('identity/3/doc.pdf')).toBeUndefined();
    const folder = join(store.dir, 'identity', '3');
    expect(existsSync(folder) ? readdirSync(folder) : []).toEqual([]);
  });

  it('answers 400 naming the field for a malformed URL and 404 for a missing object', async () => {
    const noSig = await sut.app.inject({ url: '/storage/identity/1/front.jpg?op=get&exp=99999999999' });
    expect(noSig.statusCode).toBe(400);
    expect(noSig.json().error.message).toContain("'assinatura'");
    const badKey = await sut.app.inject({ url: '/storage/a%20b.jpg?op=get&exp=99999999999&sig=x' });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().error.message).toContain("'arquivo'");
    const missing = await store.signedDownloadUrl('identity/9/none.jpg');
    expect((await sut.app.inject({ url: pathOf(missing.url) })).statusCode).toBe(404);
  });
});
