import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../testing/platform';
import { setFlag } from '../../flags';
import { createAccountTestApp, lastMail, login, pinOf, registerVerified } from '../test-support';
import { totpCode, totpStep } from './totp';
import { enrolEmail, enrolTotp, post, secondStep } from './two-factor.test-support';

describe('two-factor sign-in (flag feature-tfa)', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createAccountTestApp();
    await setFlag(sut.platform, 'feature-tfa', true, null);
  });
  afterAll(() => sut.close());

  const challengeOf = (res: { statusCode: number; json(): { error: { code: string; context: never } } }) => {
    expect(res.statusCode).toBe(403);
    const error = res.json().error;
    expect(error.code).toBe('TWO_FACTOR_REQUIRED');
    return error.context as { challengeToken: string; method: string; email: string };
  };

  it('enrols an authenticator app: QR and otpauth URI, a wrong code refused, 10 hashed recovery codes', async () => {
    const user = await registerVerified(sut);
    const start = await post(sut, '/api/Account/TwoFactor/Totp/Start', user.login.token);
    expect(start.statusCode).toBe(200);
    const { secret, otpauthUri, qrDataUrl } = start.json().data;
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(qrDataUrl).toMatch(/^data:image\/png;base64,/);
    const wrong = await post(sut, '/api/Account/TwoFactor/Confirm', user.login.token, {
      method: 'totp',
      code: totpCode(secret, totpStep() - 5),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('TWO_FACTOR_CODE_INVALID');
    const right = await post(sut, '/api/Account/TwoFactor/Confirm', user.login.token, {
      method: 'totp',
      code: totpCode(secret, totpStep()),
    });
    expect(right.statusCode).toBe(200);
    const codes: string[] = right.json().data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const { rows } = await sql<{ code_hash: string }>`
      select code_hash from two_factor_recovery_codes where user_id = ${user.login.userId}`.execute(
      sut.platform.db,
    );
    expect(rows).toHaveLength(10);
    for (const r of rows) {
      expect(r.code_hash.startsWith('$argon2id$')).toBe(true);
      expect(codes.some((c) => r.code_hash.includes(c))).toBe(false);
    }
    const status = await sut.app.inject({
      method: 'GET',
      url: '/api/Account/TwoFactor',
      headers: { authorization: `Bearer ${user.login.token}` },
    });
    expect(status.json().data).toMatchObject({
      available: true,
      enabled: true,
      method: 'totp',
      recoveryCodesLeft: 10,
      trustDays: 30,
    });
    const again = await post(sut, '/api/Account/TwoFactor/Totp/Start', user.login.token);
    expect(again.json().error.code).toBe('TWO_FACTOR_ALREADY_ENABLED');
  });

  it('holds the tokens back until the app code, refuses a wrong or replayed code, trusts the device', async () => {
    const user = await registerVerified(sut);
    const { secret, step } = await enrolTotp(sut, user);
    const first = await login(sut, user.body.email, user.body.password, { deviceId: 'did-2fa-a' });
    const challenge = challengeOf(first);
    expect(challenge.method).toBe('totp');
    expect(JSON.stringify(first.json())).not.toContain('refreshToken');

    // the code that confirmed the setup is spent
    const replayed = await secondStep(sut, challenge.challengeToken, totpCode(secret, step));
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().error.code).toBe('TWO_FACTOR_CODE_INVALID');
    const wrong = await secondStep(sut, challenge.challengeToken, '000000');
    expect(wrong.statusCode).toBe(400);

    const next = totpCode(secret, Math.max(totpStep(), step + 1));
    const ok = await secondStep(sut, challenge.challengeToken, next);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ email: user.body.email });
    expect(typeof ok.json().data.token).toBe('string');

    // the same challenge cannot be used twice
    const reused = await secondStep(sut, challenge.challengeToken, next);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error.code).toBe('TWO_FACTOR_CHALLENGE_INVALID');

    // a new device asks again, and the code just used is refused there (replay)
    const other = challengeOf(
      await login(sut, user.body.email, user.body.password, { deviceId: 'did-2fa-b' }),
    );
    const replayElsewhere = await secondStep(sut, other.challengeToken, next);
    expect(replayElsewhere.json().error.code).toBe('TWO_FACTOR_CODE_INVALID');

    // the device that passed signs in with the password alone...
    const trusted = await login(sut, user.body.email, user.body.password, { deviceId: 'did-2fa-a' });
    expect(trusted.statusCode).toBe(200);
    // ...until its trust runs out (30 days): then it asks again
    await sql`update two_factor_trusted_devices set trusted_until = now() - interval '1 minute'
      where user_id = ${user.login.userId}`.execute(sut.platform.db);
    challengeOf(await login(sut, user.body.email, user.body.password, { deviceId: 'did-2fa-a' }));

    const { rows } = await sql<{ action: string }>`
      select action from account_audit where user_id = ${user.login.userId} order by id`.execute(
      sut.platform.db,
    );
    expect(rows.map((r) => r.action)).toEqual(
      expect.arrayContaining(['two-factor-enabled', 'two-factor-code-wrong', 'two-factor-passed']),
    );
  });

  it('signs in with a recovery code once; the same code again is refused', async () => {
    const user = await registerVerified(sut);
    const { recoveryCodes } = await enrolTotp(sut, user);
    const code = recoveryCodes[3] ?? '';
    const a = challengeOf(await login(sut, user.body.email, user.body.password, { deviceId: 'did-rc-a' }));
    const ok = await secondStep(sut, a.challengeToken, code.toLowerCase());
    expect(ok.statusCode).toBe(200);
    const b = challengeOf(await login(sut, user.body.email, user.body.password, { deviceId: 'did-rc-b' }));
    const reused = await secondStep(sut, b.challengeToken, code);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.code).toBe('TWO_FACTOR_CODE_INVALID');
    const other = await secondStep(sut, b.challengeToken, recoveryCodes[4] ?? '');
    expect(other.statusCode).toBe(200);
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from account_audit
      where user_id = ${user.login.userId} and action = 'two-factor-recovery-code-used'`.execute(
      sut.platform.db,
    );
    expect(rows[0]?.n).toBe(2);
  });

  it('new recovery codes need the password and retire the old ones', async () => {
    const user = await registerVerified(sut);
    const { recoveryCodes: old } = await enrolTotp(sut, user);
    const wrong = await post(sut, '/api/Account/TwoFactor/RecoveryCodes', user.login.token, {
      password: 'Senha-Errada-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('WRONG_PASSWORD');
    const res = await post(sut, '/api/Account/TwoFactor/RecoveryCodes', user.login.token, {
      password: user.body.password,
    });
    expect(res.statusCode).toBe(200);
    const fresh: string[] = res.json().data.recoveryCodes;
    expect(fresh).toHaveLength(10);
    const c = challengeOf(await login(sut, user.body.email, user.body.password, { deviceId: 'did-rg' }));
    expect((await secondStep(sut, c.challengeToken, old[0] ?? '')).statusCode).toBe(400);
    expect((await secondStep(sut, c.challengeToken, fresh[0] ?? '')).statusCode).toBe(200);
  });

  it('e-mail method: the sign-in e-mails a code that finishes it; a new code can be asked', async () => {
    const user = await registerVerified(sut);
    await enrolEmail(sut, user);
    const c = challengeOf(await login(sut, user.body.email, user.body.password, { deviceId: 'did-mail' }));
    expect(c.method).toBe('email');
    const firstCode = pinOf((await lastMail(sut, user.body.email)).text_body);
    const resend = await post(sut, '/api/Session/TwoFactor/SendEmailCode', null, {
      challengeToken: c.challengeToken,
    });
    expect(resend.statusCode).toBe(200);
    const secondCode = pinOf((await lastMail(sut, user.body.email)).text_body);
    if (firstCode !== secondCode) {
      expect((await secondStep(sut, c.challengeToken, firstCode)).statusCode).toBe(400);
    }
    const ok = await secondStep(sut, c.challengeToken, secondCode);
    expect(ok.statusCode).toBe(200);
  });

  it('wrong codes count in the login throttle: the fifth locks this client out (423)', async () => {
    const user = await registerVerified(sut);
    await enrolTotp(sut, user);
    const codes: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const c = challengeOf(await login(sut, user.body.email, user.body.password, { deviceId: 'did-thr' }));
      const res = await secondStep(sut, c.challengeToken, '000000');
      codes.push(res.statusCode);
      if (res.statusCode === 423) break;
    }
    expect(codes.at(-1)).toBe(423);
    expect(codes.slice(0, -1).every((s) => s === 400)).toBe(true);
    // locked out: even the password step now answers 423 for this client
    expect((await login(sut, user.body.email, user.body.password, { deviceId: 'did-thr' })).statusCode).toBe(
      423,
    );
  });

  it('refuses an unknown challenge with 401 and bad input with 400', async () => {
    const unknown = await secondStep(sut, 'x'.repeat(43), '123456');
    expect(unknown.statusCode).toBe(401);
    const bad = await post(sut, '/api/Session/TwoFactor', null, { challengeToken: 'curto', code: '' });
    expect(bad.statusCode).toBe(400);
    const guarded = await post(sut, '/api/Account/TwoFactor/Totp/Start', null);
    expect(guarded.statusCode).toBe(401);
  });

  it('disable needs the password and a code; after it the password alone signs in', async () => {
    const user = await registerVerified(sut);
    const { recoveryCodes } = await enrolTotp(sut, user);
    const noCode = await post(sut, '/api/Account/TwoFactor/Disable', user.login.token, {
      password: user.body.password,
      code: '000000',
    });
    expect(noCode.json().error.code).toBe('TWO_FACTOR_CODE_INVALID');
    const badPassword = await post(sut, '/api/Account/TwoFactor/Disable', user.login.token, {
      password: 'Senha-Errada-1',
      code: recoveryCodes[0],
    });
    expect(badPassword.json().error.code).toBe('WRONG_PASSWORD');
    const ok = await post(sut, '/api/Account/TwoFactor/Disable', user.login.token, {
      password: user.body.password,
      code: recoveryCodes[0],
    });
    expect(ok.statusCode).toBe(200);
    expect((await login(sut, user.body.email, user.body.password, { deviceId: 'did-off' })).statusCode).toBe(
      200,
    );
  });

  it('e-mail method: turning it off takes the password and an e-mailed code', async () => {
    const user = await registerVerified(sut);
    await enrolEmail(sut, user);
    const sent = await post(sut, '/api/Account/TwoFactor/Email/Send', user.login.token);
    expect(sent.statusCode).toBe(200);
    const code = pinOf((await lastMail(sut, user.body.email)).text_body);
    const wrong = await post(sut, '/api/Account/TwoFactor/Disable', user.login.token, {
      password: user.body.password,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.json().error.code).toBe('TWO_FACTOR_CODE_INVALID');
    const ok = await post(sut, '/api/Account/TwoFactor/Disable', user.login.token, {
      password: user.body.password,
      code,
    });
    expect(ok.statusCode).toBe(200);
    expect((await lastMail(sut, user.body.email)).subject).toBe('Verificação em duas etapas desativada');
    const status = await sut.app.inject({
      method: 'GET',
      url: '/api/Account/TwoFactor',
      headers: { authorization: `Bearer ${user.login.token}` },
    });
    expect(status.json().data).toMatchObject({ enabled: false, method: null, recoveryCodesLeft: 0 });
  });

  it("a locked account's known device still answers the code (as it passes the password)", async () => {
    const user = await registerVerified(sut);
    const { recoveryCodes } = await enrolTotp(sut, user);
    const a = challengeOf(await login(sut, user.body.email, user.body.password, { deviceId: 'did-known' }));
    expect((await secondStep(sut, a.challengeToken, recoveryCodes[0] ?? '')).statusCode).toBe(200);
    await sql`delete from two_factor_trusted_devices where user_id = ${user.login.userId}`.execute(
      sut.platform.db,
    );
    await sql`update users set locked_until = now() + interval '10 minutes'
      where id = ${user.login.userId}`.execute(sut.platform.db);
    const stranger = await login(sut, user.body.email, user.body.password, { deviceId: 'did-stranger' });
    expect(stranger.statusCode).toBe(423);
    const b = challengeOf(await login(sut, user.body.email, user.body.password, { deviceId: 'did-known' }));
    expect((await secondStep(sut, b.challengeToken, recoveryCodes[1] ?? '')).statusCode).toBe(200);
  });

  it('flag off: the old sign-in (tokens at once) even with two-factor set up, and no new setups', async () => {
    const user = await registerVerified(sut);
    await enrolTotp(sut, user);
    await setFlag(sut.platform, 'feature-tfa', false, null);
    try {
      const res = await login(sut, user.body.email, user.body.password, { deviceId: 'did-flag-off' });
      expect(res.statusCode).toBe(200);
      expect(typeof res.json().data.token).toBe('string');
      const other = await registerVerified(sut);
      const start = await post(sut, '/api/Account/TwoFactor/Totp/Start', other.login.token);
      expect(start.statusCode).toBe(404);
      expect(start.json().error.code).toBe('TWO_FACTOR_UNAVAILABLE');
    } finally {
      await setFlag(sut.platform, 'feature-tfa', true, null);
    }
    challengeOf(await login(sut, user.body.email, user.body.password, { deviceId: 'did-flag-off' }));
  });
});
