import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '../lib/session';
import { member, renderApp, signedInAs, stubApi } from '../test/render';

const emptyPage = { data: { items: [], total: 0, pageNumber: 1, pageSize: 20 } };

const menu = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Áreas' });
  return within(nav)
    .queryAllByRole('link')
    .map((a) => a.textContent);
};

describe('the shell', () => {
  it('shows admin the staff screen and every built area, with name, roles and "Sair"', async () => {
    signedInAs(member(['admin']));
    stubApi({
      'GET /api/backoffice/me': { body: { data: member(['admin']) } },
      'GET /api/backoffice/staff': { body: emptyPage },
    });
    renderApp('/equipe');
    expect(await menu()).toEqual(['Compliance', 'Equipe']);
    expect(await screen.findByRole('heading', { name: 'Equipe' })).toBeTruthy();
    expect(screen.getByTestId('staff-who').textContent).toBe('Ana SouzaAdministrador');
    expect(screen.getByRole('button', { name: 'Sair' })).toBeTruthy();
  });

  it('shows compliance the audit log only, and the 403 page at staff management', async () => {
    signedInAs(member(['compliance']));
    stubApi({ 'GET /api/backoffice/me': { body: { data: member(['compliance']) } } });
    renderApp('/equipe');
    expect(await menu()).toEqual(['Compliance']);
    expect(
      await screen.findByRole('heading', { name: 'Você não tem permissão para esta área' }),
    ).toBeTruthy();
    expect(screen.getByTestId('staff-who').textContent).toBe('Ana SouzaCompliance');
  });

  it('tells a role with no built area yet that its areas will come', async () => {
    signedInAs(member(['trader']));
    stubApi({ 'GET /api/backoffice/me': { body: { data: member(['trader']) } } });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Olá, Ana Souza' })).toBeTruthy();
    expect(await menu()).toEqual([]);
  });

  it('sends a visitor without a session to sign-in', async () => {
    renderApp('/equipe');
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeTruthy();
  });

  it('signs out on "Sair"', async () => {
    signedInAs(member(['admin']));
    const calls = stubApi({
      'GET /api/backoffice/me': { body: { data: member(['admin']) } },
      'GET /api/backoffice/staff': { body: emptyPage },
      'DELETE /api/backoffice/session': { body: { data: { signedOut: true } } },
    });
    renderApp('/equipe');
    fireEvent.click(await screen.findByRole('button', { name: 'Sair' }));
    expect(await screen.findByText('Você saiu do back office.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
    expect(session.get().token).toBeNull();
  });
});
