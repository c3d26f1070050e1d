import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type SessionUser, useSession } from '../../../lib/session';
import { AccountGate } from './AccountGate';
import {
  GuestOnly,
  LocationPageRedirect,
  RequireAuth,
  RequireResetToken,
  VerifyEmailGuard,
} from './route-guards';

const page = (name: string) => <h1>{name}</h1>;

/** A token whose payload carries Status (the signature is the server's business). */
const tokenWith = (Status: string) =>
  `h.${btoa(JSON.stringify({ Status, roles: [], sid: 's1', sub: '7', exp: 9_999_999_999 }))}.sig`;

function signIn(user: Partial<SessionUser>, status = 'Active') {
  useSession.getState().setSession(
    { token: tokenWith(status), refreshToken: 'r' },
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
      ...user,
    },
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <AccountGate />,
        children: [
          { path: '/', element: page('início') },
          { path: '/esportes', element: page('esportes') },
          { path: '/casino/slots', element: page('cassino') },
          { path: '/withdrawal', element: page('saque') },
          { path: '/transactions', element: page('transações') },
          { path: '/login', element: <GuestOnly>{page('login')}</GuestOnly> },
          { path: '/verify-email', element: <VerifyEmailGuard>{page('verificar')}</VerifyEmailGuard> },
          { path: '/user-account', element: <RequireAuth>{page('conta')}</RequireAuth> },
          { path: '/RestorePassword', element: <RequireResetToken>{page('nova senha')}</RequireResetToken> },
          { path: '/enable-location', element: <LocationPageRedirect /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

async function landsOn(path: string, expected: string) {
  const router = renderAt(path);
  await waitFor(() => expect(router.state.location.pathname).toBe(expected));
}

describe('account guards (seed 000 section 6, seed 002 section 2)', () => {
  beforeAll(() => {
    // the gate's background calls (current user, region check) answer "not available" here
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
  });
  afterAll(() => vi.unstubAllGlobals());
  afterEach(() => useSession.getState().clear());

  it('sends guests from the account page to /casino/slots and from /verify-email home', async () => {
    await landsOn('/user-account', '/casino/slots');
    await landsOn('/verify-email', '/');
  });

  it('sends signed-in users away from the login page to their module', async () => {
    signIn({});
    await landsOn('/login', '/esportes');
  });

  it('confines a step-1 user to /verify-email and sends a verified user from it home', async () => {
    signIn({ step: 1 });
    await landsOn('/esportes', '/verify-email');
    useSession.getState().clear();
    signIn({ step: 2 });
    await landsOn('/verify-email', '/');
  });

  it('lets self-excluded and internally blocked users reach only withdrawal, transactions and terms', async () => {
    for (const status of ['SelfExcluded', 'InternalBlocked']) {
      signIn({}, status);
      await landsOn('/esportes', '/withdrawal');
      await landsOn('/transactions', '/transactions');
      useSession.getState().clear();
    }
  });

  it('sends guests from the location pages home, and signed-in users to their module', async () => {
    await landsOn('/enable-location', '/');
    signIn({});
    await landsOn('/enable-location', '/esportes');
  });

  it('needs the Token query value on /RestorePassword', async () => {
    await landsOn('/RestorePassword', '/');
    await landsOn('/RestorePassword?Token=abc', '/RestorePassword');
  });
});
