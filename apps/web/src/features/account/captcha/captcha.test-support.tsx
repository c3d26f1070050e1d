import type { TCaptchaConfig, TLoginResponse } from '@placar/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { useSession } from '../../../lib/session';

/** Helpers of the captcha tests: fake providers, a fake server, a page under a router. */

type WidgetOptions = Record<string, unknown> & {
  sitekey: string;
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
};

/** A stand-in for window.turnstile / window.hcaptcha: records the widgets and plays the user. */
export function fakeProvider() {
  const widgets: { id: string; el: HTMLElement; options: WidgetOptions }[] = [];
  const api = {
    render: vi.fn((el: HTMLElement, options: WidgetOptions) => {
      const id = `widget-${widgets.length + 1}`;
      widgets.push({ id, el, options });
      return id;
    }),
    reset: vi.fn((_id?: string) => undefined),
    remove: vi.fn((_id: string) => undefined),
  };
  const last = () => {
    const w = widgets.at(-1);
    if (!w) throw new Error('no widget rendered');
    return w;
  };
  return {
    api,
    widgets,
    pass: (token: string) => act(() => last().options.callback(token)),
    expire: () => act(() => last().options['expired-callback']()),
    fail: () => act(() => last().options['error-callback']()),
  };
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server: the captcha configuration, and every other call recorded with its body. */
export function fakeServer(config: TCaptchaConfig) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const answers = new Map<string, () => Response>();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init?: RequestInit) => {
      const path = String(input);
      if (path === '/api/Session/CaptchaConfig') return json({ data: config });
      calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : {} });
      return answers.get(path)?.() ?? json({ error: { code: 'NOT_FOUND', message: 'não encontrado' } }, 404);
    }),
  );
  return { calls, answers };
}

const token = `h.${btoa(JSON.stringify({ Status: 'Active', roles: [], sid: 's1', sub: '7', exp: 9_999_999_999 }))}.sig`;
export const loginAnswer = (step: number): TLoginResponse => ({
  userId: 7,
  username: 'ana@example.com',
  fullname: 'Ana Teste',
  email: 'ana@example.com',
  token,
  refreshToken: 'r',
  userRegisterStep: step,
  faceStatus: null,
  cellphone: null,
  isDeactivated: false,
  validationType: null,
  showUserInfoBonusView: false,
  showUserAcceptMigrationView: false,
  autoexclusion: null,
  status: 'Active',
  address: null,
  withdrawalBlock: null,
});

export function renderAt(path: string, element: ReactNode) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <h1>destino</h1> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return Object.assign(router, { client });
}

export const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });

export function fillLogin() {
  type('E-mail', 'ana@example.com');
  type('Senha', 'Senha-Forte-1');
}
export const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

/** Scripts the widget adds to the page: kept out of the document (the test environment cannot
 * run them); they "load" (or fail) when a test dispatches the event. */
export const appended: HTMLScriptElement[] = [];

/** The hooks every captcha test file installs: scripts captured, fakes and session cleared. */
export function installCaptchaTestHooks() {
  beforeEach(() => {
    appended.length = 0;
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      appended.push(...(nodes as HTMLScriptElement[]));
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    useSession.getState().clear();
  });
}
