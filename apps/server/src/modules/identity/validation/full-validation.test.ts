import { IDENTITY_STATUS, IDENTITY_SUBJECTS } from '@placar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/errors';
import { createTestUser } from '../../../testing/factories';
import { type TestApp, tokenFor } from '../../../testing/platform';
import { auth, createIdentityTestApp, faceCheck, uploadSigned } from '../identity.test-support';
import { png } from '../test-files';
import { assertFullyValidated, hasFullValidation } from './full-validation';

describe('full validation', () => {
  let sut: TestApp;
  let admin: string;
  const events: { subject: string; data: unknown }[] = [];
  beforeAll(async () => {
    sut = await createIdentityTestApp();
    admin = await tokenFor(sut.platform, { id: 999_998, roles: [1] });
    sut.platform.bus.subscribe('identity.>', (m) => events.push(m));
    sut.platform.bus.subscribe('analytics.conversion', (m) => events.push(m));
  });
  afterAll(() => sut.close());

  const flag = async (path: string, token: string) =>
    (await sut.app.inject({ url: `/api/Users/Validate/${path}`, headers: auth(token) })).json()
      .data as boolean;
  const distinctFrames = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ fileName: `selfie-${i}.png`, bytes: png(320, 240, i + 3) }));
  const eventsOf = (subject: string, userId: number) =>
    events.filter((e) => e.subject === subject && (e.data as { userId: number }).userId === userId);

  it('flips once documents and the face check pass (type 4), publishing identity.validated and the conversion once', async () => {
    const { user, token } = await createTestUser(sut.platform);
    expect(user.validation_type).toBe(4);
    expect(await flag('HasFullValidation', token)).toBe(false);
    await expect(assertFullyValidated(sut.platform, user.id)).rejects.toMatchObject({
      code: 'USER_HAS_NOT_VALIDATED_DOCS',
      status: 403,
    });
    expect((await uploadSigned(sut.app, token, 'frente.png', png(), 1)).res.statusCode).toBe(200);
    expect((await uploadSigned(sut.app, token, 'verso.png', png(330, 250), 3)).res.statusCode).toBe(200);
    expect(await flag('HasFullValidation', token)).toBe(false);
    const face = await faceCheck(sut.app, token, distinctFrames);
    expect(face.res.statusCode).toBe(200);
    expect(face.res.json().data).toMatchObject({ faceStatus: IDENTITY_STATUS.UNIQUE, approved: true });
    expect(await flag('HasFullValidation', token)).toBe(true);
    expect(await flag('HasRealFullValidation', token)).toBe(true);
    await expect(assertFullyValidated(sut.platform, user.id)).resolves.toBeUndefined();
    await sut.platform.bus.flush();
    expect(eventsOf(IDENTITY_SUBJECTS.validated, user.id)).toHaveLength(1);
    expect(eventsOf('analytics.conversion', user.id)).toEqual([
      {
        subject: 'analytics.conversion',
        data: expect.objectContaining({ eventType: 'registration', userId: user.id }),
      },
    ]);
    // nothing flips twice
    await sut.app.inject({ url: '/api/Users/Validate/HasRealFullValidation', headers: auth(token) });
    expect(eventsOf(IDENTITY_SUBJECTS.validated, user.id)).toHaveLength(1);
  });

  it('needs only the documents for validation type 2, and an admin decides pending ones', async () => {
    const { user, token } = await createTestUser(sut.platform, { validation_type: 2 });
    await uploadSigned(sut.app, token, 'frente-revisao.png', png(), 1);
    await uploadSigned(sut.app, token, 'verso.png', png(300, 300), 3);
    expect(await hasFullValidation(sut.platform, user.id)).toBe(false);
    const view = await sut.app.inject({ url: `/api/admin/identity/users/${user.id}`, headers: auth(admin) });
    const front = view
      .json()
      .data.documents.find((d: { userTypeDocument: number }) => d.userTypeDocument === 1);
    expect(front.status).toBe('pending');
    expect(view.json().data.identityStatus).toBe(IDENTITY_STATUS.IN_PROCESS);
    const approve = await sut.app.inject({
      method: 'POST',
      url: `/api/admin/identity/documents/${front.id}/review`,
      headers: auth(admin),
      payload: { decision: 'approve' },
    });
    expect(approve.statusCode).toBe(200);
    expect(approve.json().data.fullValidation).toBe(true);
    expect(await hasFullValidation(sut.platform, user.id)).toBe(true);
    // a later rejection takes it back (cache invalidated, identity.unvalidated published)
    const reject = await sut.app.inject({
      method: 'POST',
      url: `/api/admin/identity/documents/${front.id}/review`,
      headers: auth(admin),
      payload: { decision: 'reject', reason: 'Foto desfocada' },
    });
    expect(reject.json().data.identityStatus).toBe(IDENTITY_STATUS.REJECTED);
    expect(await hasFullValidation(sut.platform, user.id)).toBe(false);
    await expect(assertFullyValidated(sut.platform, user.id)).rejects.toBeInstanceOf(AppError);
    await sut.platform.bus.flush();
    expect(eventsOf(IDENTITY_SUBJECTS.unvalidated, user.id)).toHaveLength(1);
    const noReason = await sut.app.inject({
      method: 'POST',
      url: `/api/admin/identity/documents/${front.id}/review`,
      headers: auth(admin),
      payload: { decision: 'reject' },
    });
    expect(noReason.statusCode).toBe(400);
  });
});
