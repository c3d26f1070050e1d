import { IDENTITY_STATUS, IDENTITY_SUBJECTS } from '@placar/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { markFullyValidated } from '../../../testing/identity';
import type { TestApp } from '../../../testing/platform';
import { identityModule } from '../../identity';
import { faceCheck } from '../../identity/identity.test-support';
import { png } from '../../identity/test-files';
import { bearer, createAccountTestApp, login, register, registerVerified } from '../test-support';
import { setFaceStatus } from './face-status';

describe('face status on the user (identity.face-status.{userId})', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createAccountTestApp({}, [identityModule], { start: true });
  });
  afterAll(() => sut.close());

  const faceStatusOf = async (token: string) => {
    const res = await sut.app.inject({ url: '/api/Users/', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return res.json().data.userAccount.faceStatus as number | null;
  };
  const eventually = (token: string, expected: number | null) =>
    vi.waitFor(async () => expect(await faceStatusOf(token)).toBe(expected), { timeout: 10_000 });

  it('follows the face checks: GET /api/Users/ and the next login answer show the new status', async () => {
    const { body, login: session } = await registerVerified(sut);
    expect(await faceStatusOf(session.token)).toBeNull();

    const same = png(300, 240, 71);
    const photo = await faceCheck(sut.app, session.token, (n) =>
      Array.from({ length: n }, () => ({ fileName: 'f.png', bytes: same })),
    );
    expect(photo.res.json().data.faceStatus).toBe(IDENTITY_STATUS.PHOTO);
    await eventually(session.token, IDENTITY_STATUS.PHOTO);

    const live = await faceCheck(sut.app, session.token, (n) =>
      Array.from({ length: n }, (_, i) => ({ fileName: `selfie-${i}.png`, bytes: png(300, 240, 81 + i) })),
    );
    expect(live.res.json().data.faceStatus).toBe(IDENTITY_STATUS.UNIQUE);
    await eventually(session.token, IDENTITY_STATUS.UNIQUE);

    const again = await login(sut, body.email, body.password);
    expect(again.json().data.faceStatus).toBe(IDENTITY_STATUS.UNIQUE);
  });

  it('is idempotent and ignores malformed events', async () => {
    const a = await register(sut);
    const b = await register(sut);
    const subject = (id: number) => `${IDENTITY_SUBJECTS.faceStatus}.${id}`;

    expect(await setFaceStatus(sut.platform, a.login.userId, IDENTITY_STATUS.IN_PROCESS)).toBe(true);
    expect(await setFaceStatus(sut.platform, a.login.userId, IDENTITY_STATUS.IN_PROCESS)).toBe(false);
    // the same event delivered twice (or seen by two nodes) leaves the same state
    sut.platform.bus.publish(subject(a.login.userId), {
      userId: a.login.userId,
      faceStatus: IDENTITY_STATUS.UNIQUE,
    });
    sut.platform.bus.publish(subject(a.login.userId), {
      userId: a.login.userId,
      faceStatus: IDENTITY_STATUS.UNIQUE,
    });
    await eventually(a.login.token, IDENTITY_STATUS.UNIQUE);

    // a subject naming another user, or a payload of the wrong shape, changes nothing
    sut.platform.bus.publish(subject(a.login.userId), {
      userId: b.login.userId,
      faceStatus: IDENTITY_STATUS.REJECTED,
    });
    sut.platform.bus.publish(subject(a.login.userId), { userId: a.login.userId, faceStatus: 'rejeitado' });
    // a later valid event for b shows that the ones before it were handled
    sut.platform.bus.publish(subject(b.login.userId), {
      userId: b.login.userId,
      faceStatus: IDENTITY_STATUS.PHOTO,
    });
    await eventually(b.login.token, IDENTITY_STATUS.PHOTO);
    expect(await faceStatusOf(a.login.token)).toBe(IDENTITY_STATUS.UNIQUE);
  });

  it('an identity approved without a face check (demo seed, validated test users) shows as UNIQUE', async () => {
    const { login: session } = await register(sut);
    expect(await faceStatusOf(session.token)).toBeNull();
    await markFullyValidated(sut.platform, session.userId);
    expect(await faceStatusOf(session.token)).toBe(IDENTITY_STATUS.UNIQUE);
  });
});
