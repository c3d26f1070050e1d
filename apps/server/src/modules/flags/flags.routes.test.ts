import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setWorkersStarting } from '../../platform/http/health';
import { createTestApp, type TestApp, tokenFor } from '../../testing/platform';

describe('flags', () => {
  let sut: TestApp;
  let admin: string;
  let bettor: string;
  beforeAll(async () => {
    sut = await createTestApp();
    admin = await tokenFor(sut.platform, { id: 1, roles: [1] });
    bettor = await tokenFor(sut.platform, { id: 2 });
  });
  afterAll(() => sut.close());

  it('answers {name}.json with its value and index.json with all', async () => {
    const one = await sut.app.inject({ method: 'GET', url: '/flags/maintenance-global.json' });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ value: false });
    const all = await sut.app.inject({ method: 'GET', url: '/flags/index.json' });
    expect(all.json().value['max-deposit-limit']).toBe(50000);
    expect(all.json().value['feature-sportsbook']).toBe(true);
  });

  it('answers 404 for an unknown flag and 400 for a bad name', async () => {
    const unknown = await sut.app.inject({ method: 'GET', url: '/flags/nope.json' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');
    const bad = await sut.app.inject({ method: 'GET', url: '/flags/a%20b.json' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/'arquivo'/);
  });

  it('lets only role 1 change a flag, validating the value', async () => {
    const anon = await sut.app.inject({
      method: 'PUT',
      url: '/api/admin/flags/maintenance-global',
      payload: { value: true },
    });
    expect(anon.statusCode).toBe(401);
    const user = await sut.app.inject({
      method: 'PUT',
      url: '/api/admin/flags/maintenance-global',
      headers: { authorization: `Bearer ${bettor}` },
      payload: { value: true },
    });
    expect(user.statusCode).toBe(403);
    const wrongType = await sut.app.inject({
      method: 'PUT',
      url: '/api/admin/flags/maintenance-global',
      headers: { authorization: `Bearer ${admin}` },
      payload: { value: 3 },
    });
    expect(wrongType.statusCode).toBe(400);
    const ok = await sut.app.inject({
      method: 'PUT',
      url: '/api/admin/flags/maintenance-global',
      headers: { authorization: `Bearer ${admin}` },
      payload: { value: true },
    });
    expect(ok.statusCode).toBe(200);
    const read = await sut.app.inject({ method: 'GET', url: '/flags/maintenance-global.json' });
    expect(read.json()).toEqual({ value: true });
  });

  it('serves and updates the maintenance message', async () => {
    const first = await sut.app.inject({ method: 'GET', url: '/api/MaintenanceMessage/GetActiveMessage' });
    expect(first.json()).toEqual({ data: { isActive: false, title: '', description: '' } });
    await sut.app.inject({
      method: 'PUT',
      url: '/api/admin/MaintenanceMessage',
      headers: { authorization: `Bearer ${admin}` },
      payload: { isActive: true, title: 'Aviso', description: 'Manutenção às 3h' },
    });
    const after = await sut.app.inject({ method: 'GET', url: '/api/MaintenanceMessage/GetActiveMessage' });
    expect(after.json().data).toEqual({ isActive: true, title: 'Aviso', description: 'Manutenção às 3h' });
  });

  it('answers health, readiness and metrics', async () => {
    expect((await sut.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await sut.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    setWorkersStarting(sut.platform, true);
    const starting = await sut.app.inject({ url: '/readyz' });
    expect(starting.statusCode).toBe(503);
    expect(starting.json().checks.workers).toBe('starting');
    setWorkersStarting(sut.platform, false);
    expect((await sut.app.inject({ url: '/readyz' })).json().checks.workers).toBe('ok');
    expect((await sut.app.inject({ url: '/metrics' })).body).toContain(
      'placar_http_request_duration_seconds',
    );
  });
});
