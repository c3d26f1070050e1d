import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../testing/platform';
import { createAccountTestApp, IP, lastMail, login, register } from '../test-support';
import {
  ACCOUNT_MAX_FAILED_LOGINS,
  ADDRESS_MAX_FAILED_LOGINS,
  CLIENT_MAX_FAILED_LOGINS,
} from './login-throttle';

/** Issue 16, security 8: login neither tells which e-mails exist nor lets anyone lock anyone out. */
describe('login attempts', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createAccountTestApp({
      PUBLIC_URL: 'https://placar.example',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    });
  });
  afterAll(() => sut.close());

  /** The answer without what differs between any two calls (the lock's end time). */
  const shape = (res: { statusCode: number; json(): { error: Record<string, unknown> } }) => {
    const error = structuredClone(res.json().error) as { context?: Record<string, unknown> };
    if (error.context && 'lockedUntil' in error.context) error.context.lockedUntil = 'time';
    return { status: res.statusCode, error };
  };

  it('answers an unknown e-mail exactly as a known one with a wrong password, attempt after attempt', async () => {
    const { body } = await register(sut);
    const unknown = `ninguem.${Date.now()}@example.com`;
    for (let i = 1; i <= CLIENT_MAX_FAILED_LOGINS + 1; i++) {
      const known = await login(sut, body.email, `Errada-${i}-senha`, { ip: IP.recife, deviceId: 'did-a' });
      const other = await login(sut, unknown, `Errada-${i}-senha`, { ip: IP.recife, deviceId: 'did-a' });
      expect(shape(other), `attempt ${i}`).toEqual(shape(known));
      if (i < CLIENT_MAX_FAILED_LOGINS)
        expect(known.json().error).toMatchObject({
          code: 'INVALID_CREDENTIALS',
          context: { remainingAttempts: CLIENT_MAX_FAILED_LOGINS - i },
        });
      else expect(known.statusCode).toBe(423);
    }
  });

  it('five wrong passwords from one client lock out that client only, not the owner', async () => {
    const { body } = await register(sut);
    for (let i = 1; i <= CLIENT_MAX_FAILED_LOGINS; i++)
      await login(sut, body.email, `Errada-${i}-senha`, { ip: IP.recife, deviceId: 'did-atacante' });
    const attacker = await login(sut, body.email, body.password, { ip: IP.recife, deviceId: 'did-atacante' });
    expect(attacker.statusCode).toBe(423);
    expect(attacker.json().error.code).toBe('ACCOUNT_LOCKED');
    const owner = await login(sut, body.email, body.password);
    expect(owner.statusCode).toBe(200);
  });

  it('an address that changes its device id is still held to its own limit', async () => {
    const { body } = await register(sut);
    const ip = '200.160.2.77';
    let last = 0;
    for (let i = 1; i <= ADDRESS_MAX_FAILED_LOGINS; i++)
      last = (await login(sut, `alvo.${i}@example.com`, 'Errada-senha-1', { ip, deviceId: `did-${i}` }))
        .statusCode;
    expect(last).toBe(401);
    const next = await login(sut, body.email, body.password, { ip, deviceId: 'did-novo' });
    expect(next.statusCode).toBe(423);
    expect((await login(sut, body.email, body.password)).statusCode).toBe(200);
  });

  it('wrong passwords from many clients lock the account with notice; known devices and a reset get in', async () => {
    const { body } = await register(sut);
    const knownDevice = 'did-teste-1';
    expect((await login(sut, body.email, body.password, { deviceId: knownDevice })).statusCode).toBe(200);
    for (let i = 1; i <= ACCOUNT_MAX_FAILED_LOGINS; i++) {
      const res = await login(sut, body.email, `Errada-${i}-senha`, {
        ip: `200.160.3.${i}`,
        deviceId: `did-bot-${i}`,
      });
      expect(res.statusCode, `attempt ${i}`).toBe(i < ACCOUNT_MAX_FAILED_LOGINS ? 401 : 423);
    }
    const notice = await lastMail(sut, body.email);
    expect(notice.subject).toBe('Sua conta foi bloqueada temporariamente');
    const link = /https:\/\/placar\.example\/RestorePassword\?Token=([^\s]+)/.exec(notice.text_body);
    expect(link, notice.text_body).not.toBeNull();

    const stranger = await login(sut, body.email, body.password, { ip: IP.recife, deviceId: 'did-estranho' });
    expect(stranger.statusCode).toBe(423);
    expect(Date.parse(stranger.json().error.context.lockedUntil)).toBeGreaterThan(Date.now());
    expect((await login(sut, body.email, body.password, { deviceId: knownDevice })).statusCode).toBe(200);

    // The way out works from anywhere: a new password through the e-mailed link.
    const token = decodeURIComponent(link![1]!);
    const reset = await sut.app.inject({
      method: 'POST',
      url: '/api/Users/RestorePassword',
      payload: { token, password: 'Nova-Senha-Forte-9', confirmPassword: 'Nova-Senha-Forte-9' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const after = await login(sut, body.email, 'Nova-Senha-Forte-9', { deviceId: 'did-depois' });
    expect([200, 403]).toContain(after.statusCode);
    expect(after.json().error?.code ?? 'ok').not.toBe('ACCOUNT_LOCKED');
  });
});
