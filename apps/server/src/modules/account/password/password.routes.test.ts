import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../testing/platform';
import { bearer, createAccountTestApp, lastMail, login, register } from '../test-support';

describe('password recovery and change', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createAccountTestApp();
  });
  afterAll(() => sut.close());

  const forgot = (email: string) =>
    sut.app.inject({ method: 'POST', url: '/api/Users/ForgotPassword', payload: { email } });

  it('e-mails a one-use link that sets a new password and ends every session', async () => {
    const { body, login: s } = await register(sut);
    expect((await forgot(body.email)).json()).toEqual({ data: { sent: true } });
    const link = new URL(/https?:\/\/\S+/.exec((await lastMail(sut, body.email)).text_body)![0]);
    expect(link.pathname).toBe('/RestorePassword');
    const token = link.searchParams.get('Token')!;
    const info = await sut.app.inject({ url: `/api/Users/RestorePassword/${token}` });
    expect(info.json().data).toEqual({ valid: true, email: `${body.email[0]}***@example.com` });

    const common = await sut.app.inject({
      method: 'POST',
      url: '/api/Users/RestorePassword',
      payload: { token, password: 'password123', confirmPassword: 'password123' },
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().error.message).toContain("Campo 'senha'");

    const reset = await sut.app.inject({
      method: 'POST',
      url: '/api/Users/RestorePassword',
      payload: { token, password: 'Nova-Senha-Forte-7', confirmPassword: 'Nova-Senha-Forte-7' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await sut.app.inject({ url: '/api/Users/', headers: bearer(s.token) })).statusCode).toBe(401);
    expect((await login(sut, body.email, body.password)).statusCode).toBe(401);
    expect((await login(sut, body.email, 'Nova-Senha-Forte-7')).statusCode).toBe(200);
    const reused = await sut.app.inject({ url: `/api/Users/RestorePassword/${token}` });
    expect(reused.json().error.code).toBe('INVALID_RESET_TOKEN');
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const email = `ninguem.${Date.now()}@example.com`;
    expect((await forgot(email)).json()).toEqual({ data: { sent: true } });
    expect(await sut.platform.mailer.list(email)).toHaveLength(0);
  });

  it('changes the password with the current one and ends the other sessions', async () => {
    const { body, login: first } = await register(sut);
    const second = (await login(sut, body.email, body.password)).json().data;
    const wrong = await sut.app.inject({
      method: 'PUT',
      url: '/api/Users/Password',
      payload: {
        currentPassword: 'errada-123',
        password: 'Outra-Senha-Boa-8',
        confirmPassword: 'Outra-Senha-Boa-8',
      },
      headers: bearer(second.token),
    });
    expect(wrong.json().error.code).toBe('WRONG_PASSWORD');
    const ok = await sut.app.inject({
      method: 'PUT',
      url: '/api/Users/Password',
      payload: {
        currentPassword: body.password,
        password: 'Outra-Senha-Boa-8',
        confirmPassword: 'Outra-Senha-Boa-8',
      },
      headers: bearer(second.token),
    });
    expect(ok.json().data).toEqual({ changed: true, closedSessions: 1 });
    expect((await sut.app.inject({ url: '/api/Users/', headers: bearer(first.token) })).statusCode).toBe(401);
    expect((await sut.app.inject({ url: '/api/Users/', headers: bearer(second.token) })).statusCode).toBe(
      200,
    );
  });
});
