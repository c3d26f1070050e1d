import { STAFF_ERRORS, staffApi } from '@placar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, tokenFor } from '../../testing/platform';
import { DEMO_STAFF, seedStaffDemo } from './demo';
import { advanceClock, codeFor, staffToken } from './staff.test-support';

const byRole = (role: string) => DEMO_STAFF.find((m) => m.role === role)!;

describe('back-office staff', () => {
  let sut: TestApp;
  let admin: string;
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: object) =>
    sut.app.inject({
      method,
      url,
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    sut = await createTestApp();
    await seedStaffDemo(sut.platform);
    admin = await staffToken(sut.app, sut.platform, byRole('admin'));
  });
  afterAll(() => sut.close());

  it('signs in with the password then the code, and says who is signed in', async () => {
    const me = await call('GET', '/api/backoffice/me', admin);
    expect(me.statusCode).toBe(200);
    const data = me.json().data;
    expect(data).toMatchObject({ email: 'admin@demo.placar.bet.br', roles: ['admin'], idleMinutes: 30 });
    const deadline = new Date(data.idleDeadline).getTime() - sut.platform.modules.staff.now();
    expect(deadline).toBeGreaterThan(29 * 60_000);
    expect(deadline).toBeLessThanOrEqual(30 * 60_000);
  });

  it('refuses a wrong password, a wrong code and a code used twice', async () => {
    const m = byRole('trader');
    const wrong = await call('POST', '/api/backoffice/session', undefined, {
      email: m.email,
      password: 'nao-e-esta',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toEqual({
      code: 'STAFF_CREDENTIALS_INVALID',
      message: STAFF_ERRORS.STAFF_CREDENTIALS_INVALID.message,
    });
    const unknown = await call('POST', '/api/backoffice/session', undefined, {
      email: 'ninguem@demo.placar.bet.br',
      password: 'qualquer',
    });
    expect(unknown.json().error.code).toBe('STAFF_CREDENTIALS_INVALID');

    advanceClock(sut.platform, 31_000);
    const first = await call('POST', '/api/backoffice/session', undefined, {
      email: m.email,
      password: m.password,
    });
    expect(first.json().data.step).toBe('totp');
    const { challengeToken } = first.json().data;
    const code = codeFor(sut.platform, m.totpSecret);
    const bad = await call('POST', '/api/backoffice/session/code', undefined, {
      challengeToken,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('STAFF_CODE_INVALID');
    const ok = await call('POST', '/api/backoffice/session/code', undefined, { challengeToken, code });
    expect(ok.statusCode).toBe(200);
    const replay = await call('POST', '/api/backoffice/session/code', undefined, { challengeToken, code });
    expect(replay.json().error.code).toBe('STAFF_CODE_INVALID');
    const garbage = await call('POST', '/api/backoffice/session/code', undefined, {
      challengeToken: 'nope',
      code,
    });
    expect(garbage.statusCode).toBe(401);
    expect(garbage.json().error.code).toBe('STAFF_CHALLENGE_INVALID');
  });

  it('throttles an e-mail after 5 wrong passwords', async () => {
    const created = await call('POST', '/api/backoffice/staff', admin, {
      email: 'alvo@placar.bet.br',
      name: 'Alvo de Teste',
      roles: ['support'],
    });
    expect(created.statusCode).toBe(201);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const r = await call('POST', '/api/backoffice/session', undefined, {
        email: 'alvo@placar.bet.br',
        password: `errada-${i}`,
      });
      statuses.push(r.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const right = await call('POST', '/api/backoffice/session', undefined, {
      email: 'alvo@placar.bet.br',
      password: created.json().data.temporaryPassword,
    });
    expect(right.statusCode).toBe(429);
  });

  it('creates a member who sets the authenticator up at the first sign-in', async () => {
    const created = await call('POST', '/api/backoffice/staff', admin, {
      email: 'Nova.Pessoa@placar.bet.br',
      name: 'Nova Pessoa',
      roles: ['kyc', 'kyc', 'finance'],
    });
    expect(created.statusCode).toBe(201);
    const { member, temporaryPassword, enrolment } = created.json().data;
    expect(member).toMatchObject({
      email: 'nova.pessoa@placar.bet.br',
      roles: ['kyc', 'finance'],
      status: 'active',
      twoFactorEnrolled: false,
    });
    expect(enrolment.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(enrolment.qrDataUrl).toMatch(/^data:image\/png;base64,/);

    const again = await call('POST', '/api/backoffice/staff', admin, {
      email: 'nova.pessoa@placar.bet.br',
      name: 'Outra',
      roles: ['kyc'],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('STAFF_EMAIL_TAKEN');

    advanceClock(sut.platform, 31_000);
    const first = await call('POST', '/api/backoffice/session', undefined, {
      email: 'nova.pessoa@placar.bet.br',
      password: temporaryPassword,
    });
    expect(first.json().data).toMatchObject({ step: 'enrol', enrolment: { secret: enrolment.secret } });
    const { challengeToken } = first.json().data;
    // the code step is not the setup's: a setup challenge is refused there
    const wrongStep = await call('POST', '/api/backoffice/session/code', undefined, {
      challengeToken,
      code: codeFor(sut.platform, enrolment.secret),
    });
    expect(wrongStep.json().error.code).toBe('STAFF_CHALLENGE_INVALID');
    const done = await call('POST', '/api/backoffice/session/enrolment', undefined, {
      challengeToken,
      code: codeFor(sut.platform, enrolment.secret),
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.me.roles).toEqual(['kyc', 'finance']);

    const token = await staffToken(sut.app, sut.platform, {
      email: 'nova.pessoa@placar.bet.br',
      password: temporaryPassword,
      totpSecret: enrolment.secret,
    });
    expect((await call('GET', '/api/backoffice/me', token)).statusCode).toBe(200);
  });

  it('ends a session after 30 idle minutes; each call keeps it alive', async () => {
    const token = await staffToken(sut.app, sut.platform, byRole('support'));
    advanceClock(sut.platform, 20 * 60_000);
    expect((await call('GET', '/api/backoffice/me', token)).statusCode).toBe(200);
    advanceClock(sut.platform, 20 * 60_000);
    expect((await call('GET', '/api/backoffice/me', token)).statusCode).toBe(200);
    advanceClock(sut.platform, 31 * 60_000);
    const idle = await call('GET', '/api/backoffice/me', token);
    expect(idle.statusCode).toBe(401);
    expect(idle.json().error).toEqual({
      code: 'STAFF_SESSION_EXPIRED',
      message: 'Sua sessão expirou por inatividade. Entre novamente.',
    });
    admin = await staffToken(sut.app, sut.platform, byRole('admin'));
  });

  it('signs out: the token stops working', async () => {
    const token = await staffToken(sut.app, sut.platform, byRole('finance'));
    expect((await call('DELETE', '/api/backoffice/session', token)).json().data).toEqual({ signedOut: true });
    expect((await call('GET', '/api/backoffice/me', token)).statusCode).toBe(401);
  });

  it("answers 403 to a bettor's token and 401 without one on every staff route", async () => {
    const bettor = await tokenFor(sut.platform, { id: 1, roles: [1] });
    const routes = Object.values(staffApi).filter((r) => r.auth === 'staff');
    expect(routes.length).toBeGreaterThan(5);
    for (const r of routes) {
      const url = r.path.replace(/:([A-Za-z]+)/g, '1');
      const asBettor = await call(r.method, url, bettor);
      expect([r.path, asBettor.statusCode, asBettor.json().error.code]).toEqual([r.path, 403, 'FORBIDDEN']);
      const anonymous = await call(r.method, url);
      expect([r.path, anonymous.statusCode]).toEqual([r.path, 401]);
    }
  });

  it("refuses a staff token on a bettor's route", async () => {
    const r = await call('GET', '/api/Account/TwoFactor', admin);
    expect(r.statusCode).toBe(401);
  });

  it('lets each role only its calls; admin passes everywhere', async () => {
    const support = await staffToken(sut.app, sut.platform, byRole('support'));
    const compliance = await staffToken(sut.app, sut.platform, byRole('compliance'));
    expect((await call('GET', '/api/backoffice/staff', support)).statusCode).toBe(403);
    expect((await call('GET', '/api/backoffice/audit', support)).statusCode).toBe(403);
    expect((await call('GET', '/api/backoffice/staff', compliance)).statusCode).toBe(403);
    expect((await call('GET', '/api/backoffice/audit', compliance)).statusCode).toBe(200);
    expect((await call('GET', '/api/backoffice/audit', admin)).statusCode).toBe(200);
    const list = await call('GET', '/api/backoffice/staff?role=kyc&pageSize=50', admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.items.every((m: { roles: string[] }) => m.roles.includes('kyc'))).toBe(true);
    const q = await call('GET', '/api/backoffice/staff?q=COMPLIANCE', admin);
    expect(q.json().data).toMatchObject({ total: 1, items: [{ email: 'compliance@demo.placar.bet.br' }] });
  });

  it('changes roles and status with a reason, and never lets admins lock themselves out', async () => {
    const kyc = byRole('kyc');
    const list = await call('GET', `/api/backoffice/staff?q=${kyc.email}`, admin);
    const id = list.json().data.items[0].id;
    const noReason = await call('PATCH', `/api/backoffice/staff/${id}`, admin, { roles: ['kyc', 'support'] });
    expect(noReason.statusCode).toBe(400);
    const shortReason = await call('PATCH', `/api/backoffice/staff/${id}`, admin, {
      roles: ['kyc', 'support'],
      reason: 'ok',
    });
    expect(shortReason.statusCode).toBe(400);
    const changed = await call('PATCH', `/api/backoffice/staff/${id}`, admin, {
      roles: ['kyc', 'support'],
      reason: 'Cobertura do atendimento no fim de semana',
    });
    expect(changed.json().data.roles).toEqual(['kyc', 'support']);

    const kycToken = await staffToken(sut.app, sut.platform, kyc);
    const disabled = await call('PATCH', `/api/backoffice/staff/${id}`, admin, {
      status: 'disabled',
      reason: 'Desligamento da empresa',
    });
    expect(disabled.json().data.status).toBe('disabled');
    expect((await call('GET', '/api/backoffice/me', kycToken)).statusCode).toBe(401);
    const signIn = await call('POST', '/api/backoffice/session', undefined, {
      email: kyc.email,
      password: kyc.password,
    });
    expect(signIn.json().error.code).toBe('STAFF_DISABLED');

    const myId = (await call('GET', '/api/backoffice/me', admin)).json().data.id;
    const self = await call('PATCH', `/api/backoffice/staff/${myId}`, admin, {
      roles: ['support'],
      reason: 'Teste de autoexclusão',
    });
    expect(self.json().error.code).toBe('STAFF_SELF_CHANGE');
    const missing = await call('PATCH', '/api/backoffice/staff/999999', admin, {
      status: 'disabled',
      reason: 'Não existe ninguém',
    });
    expect(missing.json().error.code).toBe('STAFF_NOT_FOUND');

    const audit = await call('GET', `/api/backoffice/audit?targetType=staff&targetId=${id}`, admin);
    const actions = audit.json().data.items.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['staff.roles-changed', 'staff.status-changed']));
    const roles = audit.json().data.items.find((e: { action: string }) => e.action === 'staff.roles-changed');
    expect(roles).toMatchObject({
      staffEmail: 'admin@demo.placar.bet.br',
      before: { roles: ['kyc'] },
      after: { roles: ['kyc', 'support'] },
      reason: 'Cobertura do atendimento no fim de semana',
    });
  });

  it('resets a password and an authenticator, ending the sessions', async () => {
    const created = await call('POST', '/api/backoffice/staff', admin, {
      email: 'reset@placar.bet.br',
      name: 'Pessoa Reset',
      roles: ['trader'],
    });
    const id = created.json().data.member.id;
    const pw = await call('POST', `/api/backoffice/staff/${id}/reset-password`, admin, {
      reason: 'Esqueceu a senha',
    });
    expect(pw.statusCode).toBe(200);
    expect(pw.json().data.temporaryPassword).not.toBe(created.json().data.temporaryPassword);
    const old = await call('POST', '/api/backoffice/session', undefined, {
      email: 'reset@placar.bet.br',
      password: created.json().data.temporaryPassword,
    });
    expect(old.statusCode).toBe(401);
    const tf = await call('POST', `/api/backoffice/staff/${id}/reset-two-factor`, admin, {
      reason: 'Trocou de celular',
    });
    expect(tf.json().data.twoFactorEnrolled).toBe(false);
    const next = await call('POST', '/api/backoffice/session', undefined, {
      email: 'reset@placar.bet.br',
      password: pw.json().data.temporaryPassword,
    });
    expect(next.json().data.step).toBe('enrol');
  });

  it('searches the audit log by member, action, target and period', async () => {
    const me = (await call('GET', '/api/backoffice/me', admin)).json().data;
    const signIns = await call(
      'GET',
      `/api/backoffice/audit?action=staff.signed-in&staffId=${me.id}&pageSize=2`,
      admin,
    );
    const page = signIns.json().data;
    expect(page.pageSize).toBe(2);
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(2);
    for (const e of page.items) expect(e).toMatchObject({ action: 'staff.signed-in', staffId: me.id });
    const future = await call('GET', '/api/backoffice/audit?from=2999-01-01T00:00:00Z', admin);
    expect(future.json().data).toMatchObject({ total: 0, items: [] });
    const past = await call('GET', '/api/backoffice/audit?to=2000-01-01T00:00:00Z', admin);
    expect(past.json().data.total).toBe(0);
    const failed = await call(
      'GET',
      '/api/backoffice/audit?action=staff.sign-in-failed&staffEmail=ninguem@demo.placar.bet.br',
      admin,
    );
    expect(failed.json().data.items[0]).toMatchObject({ staffId: null, after: { why: 'password' } });
    const bad = await call('GET', '/api/backoffice/audit?action=DROP TABLE', admin);
    expect(bad.statusCode).toBe(400);
  });

  it('exports the filtered audit log as CSV', async () => {
    const r = await call('GET', '/api/backoffice/audit/export?action=staff.created', admin);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/csv/);
    expect(r.headers['content-disposition']).toMatch(/attachment; filename="auditoria-/);
    const lines = r.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'id,data_hora,staff_id,staff_email,acao,alvo_tipo,alvo_id,antes,depois,motivo,ip,request_id',
    );
    expect(lines.length).toBeGreaterThanOrEqual(4);
    expect(lines.slice(1).every((l) => l.includes(',staff.created,'))).toBe(true);
    expect(r.body).toContain('""email"":""reset@placar.bet.br""');
  });

  it('answers hostile filters and ids with a 4xx, never a 5xx', async () => {
    const urls = [
      '/api/backoffice/staff?pageNumber=1e300',
      '/api/backoffice/staff?pageNumber=99999999999&pageSize=100',
      '/api/backoffice/audit?staffId=100000000000000000000',
      '/api/backoffice/audit?from=0000-01-01T00:00:00Z',
      '/api/backoffice/audit?to=%2B275760-09-13T00:00:00Z',
      '/api/backoffice/audit/export?targetId=%00',
    ];
    for (const url of urls) {
      const r = await call('GET', url, admin);
      expect([url, r.statusCode < 500]).toEqual([url, true]);
    }
    const patch = await call('PATCH', '/api/backoffice/staff/99999999999999999999', admin, {
      status: 'active',
      reason: 'Motivo qualquer',
    });
    expect(patch.statusCode).toBe(400);
  });
});
