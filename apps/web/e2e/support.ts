import { randomInt } from 'node:crypto';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { type Browser, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1440, height: 900 } as const;

export const baseURL = () => inject('baseURL');

/** The system Chromium (Debian's package), headless, with the flags this machine needs. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number } = PHONE,
): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    baseURL: baseURL(),
  });
  return context.newPage();
}

/** Saves a screenshot under .screenshots/ when SCREENSHOTS=1 (for looking at pages by hand). */
export async function snap(page: Page, name: string) {
  if (process.env.SCREENSHOTS === '1')
    await page.screenshot({
      path: join(import.meta.dirname, '..', '..', '..', '.screenshots', `${name}.png`),
    });
}

/** Calls the API of the server under test. */
export async function apiCall<T = unknown>(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseURL()}${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

/**
 * An admin (role 1) bearer token for the server under test, signed with the secret global-setup gave
 * it. User 1 need not exist: admin calls check the token's roles.
 */
export async function adminToken(ttlSeconds = 600): Promise<string> {
  return new SignJWT({ sid: 'e2e', Status: 'Active', roles: [1] })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject('1')
    .setIssuer('placar')
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(new TextEncoder().encode(inject('jwtSecret')));
}

/** Switches a remote flag through the admin call, as an operator would. */
export async function setFlag(name: string, value: boolean | number) {
  const res = await apiCall('PUT', `/api/admin/flags/${name}`, { value }, await adminToken());
  if (res.status !== 200)
    throw new Error(`PUT /api/admin/flags/${name}: ${res.status} ${JSON.stringify(res.body)}`);
}

/** The demo bettor of the seed (fully validated, with a sandbox deposit). */
export const DEMO_BETTOR = { email: 'apostador@demo.placar.bet.br', password: 'Placar!Demo2026' } as const;

/** Logs in through the /login form and waits to leave it. */
export async function login(page: Page, who: { email: string; password: string } = DEMO_BETTOR) {
  await page.goto('/login', { waitUntil: 'domcontentloaded', timeout: 110_000 });
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Senha', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
}

/** "R$ 1.234,56" → 1234.56 */
export const reais = (text: string | null) => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));

/** The balance shown in the header, in reais. */
export async function headerBalance(page: Page) {
  return reais(await page.getByTestId('header-balance').locator('span').nth(1).textContent());
}

/** Waits until the header balance is `want` (or at least / at most it). */
export async function waitForBalance(
  page: Page,
  want: number,
  how: 'equal' | 'atLeast' | 'atMost' = 'equal',
) {
  await page.waitForFunction(
    ({ want, how }) => {
      const text =
        document.querySelector('[data-testid="header-balance"] span:last-child')?.textContent ?? '';
      const shown = Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
      return how === 'equal' ? shown === want : how === 'atLeast' ? shown >= want : shown <= want;
    },
    { want, how },
    { timeout: 30_000 },
  );
}

/** A valid CPF, new each call (check digits computed). */
export function cpf(): string {
  const base = Array.from({ length: 9 }, () => randomInt(10));
  if (base.every((d) => d === base[0])) base[8] = (base[0]! + 1) % 10;
  const digit = (ds: number[]) => {
    const r = (ds.reduce((s, d, i) => s + d * (ds.length + 1 - i), 0) * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = digit(base);
  return [...base, d1, digit([...base, d1])].join('');
}

/** The 6-digit PIN the dev mailbox last received for `email` (waits up to 10 s for it). */
export async function pinFor(email: string): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const res = await apiCall<{ data: { text: string }[] }>(
      'GET',
      `/dev/mailbox/messages?to=${encodeURIComponent(email)}`,
    );
    const pin = res.body.data.map((m) => /\b(\d{6})\b/.exec(m.text)?.[1]).find(Boolean);
    if (pin) return pin;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no PIN e-mail for ${email}`);
}

/** What a new bettor registers with; anything in `more` is added to (or replaces) the API body. */
export type NewBettor = {
  email: string;
  password: string;
  fullName: string;
  /** AAAA-MM-DD for the API, ddmmaaaa for the form. */
  birthDate: string;
  more?: Record<string, unknown>;
};

/**
 * A bettor registered through the API with the e-mail PIN confirmed (no identity verification):
 * their id, token and CPF. Throws with the answer when either step is refused.
 */
export async function registerByApi(b: NewBettor) {
  const bettorCpf = typeof b.more?.cpf === 'string' ? b.more.cpf : cpf();
  const reg = await apiCall<{ data: { userId: number; token: string } }>('POST', '/api/Users/', {
    email: b.email,
    password: b.password,
    confirmPassword: b.password,
    cpf: bettorCpf,
    fullName: b.fullName,
    birthDate: b.birthDate,
    cellphone: '(11) 98765-4321',
    nationality: 'BR',
    acceptTerms: true,
    acceptResponsibleGaming: true,
    ...b.more,
  });
  if (reg.status !== 201) throw new Error(`registration: ${reg.status} ${JSON.stringify(reg.body)}`);
  const { userId, token } = reg.body.data;
  const pin = await apiCall(
    'POST',
    '/api/Users/Validate/PIN/',
    { userId, email: b.email, pin: await pinFor(b.email) },
    token,
  );
  if (pin.status !== 200) throw new Error(`PIN: ${pin.status} ${JSON.stringify(pin.body)}`);
  return { userId, token, cpf: bettorCpf };
}

/** Fills the open /register form (a new CPF each time, typed through the masks) and submits it. */
export async function fillRegistration(page: Page, b: Omit<NewBettor, 'more'>) {
  await page.getByLabel('E-mail').fill(b.email);
  await page.getByLabel('Senha', { exact: true }).fill(b.password);
  await page.getByLabel('Confirme a senha').fill(b.password);
  await page.getByLabel('CPF').pressSequentially(cpf());
  await page.getByLabel('Nome completo').fill(b.fullName);
  await page.getByLabel('Data de nascimento').pressSequentially(b.birthDate);
  await page.getByLabel('Celular').pressSequentially('11987654321');
  await page.getByLabel(/termos e condições/).check();
  await page.getByLabel(/jogo responsável/).check();
  await page.getByRole('button', { name: 'Criar conta' }).click();
}

/** Types the PIN the mailbox received for `email` into /verify-email and confirms it. */
export async function confirmEmailPin(page: Page, email: string) {
  await page.getByLabel('Código de verificação').fill(await pinFor(email));
  await page.getByRole('button', { name: 'Confirmar' }).click();
}
