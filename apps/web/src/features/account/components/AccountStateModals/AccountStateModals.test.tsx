import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type SessionUser, useSession } from '../../../../lib/session';
import { AccountStateModals } from './AccountStateModals';
import { useAccountModalsSeen } from './seen-store';

const tokenWith = (Status: string, sid: string) =>
  `h.${btoa(JSON.stringify({ Status, roles: [], sid, sub: '7', exp: 9_999_999_999 }))}.sig`;

function signIn(user: Partial<SessionUser>, opts: { status?: string; sid?: string } = {}) {
  const status = opts.status ?? 'Active';
  useSession.getState().setSession(
    { token: tokenWith(status, opts.sid ?? 's1'), refreshToken: 'r' },
    {
      id: 7,
      username: 'ana@example.com',
      email: 'ana@example.com',
      fullName: 'Ana Teste',
      step: 2,
      status,
      validationType: 4,
      isDeactivated: false,
      autoexclusion: null,
      roles: [],
      faceStatus: 1,
      withdrawalBlock: null,
      ...user,
    },
  );
}

let regionAllowed = true;

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <AccountStateModals /> }], {
    initialEntries: [path],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** The first render loads the route's lazy chunks: on a busy machine that takes more than 1 s. */
const SLOW = { timeout: 10_000 };

const BLOCK = { reason: 'Análise de documentos', since: '2026-11-20T12:00:00.000Z' };

describe('AccountStateModals (seed 002 section 2)', () => {
  beforeAll(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (url.includes('/api/RegionCheck/Validate'))
          return new Response(JSON.stringify({ data: regionAllowed }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          });
        return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
      }),
    );
  });
  afterAll(() => vi.unstubAllGlobals());
  afterEach(() => {
    cleanup();
    useSession.getState().clear();
    sessionStorage.clear();
    useAccountModalsSeen.setState({ seen: [] });
    regionAllowed = true;
  });

  it('shows the reactivation modal alone to a deactivated bettor, whatever else is due', async () => {
    signIn({ isDeactivated: true, withdrawalBlock: BLOCK, faceStatus: -2 });
    regionAllowed = false;
    renderAt('/esportes');
    await screen.findByText('Sua conta está desativada', undefined, SLOW);
    expect(screen.queryByText('Região não permitida')).toBeNull();
    expect(screen.queryByText('Saques bloqueados')).toBeNull();
    expect(screen.queryByText('Verificação facial')).toBeNull();
  });

  it('tells a visitor from a restricted region, and lets them close it', async () => {
    regionAllowed = false;
    renderAt('/esportes');
    await screen.findByText('Região não permitida', undefined, SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Entendi' }));
    await waitFor(() => expect(screen.queryByText('Região não permitida')).toBeNull());
  });

  it('shows the blocked withdrawal once per login, before the face check', async () => {
    signIn({ withdrawalBlock: BLOCK, faceStatus: -2 });
    renderAt('/esportes');
    await screen.findByText('Saques bloqueados', undefined, SLOW);
    expect(screen.getByText('Análise de documentos')).toBeTruthy();
    expect(screen.getByText(/bloqueados desde 20\/11\/2026/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Entendi' }));
    // then the face check the session asks for
    await screen.findByTestId('face-verification-prompt', undefined, SLOW);
    expect(screen.queryByText('Saques bloqueados')).toBeNull();
    cleanup();

    // the same login: not again; a new login (another session id): again
    renderAt('/casino/slots');
    await screen.findByTestId('face-verification-prompt', undefined, SLOW);
    expect(screen.queryByText('Saques bloqueados')).toBeNull();
    cleanup();
    signIn({ withdrawalBlock: BLOCK, faceStatus: -2 }, { sid: 's2' });
    renderAt('/casino/slots');
    await screen.findByText('Saques bloqueados', undefined, SLOW);
  });

  it('asks for the face check on any page but the verification pages', async () => {
    signIn({ faceStatus: 0 });
    renderAt('/user-identification');
    // nothing is asked there (the page has its own flow): wait for the region check to settle
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(screen.queryByTestId('face-verification-prompt')).toBeNull();
    cleanup();
    renderAt('/esportes');
    await screen.findByTestId('face-verification-prompt', undefined, SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Agora não' }));
    await waitFor(() => expect(screen.queryByTestId('face-verification-prompt')).toBeNull());
  });

  it('asks nothing of a verified bettor with nothing pending', async () => {
    signIn({ faceStatus: 1 });
    renderAt('/esportes');
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
