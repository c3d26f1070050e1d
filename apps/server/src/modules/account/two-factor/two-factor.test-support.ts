import type { TestApp } from '../../../testing/platform';
import { bearer, IP, lastMail, pinOf } from '../test-support';
import { totpCode, totpStep } from './totp';

type Signed = { login: { token: string }; body: { email: string; password: string } };

export const post = (sut: TestApp, url: string, token: string | null, payload?: Record<string, unknown>) =>
  sut.app.inject({
    method: 'POST',
    url,
    ...(payload === undefined ? {} : { payload }),
    headers: { ...(token ? bearer(token) : {}), 'x-forwarded-for': IP.saoPaulo },
  });

/** Turns on two-factor by app for a signed-in bettor: answers the secret, the recovery codes and the step used. */
export async function enrolTotp(sut: TestApp, user: Signed) {
  const start = await post(sut, '/api/Account/TwoFactor/Totp/Start', user.login.token);
  if (start.statusCode !== 200) throw new Error(`start: ${start.statusCode} ${start.body}`);
  const secret: string = start.json().data.secret;
  const step = totpStep();
  const res = await post(sut, '/api/Account/TwoFactor/Confirm', user.login.token, {
    method: 'totp',
    code: totpCode(secret, step),
  });
  if (res.statusCode !== 200) throw new Error(`confirm: ${res.statusCode} ${res.body}`);
  return { secret, step, recoveryCodes: res.json().data.recoveryCodes as string[] };
}

/** Turns on two-factor by e-mail: the code comes from the outbox. */
export async function enrolEmail(sut: TestApp, user: Signed) {
  const start = await post(sut, '/api/Account/TwoFactor/Email/Start', user.login.token);
  if (start.statusCode !== 200) throw new Error(`start: ${start.statusCode} ${start.body}`);
  const code = pinOf((await lastMail(sut, user.body.email)).text_body);
  const res = await post(sut, '/api/Account/TwoFactor/Confirm', user.login.token, { method: 'email', code });
  if (res.statusCode !== 200) throw new Error(`confirm: ${res.statusCode} ${res.body}`);
  return { recoveryCodes: res.json().data.recoveryCodes as string[] };
}

export const secondStep = (sut: TestApp, challengeToken: string, code: string) =>
  post(sut, '/api/Session/TwoFactor', null, { challengeToken, code });
