import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, storage } from '../../lib/storage';
import { CasinoGuard } from './CasinoGuard';

function serveFlags(value: Record<string, unknown>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    return path === '/flags/index.json'
      ? new Response(JSON.stringify({ value }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        })
      : new Response('{}', { status: 404 });
  });
}

function renderAt(path: string) {
  const guarded = (
    <CasinoGuard fallback={<p>aguardando</p>}>
      <p>lobby</p>
    </CasinoGuard>
  );
  const router = createMemoryRouter(
    [
      { path: '/cassino/*', element: guarded },
      { path: '/esportes', element: <p>esportes</p> },
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

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('casino guard', () => {
  it('waits for the flags, then opens the casino and records it as the last visited module', async () => {
    serveFlags({ 'feature-casino': true });
    renderAt('/cassino/slots');
    expect(screen.getByText('aguardando')).toBeTruthy();
    expect(await screen.findByText('lobby')).toBeTruthy();
    expect(storage.get(STORAGE_KEYS.lastVisitedModule)).toBe('casino');
  });

  it('sends to /esportes when the casino flag is off', async () => {
    serveFlags({ 'feature-casino': false });
    const router = renderAt('/cassino/game/dice');
    await waitFor(() => expect(router.state.location.pathname).toBe('/esportes'));
    expect(storage.get(STORAGE_KEYS.lastVisitedModule)).toBeUndefined();
  });

  it('shows the casino maintenance state when maintenance-casino is on', async () => {
    serveFlags({ 'feature-casino': true, 'maintenance-casino': true });
    renderAt('/cassino');
    expect(await screen.findByRole('heading', { name: 'Cassino em manutenção' })).toBeTruthy();
    expect(screen.queryByText('lobby')).toBeNull();
  });
});
