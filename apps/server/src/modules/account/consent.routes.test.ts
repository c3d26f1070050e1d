import { CONSENT_VERSION } from '@placar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../testing/factories';
import type { TestApp } from '../../testing/platform';
import type { ConsentTables } from './consent.tables';
import { bearer, createAccountTestApp } from './test-support';

const URL = '/api/account/consent';

describe('consent calls', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createAccountTestApp();
  });
  afterAll(() => sut.close());

  const put = (token: string | null, payload: unknown) =>
    sut.app.inject({
      method: 'PUT',
      url: URL,
      headers: token ? bearer(token) : {},
      payload: payload as object,
    });
  const get = (token: string | null) =>
    sut.app.inject({ method: 'GET', url: URL, headers: token ? bearer(token) : {} });
  const audit = (userId: number) =>
    sut.platform.db
      .withTables<ConsentTables>()
      .selectFrom('user_consent_audit')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();

  it('refuses both calls without a session, in Portuguese', async () => {
    for (const res of [await get(null), await put(null, { version: 1, analytics: true, marketing: true })]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toMatch(/login/i);
    }
  });

  it('answers null before any choice, then the stored choice', async () => {
    const { user, token } = await createTestUser(sut.platform);
    expect((await get(token)).json()).toEqual({ data: null });

    const saved = await put(token, {
      version: CONSENT_VERSION,
      analytics: true,
      marketing: false,
      decidedAt: '2026-11-20T10:00:00.000Z',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      necessary: true,
      analytics: true,
      marketing: false,
      version: CONSENT_VERSION,
      decidedAt: '2026-11-20T10:00:00.000Z',
    });

    const read = (await get(token)).json().data;
    expect(read).toEqual(saved.json().data);
    expect(Date.parse(read.recordedAt)).not.toBeNaN();
    expect(await audit(user.id)).toHaveLength(1);
  });

  it('keeps every change in the audit trail with the session and the time recorded', async () => {
    const { user, token } = await createTestUser(sut.platform);
    await put(token, { version: 1, analytics: true, marketing: true });
    await put(token, { version: 1, analytics: false, marketing: false });
    const rows = await audit(user.id);
    expect(rows.map((r) => [r.analytics, r.marketing])).toEqual([
      [true, true],
      [false, false],
    ]);
    expect(
      rows.every((r) => r.session_id === `test-session-${user.id}` && r.recorded_at instanceof Date),
    ).toBe(true);
    expect((await get(token)).json().data).toMatchObject({ analytics: false, marketing: false });
  });

  it('never dates a choice in the future', async () => {
    const { token } = await createTestUser(sut.platform);
    const res = await put(token, {
      version: 1,
      analytics: false,
      marketing: true,
      decidedAt: '2999-01-01T00:00:00Z',
    });
    expect(res.statusCode).toBe(200);
    expect(Date.parse(res.json().data.decidedAt)).toBeLessThanOrEqual(Date.now());
  });

  it('refuses bad input with a 400 in Portuguese and stores nothing', async () => {
    const { user, token } = await createTestUser(sut.platform);
    const bad = [
      {},
      { version: 1, analytics: 'sim', marketing: false },
      { version: CONSENT_VERSION + 1, analytics: true, marketing: true },
      { version: 0, analytics: true, marketing: true },
      { version: 1, analytics: true, marketing: true, decidedAt: 'ontem' },
      { version: 1, analytics: true, marketing: true, necessary: false },
    ];
    for (const body of bad) {
      const res = await put(token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toMatch(/inválid|informe|desconhecid/);
    }
    expect(await audit(user.id)).toHaveLength(0);
    expect((await get(token)).json()).toEqual({ data: null });
  });

  it('keeps one bettor’s choice away from another', async () => {
    const a = await createTestUser(sut.platform);
    const b = await createTestUser(sut.platform);
    await put(a.token, { version: 1, analytics: true, marketing: true });
    expect((await get(b.token)).json()).toEqual({ data: null });
  });
});
