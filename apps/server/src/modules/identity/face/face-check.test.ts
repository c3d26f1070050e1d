import { IDENTITY_STATUS } from '@placar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../../testing/factories';
import type { TestApp } from '../../../testing/platform';
import { auth, createIdentityTestApp, faceCheck, multipart } from '../identity.test-support';
import { exe, png } from '../test-files';

describe('face check', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createIdentityTestApp();
  });
  afterAll(() => sut.close());
  const frames = (prefix: string) => (n: number) =>
    Array.from({ length: n }, (_, i) => ({ fileName: `${prefix}-${i}.png`, bytes: png(300, 240, i + 11) }));

  it('gives a random challenge of distinct steps with pt-BR labels', async () => {
    const { token } = await createTestUser(sut.platform);
    const res = await sut.app.inject({
      method: 'POST',
      url: '/api/UserDocument/FaceCheck/Challenge',
      headers: auth(token),
    });
    const { steps, challengeId } = res.json().data;
    expect(challengeId).toMatch(/^[0-9a-f-]{36}$/);
    expect(steps).toHaveLength(3);
    expect(new Set(steps.map((s: { code: string }) => s.code)).size).toBe(3);
    for (const s of steps) expect(s.label).toMatch(/^[A-ZÀ-Ú]/);
  });

  it('takes identical frames for a photo (PHOTO 3) and non-images for a bot (BOT_REJECTED 5)', async () => {
    const { token } = await createTestUser(sut.platform);
    const same = png(300, 240, 1);
    const photo = await faceCheck(sut.app, token, (n) =>
      Array.from({ length: n }, () => ({ fileName: 'f.png', bytes: same })),
    );
    expect(photo.res.json().data).toMatchObject({ faceStatus: IDENTITY_STATUS.PHOTO, approved: false });
    const bot = await faceCheck(sut.app, token, (n) =>
      Array.from({ length: n }, () => ({ fileName: 'f.png', bytes: exe() })),
    );
    expect(bot.res.json().data).toMatchObject({ faceStatus: IDENTITY_STATUS.BOT_REJECTED, approved: false });
    const ok = await faceCheck(sut.app, token, frames('selfie'));
    expect(ok.res.json().data.faceStatus).toBe(IDENTITY_STATUS.UNIQUE);
  });

  it('refuses a wrong number of frames, and a challenge used or belonging to another user', async () => {
    const { token } = await createTestUser(sut.platform);
    const few = await faceCheck(sut.app, token, frames('a').bind(null, 1));
    expect(few.res.statusCode).toBe(400);
    expect(few.res.json().error.message).toContain("'imagens'");
    // the challenge was spent by that submission
    const body = multipart([
      { name: 'challengeId', value: few.challengeId! },
      ...frames('b')(3).map((f) => ({
        name: 'frames',
        fileName: f.fileName,
        contentType: 'image/png',
        bytes: f.bytes,
      })),
    ]);
    const reuse = await sut.app.inject({
      method: 'POST',
      url: '/api/UserDocument/FaceCheck',
      headers: { ...auth(token), ...body.headers },
      payload: body.payload,
    });
    expect(reuse.statusCode).toBe(410);
    const other = await createTestUser(sut.platform);
    const start = await sut.app.inject({
      method: 'POST',
      url: '/api/UserDocument/FaceCheck/Challenge',
      headers: auth(other.token),
    });
    const stolen = multipart([
      { name: 'challengeId', value: start.json().data.challengeId },
      ...frames('c')(3).map((f) => ({
        name: 'frames',
        fileName: f.fileName,
        contentType: 'image/png',
        bytes: f.bytes,
      })),
    ]);
    const res = await sut.app.inject({
      method: 'POST',
      url: '/api/UserDocument/FaceCheck',
      headers: { ...auth(token), ...stolen.headers },
      payload: stolen.payload,
    });
    expect(res.statusCode).toBe(410);
  });

  it('ends with the duplicate error when the face is on another account', async () => {
    const a = await createTestUser(sut.platform);
    expect((await faceCheck(sut.app, a.token, frames('rosto-ana'))).res.statusCode).toBe(200);
    const b = await createTestUser(sut.platform);
    const dup = await faceCheck(sut.app, b.token, (n) =>
      frames('rosto-ana')(n).map((f, i) => ({ ...f, bytes: png(310, 250, i + 40) })),
    );
    expect(dup.res.statusCode).toBe(409);
    expect(dup.res.json().error).toMatchObject({ message: 'Cuenta Duplicada', context: { errorFile: 4 } });
    const status = await sut.app.inject({ url: '/api/UserDocument/GetStatusFiles', headers: auth(b.token) });
    expect(status.statusCode).toBe(409);
  });
});
