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
