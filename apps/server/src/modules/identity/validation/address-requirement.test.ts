import { IDENTITY_STATUS, requiredDocumentTypes } from '@placar/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestUser } from '../../../testing/factories';
import { createTestApp, type TestApp } from '../../../testing/platform';
import { auth, faceCheck, uploadSigned } from '../identity.test-support';
import { png } from '../test-files';

/**
 * One rule for the proof of address (seed 000 section 4: complete on Brazilian brands when the ID is
 * approved): what the verification page reads (VerificationStatus.addressRequired), full validation
 * and the casino's launch gate must agree, with the address off (this brand) and on.
 */
describe('proof of address: the verification page and the casino gate agree', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createTestApp();
  });
  afterAll(() => sut.close());
  afterEach(() => vi.unstubAllEnvs());

  // each account its own face (the sandbox hashes the frames: a face seen twice is a duplicate)
  const framesOf = (seed: number) => (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      fileName: `selfie-${i}.png`,
      bytes: png(320, 240, seed * 10 + i),
    }));
  const status = async (token: string) =>
    (await sut.app.inject({ url: '/api/UserDocument/VerificationStatus', headers: auth(token) })).json()
      .data as { addressRequired: boolean; fullValidation: boolean; identityStatus: number };
  const launch = (token: string) =>
    sut.app.inject({
      method: 'POST',
      url: '/api/Casino/Launch',
      payload: { gameId: 'dice', mode: 'real' },
      headers: auth(token),
    });
  const idAndFace = async (token: string, seed: number) => {
    expect((await uploadSigned(sut.app, token, 'frente.png', png(400, 300, seed), 1)).res.statusCode).toBe(
      200,
    );
    expect((await uploadSigned(sut.app, token, 'verso.png', png(410, 300, seed + 1), 3)).res.statusCode).toBe(
      200,
    );
    expect((await faceCheck(sut.app, token, framesOf(seed))).res.statusCode).toBe(200);
  };

  it('lists the address only when the brand requires it', () => {
    expect(requiredDocumentTypes(false)).toEqual([1, 3]);
    expect(requiredDocumentTypes(true)).toEqual([1, 3, 2]);
  });

  it('this brand: the approved ID (and face) is enough for the page and for a casino launch', async () => {
    const { token } = await createTestUser(sut.platform);
    expect((await launch(token)).json().error.code).toBe('USER_HAS_NOT_VALIDATED_DOCS');
    await idAndFace(token, 60);
    const s = await status(token);
    expect(s).toMatchObject({ addressRequired: false, fullValidation: true });
    const launched = await launch(token);
    expect(launched.statusCode).toBe(200);
  });

  it('a brand that requires the address: neither the page nor the casino counts the ID alone', async () => {
    vi.stubEnv('IDENTITY_ADDRESS_REQUIRED', 'true');
    const { token } = await createTestUser(sut.platform);
    await idAndFace(token, 70);
    expect(await status(token)).toMatchObject({
      addressRequired: true,
      fullValidation: false,
      identityStatus: IDENTITY_STATUS.VALIDATION_REQUIRED,
    });
    const refused = await launch(token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('USER_HAS_NOT_VALIDATED_DOCS');
    expect(
      (await uploadSigned(sut.app, token, 'conta-de-luz.png', png(420, 320, 71), 2)).res.statusCode,
    ).toBe(200);
    expect(await status(token)).toMatchObject({ addressRequired: true, fullValidation: true });
    expect((await launch(token)).statusCode).toBe(200);
  });
});
