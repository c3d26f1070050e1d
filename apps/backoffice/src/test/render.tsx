import type { TStaffMe, TStaffRole } from '@placar/contract/staff';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { newQueryClient } from '../app/App';
import { routes } from '../app/routes';
import { session } from '../lib/session';

/** Renders the whole app at `path` (under the base), as the browser would. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={newQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

export const member = (roles: TStaffRole[], idleDeadline = new Date(Date.now() + 30 * 60_000)): TStaffMe => ({
  id: 7,
  email: 'ana@placar.bet.br',
  name: 'Ana Souza',
  roles,
  idleDeadline: idleDeadline.toISOString(),
  idleMinutes: 30,
});

/** Signs in as a member with these roles (no server involved). */
export const signedInAs = (me: TStaffMe) => session.start({ accessToken: 'staff-token', me });

type Answer = { status?: number; body: unknown };
/**
 * Stubs fetch: each call is answered by the first handler whose "METHOD path" matches (a path
 * without its query); the calls are recorded.
 */
export function stubApi(handlers: Record<string, Answer | ((url: URL, init: RequestInit) => Answer)>) {
  const calls: Array<{ method: string; url: URL; body: unknown; auth: string | null }> = [];
  const fetchStub = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const method = init.method ?? 'GET';
    const headers = (init.headers ?? {}) as Record<string, string>;
    calls.push({
      method,
      url,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
      auth: headers.authorization ?? null,
    });
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler)
      return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'x' } }), { status: 404 });
    const answer = typeof handler === 'function' ? handler(url, init) : handler;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}
