import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { contentRoutes } from './routes';
import { sportRuleSets } from './sport-rules';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ children: [...contentRoutes, { path: '*', element: <h1>Página não encontrada</h1> }] }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('content routes', () => {
  it('renders the about-us page with its title, date, sections and tab title', async () => {
    renderAt('/about-us');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sobre nós' })).toBeTruthy();
    expect(screen.getByText('20 de novembro de 2026').getAttribute('datetime')).toBe('2026-11-20');
    expect(screen.getByRole('heading', { level: 2, name: 'Quem somos' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Nesta página' })).toBeTruthy();
    expect(document.title).toBe('Sobre nós | Placar');
  });

  it('redirects /rules-sports to the global rules, with the sport picker marking it', async () => {
    const router = renderAt('/rules-sports');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Regras de esportes: regras globais' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/rules-sports/global');
    const picker = screen.getByRole('navigation', { name: 'Regras por esporte' });
    expect(within(picker).getByRole('link', { name: 'Regras globais' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(picker).getAllByRole('link')).toHaveLength(sportRuleSets.length);
  });

  it('leaves an unknown sport to the not-found route', async () => {
    renderAt('/rules-sports/cricket');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeTruthy();
  });

  it('opens and closes a FAQ answer from its question button', async () => {
    renderAt('/faqs');
    const question = await screen.findByRole('button', { name: 'Posso usar cartão de crédito?' });
    const answer = document.getElementById(question.getAttribute('aria-controls') ?? '');
    expect(question.getAttribute('aria-expanded')).toBe('false');
    expect(answer?.hidden).toBe(true);
    fireEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(answer?.hidden).toBe(false);
    expect(answer?.textContent).toContain('proíbe cartão de crédito');
    fireEvent.click(question);
    expect(answer?.hidden).toBe(true);
  });

  const paths = contentRoutes.map((route) => route.path).filter((path) => path !== 'rules-sports');
  it.each(paths)('loads /%s with a heading and at least one titled section', async (path) => {
    renderAt(`/${path}`);
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title.textContent?.length).toBeGreaterThan(3);
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toMatch(/lorem ipsum|em breve/i);
  });
});
