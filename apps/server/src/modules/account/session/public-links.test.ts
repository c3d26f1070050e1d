import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../testing/platform';
import { createAccountTestApp, IP, lastMail, register } from '../test-support';

/** Every absolute link in a mail (text and HTML bodies). */
const linksOf = (mail: { text_body: string; html_body?: string | null }) =>
  [...`${mail.text_body}\n${mail.html_body ?? ''}`.matchAll(/https?:\/\/[^\s"'<>]+/g)].map(
    (m) => new URL(m[0]),
  );

const forged = {
  host: 'evil.example',
  'x-forwarded-host': 'attacker.example',
  'x-forwarded-proto': 'https',
  'x-forwarded-for': IP.saoPaulo,
};

describe.each([
  {
    name: 'PUBLIC_URL unset (development default)',
    env: {} as Record<string, string>,
    origin: 'http://localhost:3000',
  },
  {
    name: 'PUBLIC_URL set',
    env: { PUBLIC_URL: 'https://www.placar.bet.br/' },
    origin: 'https://www.placar.bet.br',
  },
])('e-mailed links come from configuration only: $name', ({ env, origin }) => {
  let sut: TestApp;
  beforeAll(async () => {
    // TRUST_PROXY is on in the account test app: X-Forwarded-Host would be believed if it were read.
    sut = await createAccountTestApp(env);
  });
  afterAll(() => sut.close());

  it('a password reset asked with a forged Host / X-Forwarded-Host links to the configured origin', async () => {
    const { body } = await register(sut);
    const res = await sut.app.inject({
      method: 'POST',
      url: '/api/Users/ForgotPassword',
      payload: { email: body.email },
      headers: forged,
    });
    expect(res.statusCode).toBe(200);
    const links = linksOf(await lastMail(sut, body.email));
    const reset = links.find((l) => l.pathname.endsWith('/RestorePassword'));
    expect(reset?.searchParams.get('Token')).toBeTruthy();
    expect(`${reset!.origin}${reset!.pathname}`).toBe(`${origin}/RestorePassword`);
    for (const l of links) expect(l.host).not.toMatch(/evil|attacker/);
  });

  it('an unusual login with a forged Host links its confirmation to the configured origin', async () => {
    const { body } = await register(sut, {}, IP.saoPaulo);
    const res = await sut.app.inject({
      method: 'POST',
      url: '/api/Session/login/',
      payload: { username: body.email, password: body.password, deviceId: 'did-outro-aparelho' },
      headers: { ...forged, 'x-forwarded-for': IP.recife },
    });
    expect(res.json().error?.code).toBe('UNUSUAL_ACTIVITY');
    const links = linksOf(await lastMail(sut, body.email));
    const confirm = links.find((l) => l.pathname.endsWith('/UnusualActivity'));
    expect(confirm?.searchParams.get('linkToken')).toBeTruthy();
    expect(`${confirm!.origin}${confirm!.pathname}`).toBe(`${origin}/UnusualActivity`);
    for (const l of links) expect(l.host).not.toMatch(/evil|attacker/);
  });
});
