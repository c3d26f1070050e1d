import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flagsModule } from '../../modules/flags';
import { createTestApp, type TestApp } from '../../testing/platform';
import { addReadinessCheck } from './health';

describe('readiness', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createTestApp({ modules: [flagsModule] });
  });
  afterAll(() => sut.close());

  it('answers 503 when a check never answers, instead of hanging the probe', async () => {
    expect((await sut.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    addReadinessCheck(sut.platform, 'stuck', () => new Promise<string>(() => undefined));
    const res = await sut.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'not-ready',
      checks: { database: 'ok', bus: 'ok', workers: 'ok', stuck: 'down' },
    });
    addReadinessCheck(sut.platform, 'stuck', () => 'ok');
    expect((await sut.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });
});
