import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../testing/platform';
import { setFlag } from '../../flags';
import {
  bearer,
  createAccountTestApp,
  IP,
  lastMail,
  pinOf,
  register,
  registrationBody,
} from '../test-support';

async function userCount(sut: TestApp) {
  const r = await sql<{ n: number }>`select count(*)::int as n from users`.execute(sut.platform.db);
  return r.rows[0]!.n;
}

describe('registration (POST /api/Users/)', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createAccountTestApp();
  });
  afterAll(() => sut.close());

  it('creates the account at step 1, signs in, and e-mails a 6-digit PIN', async () => {
    const { body, login } = await register(sut);
    expect(login).toMatchObject({
      email: body.email,
      userRegisterStep: 1,
      status: 'Active',
      isDeactivated: false,
    });
    expect(Object.keys(login).sort()).toEqual(
      [
        'userId',
        'username',
        'fullname',
        'email',
        'token',
        'refreshToken',
        'userRegisterStep',
        'faceStatus',
        'cellphone',
        'isDeactivated',
        'validationType',
        'showUserInfoBonusView',
        'showUserAcceptMigrationView',
        'autoexclusion',
        'status',
        'address',
        'withdrawalBlock',
      ].sort(),
    );
    expect(login.cellphone).toBe('11987654321');
    const mail = await lastMail(sut, body.email);
    expect(pinOf(mail.text_body)).toMatch(/^\d{6}$/);
    const hash = await sql<{
      password_hash: string;
    }>`select password_hash from users where id = ${login.userId}`.execute(sut.platform.db);
    expect(hash.rows[0]!.password_hash.startsWith('$argon2id$')).toBe(true);
  });

  const today = new Date();
  const seventeen = `${today.getUTCFullYear() - 17}-01-01`;
  const badInputs: [string, Record<string, unknown>, string][] = [
    ['invalid CPF check digits', { cpf: '529.982.247-26' }, 'cpf'],
    ['CPF of repeated digits', { cpf: '111.111.111-11' }, 'cpf'],
    ['under 18', { birthDate: seventeen }, 'birthDate'],
    ['impossible date', { birthDate: '1990-02-30' }, 'birthDate'],
    ['malformed e-mail', { email: 'ana@@example' }, 'email'],
    ['malformed phone', { cellphone: '1234' }, 'cellphone'],
    ['landline instead of mobile', { cellphone: '(11) 3456-7890' }, 'cellphone'],
    ['too-long e-mail', { email: `${'a'.repeat(250)}@example.com` }, 'email'],
    ['too-long name', { fullName: `Ana ${'b'.repeat(130)}` }, 'fullName'],
    ['too-long password', { password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) }, 'password'],
    ['short password', { password: 'abc12', confirmPassword: 'abc12' }, 'password'],
    ['common password', { password: 'flamengo123', confirmPassword: 'flamengo123' }, 'password'],
    ['passwords differ', { confirmPassword: 'Outra-Senha-99' }, 'confirmPassword'],
    ['missing CPF', { cpf: undefined }, 'cpf'],
    ['missing e-mail', { email: undefined }, 'email'],
    ['missing birth date', { birthDate: undefined }, 'birthDate'],
    ['terms not accepted', { acceptTerms: false }, 'acceptTerms'],
    ['responsible gaming not accepted', { acceptResponsibleGaming: undefined }, 'acceptResponsibleGaming'],
    ['CPF as a number', { cpf: 52998224725 }, 'cpf'],
    ['birth date as a number', { birthDate: 19900101 }, 'birthDate'],
    ['nationality not a country code', { nationality: 'Brasil' }, 'nationality'],
    ['unknown field', { isAdmin: true }, ''],
  ];

  it.each(badInputs)(
    'refuses %s with a 400 naming the field and writes nothing',
    async (_name, change, field) => {
      const before = await userCount(sut);
      const res = await sut.app.inject({
        method: 'POST',
        url: '/api/Users/',
        payload: registrationBody(change),
        headers: { 'x-forwarded-for': IP.saoPaulo },
      });
      expect(res.statusCode).toBe(400);
      const error = res.json().error;
      expect(error.code).toBe('VALIDATION_ERROR');
      if (field)
        expect(JSON.stringify(error.context.issues.map((i: { field: string }) => i.field))).toContain(field);
      expect(await userCount(sut)).toBe(before);
    },
  );

  it('answers 409 with distinct codes for a duplicate e-mail and a duplicate CPF, writing nothing', async () => {
    const { body } = await register(sut);
    const before = await userCount(sut);
    const sameEmail = await sut.app.inject({
      method: 'POST',
      url: '/api/Users/',
      payload: registrationBody({ email: body.email.toUpperCase() }),
      headers: { 'x-forwarded-for': IP.saoPaulo },
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().error.code).toBe('EMAIL_ALREADY_REGISTERED');
    const sameCpf = await sut.app.inject({
      method: 'POST',
      url: '/api/Users/',
      payload: registrationBody({ cpf: body.cpf }),
      headers: { 'x-forwarded-for': IP.saoPaulo },
    });
    expect(sameCpf.statusCode).toBe(409);
    expect(sameCpf.json().error.code).toBe('CPF_ALREADY_REGISTERED');
    expect(await userCount(sut)).toBe(before);
  });

  it('refuses sign-ups from outside Brazil with 451', async () => {
    const res = await sut.app.inject({
      method: 'POST',
      url: '/api/Users/',
      payload: registrationBody(),
      headers: { 'x-forwarded-for': IP.london },
    });
    expect(res.statusCode).toBe(451);
    expect(res.json().error.code).toBe('REGION_RESTRICTED');
  });

  it('is closed while the register maintenance flag is on', async () => {
    await setFlag(sut.platform, 'maintenance-register', true, null);
    const res = await sut.app.inject({
      method: 'POST',
      url: '/api/Users/',
      payload: registrationBody(),
      headers: { 'x-forwarded-for': IP.saoPaulo },
    });
    await setFlag(sut.platform, 'maintenance-register', false, null);
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('MAINTENANCE');
  });
});

describe('e-mail PIN', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createAccountTestApp();
  });
  afterAll(() => sut.close());

  it("answers 'Cannot send pinValue before signIn' without a session", async () => {
    for (const url of ['/api/Users/Send/PIN/', '/api/Users/SendReattempt/PIN/', '/api/Users/Validate/PIN/']) {
      const res = await sut.app.inject({
        method: 'POST',
        url,
        payload: {
          userId: 1,
          email: 'a@example.com',
          ...(url.includes('Validate') ? { pin: '123456' } : {}),
        },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe('Cannot send pinValue before signIn');
    }
  });

  it('refuses a PIN call for another account', async () => {
    const a = await register(sut);
    const b = await register(sut);
    const res = await sut.app.inject({
      method: 'POST',
      url: '/api/Users/Validate/PIN/',
      payload: { userId: b.login.userId, email: b.body.email, pin: '123456' },
      headers: bearer(a.login.token),
    });
    expect(res.statusCode).toBe(403);
  });

  it('limits resends with a cooldown', async () => {
    const { body, login } = await register(sut);
    const res = await sut.app.inject({
      method: 'POST',
      url: '/api/Users/SendReattempt/PIN/',
      payload: { userId: login.userId, email: body.email },
      headers: bearer(login.token),
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('PIN_RESEND_TOO_SOON');
    expect(res.json().error.context.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('counts wrong PINs, uses the PIN up after 5, and a right one moves the step from 1 to 2', async () => {
    const { body, login } = await register(sut);
    const pin = pinOf((await lastMail(sut, body.email)).text_body);
    const wrong = pin === '000000' ? '111111' : '000000';
    const validate = (p: string) =>
      sut.app.inject({
        method: 'POST',
        url: '/api/Users/Validate/PIN/',
        payload: { userId: login.userId, email: body.email, pin: p },
        headers: bearer(login.token),
      });
    const first = await validate(wrong);
    expect(first.statusCode).toBe(400);
    expect(first.json().error).toMatchObject({ code: 'INVALID_PIN', context: { remainingAttempts: 4 } });
    const right = await validate(pin);
    expect(right.statusCode).toBe(200);
    expect(right.json().data).toEqual({ validated: true, userRegisterStep: 2 });
    const me = await sut.app.inject({ url: '/api/Users/', headers: bearer(login.token) });
    expect(me.json().data.userAccount.step).toBe(2);
    expect((await validate(pin)).json().error.code).toBe('EMAIL_ALREADY_VERIFIED');

    const other = await register(sut);
    const otherPin = pinOf((await lastMail(sut, other.body.email)).text_body);
    const bad = otherPin === '000000' ? '111111' : '000000';
    const v = (p: string) =>
      sut.app.inject({
        method: 'POST',
        url: '/api/Users/Validate/PIN/',
        payload: { userId: other.login.userId, email: other.body.email, pin: p },
        headers: bearer(other.login.token),
      });
    for (let i = 0; i < 4; i++) expect((await v(bad)).statusCode).toBe(400);
    expect((await v(bad)).json().error.code).toBe('PIN_ATTEMPTS_EXCEEDED');
    expect((await v(otherPin)).json().error.code).toBe('PIN_ATTEMPTS_EXCEEDED');
  });

  it('refuses a malformed PIN naming the field', async () => {
    const { body, login } = await register(sut);
    const res = await sut.app.inject({
      method: 'POST',
      url: '/api/Users/Validate/PIN/',
      payload: { userId: login.userId, email: body.email, pin: '12ab' },
      headers: bearer(login.token),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain("'código de verificação'");
  });
});
