import type { TLoginResponse } from '@placar/contract';
import type { PlacarModule } from '../../platform/module';
import { generateCpf } from '../../testing/cpf';
import { createTestApp, type TestApp } from '../../testing/platform';
import { flagsModule } from '../flags';
import { regionModule } from '../region';
import { accountModule } from '.';

/** Addresses of the offline database used by the tests (behind TRUST_PROXY). */
export const IP = {
  saoPaulo: '200.160.2.3',
  recife: '177.72.0.1',
  london: '81.2.69.142',
  usa: '8.8.8.8',
} as const;

/** Only the modules these tests need (others' work in progress cannot break them). */
export const ACCOUNT_TEST_MODULES: PlacarModule[] = [flagsModule, accountModule, regionModule];

/** `start` runs the modules' background work too (the account module follows bus events then). */
export function createAccountTestApp(
  env: Record<string, string> = {},
  extra: PlacarModule[] = [],
  options: { start?: boolean } = {},
) {
  return createTestApp({
    env: { TRUST_PROXY: 'true', ...env },
    modules: [...ACCOUNT_TEST_MODULES, ...extra],
    start: options.start,
  });
}

let n = 0;
export function registrationBody(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    email: `novo.${Date.now().toString(36)}.${n}@example.com`,
    password: 'Tr0ca-de-Passe!',
    confirmPassword: 'Tr0ca-de-Passe!',
    cpf: generateCpf(),
    fullName: 'João Pedro Teste',
    birthDate: '1995-03-20',
    cellphone: '(11) 98765-4321',
    nationality: 'BR',
    acceptTerms: true,
    acceptResponsibleGaming: true,
    attribution: { deviceId: 'did-teste-1', utm: { source: 'google' } },
    ...overrides,
  };
}

export async function register(
  sut: TestApp,
  overrides: Record<string, unknown> = {},
  ip: string = IP.saoPaulo,
) {
  const body = registrationBody(overrides);
  const res = await sut.app.inject({
    method: 'POST',
    url: '/api/Users/',
    payload: body,
    headers: { 'x-forwarded-for': ip },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { body, login: res.json().data as TLoginResponse };
}

export async function login(
  sut: TestApp,
  username: string,
  password: string,
  opts: { ip?: string; deviceId?: string; extendedSession?: boolean } = {},
) {
  return sut.app.inject({
    method: 'POST',
    url: '/api/Session/login/',
    payload: {
      username,
      password,
      deviceId: opts.deviceId ?? 'did-teste-1',
      ...(opts.extendedSession ? { extendedSession: true } : {}),
    },
    headers: { 'x-forwarded-for': opts.ip ?? IP.saoPaulo },
  });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The newest e-mail to an address (the outbox the dev mailbox reads). */
export async function lastMail(sut: TestApp, to: string) {
  const [mail] = await sut.platform.mailer.list(to, 1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

export const pinOf = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

/** Registration step 2: validates the PIN the registration e-mailed (what /verify-email does). */
export async function verifyEmail(sut: TestApp, reg: Awaited<ReturnType<typeof register>>) {
  const res = await sut.app.inject({
    method: 'POST',
    url: '/api/Users/Validate/PIN/',
    payload: {
      userId: reg.login.userId,
      email: reg.body.email,
      pin: pinOf((await lastMail(sut, reg.body.email)).text_body),
    },
    headers: bearer(reg.login.token),
  });
  if (res.statusCode !== 200) throw new Error(`PIN validation failed: ${res.statusCode} ${res.body}`);
  return reg;
}

/** A registered user whose e-mail is verified (step 2): may call money and play routes. */
export const registerVerified = async (sut: TestApp, overrides: Record<string, unknown> = {}, ip?: string) =>
  verifyEmail(sut, await register(sut, overrides, ip));
