import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GlobalAnnouncement } from './GlobalAnnouncement';
import { MaintenanceGate } from './MaintenanceGate';

function mockServer(routes: Record<string, () => Response>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const answer = routes[path];
    return answer ? answer() : new Response('{}', { status: 404 });
  });
}
const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderAt(path: string, element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '*', element },
      { path: '/casino', element },
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
  sessionStorage.clear();
});

describe('maintenance gate', () => {
  it('shows the page with the exact texts when maintenance-global is on', async () => {
    mockServer({ '/flags/index.json': json({ value: { 'maintenance-global': true } }) });
    renderAt('/faqs', <MaintenanceGate>conteúdo</MaintenanceGate>);
    expect(await screen.findByRole('heading', { name: 'Tempo esgotado!' })).toBeTruthy();
    expect(
      screen.getByText('Estamos trabalhando para que você possa jogar no melhor site de apostas online.'),
    ).toBeTruthy();
    expect(screen.getByText('Levará apenas alguns minutos, voltaremos o mais rápido possível.')).toBeTruthy();
    expect(screen.queryByText('conteúdo')).toBeNull();
  });

  it('first sends a player inside a casino game to /casino', async () => {
    mockServer({ '/flags/index.json': json({ value: { 'maintenance-global': true } }) });
    const router = renderAt('/cassino/game/aviator', <MaintenanceGate>jogo</MaintenanceGate>);
    await waitFor(() => expect(router.state.location.pathname).toBe('/casino'));
    expect(await screen.findByRole('heading', { name: 'Tempo esgotado!' })).toBeTruthy();
  });

  it('shows the content when the flag is off', async () => {
    mockServer({ '/flags/index.json': json({ value: { 'maintenance-global': false } }) });
    renderAt('/faqs', <MaintenanceGate>conteúdo</MaintenanceGate>);
    expect(await screen.findByText('conteúdo')).toBeTruthy();
  });
});

describe('global announcement', () => {
  const active = { data: { isActive: true, title: 'Manutenção programada', description: 'Hoje às 3h.' } };

  it('opens the active message', async () => {
    mockServer({ '/api/MaintenanceMessage/GetActiveMessage': json(active) });
    renderAt('/esportes', <GlobalAnnouncement />);
    expect(await screen.findByText('Manutenção programada')).toBeTruthy();
    expect(screen.getByText('Hoje às 3h.')).toBeTruthy();
  });

  it('stays closed on /verify-email, when inactive, and when the fetch fails', async () => {
    const spy = mockServer({ '/api/MaintenanceMessage/GetActiveMessage': json(active) });
    renderAt('/verify-email', <GlobalAnnouncement />);
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByText('Manutenção programada')).toBeNull();
    spy.mockRestore();

    mockServer({ '/api/MaintenanceMessage/GetActiveMessage': json({ error: { code: 'INTERNAL' } }, 400) });
    renderAt('/faqs', <GlobalAnnouncement />);
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
