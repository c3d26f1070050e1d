import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '../lib/session';
import { member, renderApp, signedInAs, stubApi } from '../test/render';

const EXPIRED = 'Sua sessão expirou por inatividade. Entre novamente.';
const emptyPage = { data: { items: [], total: 0, pageNumber: 1, pageSize: 20 } };

describe('idle session', () => {
  it('goes to sign-in with the message when the server answers STAFF_SESSION_EXPIRED', async () => {
    signedInAs(member(['admin']));
    stubApi({
      'GET /api/backoffice/me': {
        status: 401,
        body: { error: { code: 'STAFF_SESSION_EXPIRED', message: EXPIRED } },
      },
      'GET /api/backoffice/staff': {
        status: 401,
        body: { error: { code: 'STAFF_SESSION_EXPIRED', message: EXPIRED } },
      },
    });
    renderApp('/equipe');
    expect(await screen.findByText(EXPIRED)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Entrar' })).toBeTruthy();
    expect(session.get().token).toBeNull();
  });

  it('goes to sign-in on any 401 of a staff call', async () => {
    signedInAs(member(['admin']));
    stubApi({
      'GET /api/backoffice/me': {
        status: 401,
        body: { error: { code: 'UNAUTHORIZED', message: 'Não autenticado.' } },
      },
      'GET /api/backoffice/staff': { body: emptyPage },
    });
    renderApp('/equipe');
    expect(await screen.findByText(EXPIRED)).toBeTruthy();
  });

  it('ends the session at the idle deadline the server reported', async () => {
    signedInAs(member(['admin'], new Date(Date.now() - 1000)));
    stubApi({});
    renderApp('/equipe');
    expect(await screen.findByText(EXPIRED)).toBeTruthy();
    expect(session.get().token).toBeNull();
  });

  it('warns shortly before the deadline and keeps the session on "Continuar conectado"', async () => {
    const soon = member(['trader'], new Date(Date.now() + 60_000));
    signedInAs(soon);
    // the visit's own "me" answers the near deadline; the one "Continuar conectado" asks, a fresh one
    let meCalls = 0;
    stubApi({
      'GET /api/backoffice/me': () => {
        meCalls += 1;
        return { body: { data: meCalls === 1 ? soon : member(['trader']) } };
      },
    });
    renderApp('/');
    const warning = await screen.findByRole('alertdialog');
    expect(warning.textContent).toMatch(/Sua sessão vai expirar por inatividade em 0[01]:\d\d/);
    await waitFor(() => expect(meCalls).toBe(1));
    fireEvent.click(await screen.findByRole('button', { name: 'Continuar conectado' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(session.get().token).toBe('staff-token');
  });
});
