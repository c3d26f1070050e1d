import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/platform';
import { accountModule, findDemoBettorId } from '../../account';
import { identityModule } from '..';
import { hasFullValidation } from '../validation/full-validation';

describe('identity demo data', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createTestApp({ modules: [accountModule, identityModule] });
  });
  afterAll(() => sut.close());

  it('leaves the demo bettor fully validated, idempotently', async () => {
    await accountModule.seedDemo!(sut.platform);
    expect(await identityModule.seedDemo!(sut.platform)).toEqual(['demo bettor identity: fully validated']);
    expect(await identityModule.seedDemo!(sut.platform)).toBeUndefined();
    const id = await findDemoBettorId(sut.platform);
    expect(await hasFullValidation(sut.platform, id!)).toBe(true);
  });
});
