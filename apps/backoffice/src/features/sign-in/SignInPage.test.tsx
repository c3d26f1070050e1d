import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '../../lib/session';
import { member, renderApp, stubApi } from '../../test/render';

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

const signedIn = { data: { accessToken: 'staff-token', me: member(['admin']) } };
const backoffice = {
  'GET /api/backoffice/me': { body: { data: member(['admin']) } },
  'GET /api/backoffice/audit': { body: { data: { items: [], total: 0, pageNumber: 1, pageSize: 50 } } },
};

describe('sign-in', () => {
  it('asks the authenticator code after the password, then opens the app', async () => {
    const calls = stubApi({
      'POST /api/backoffice/session': { body: { data: { step: 'totp', challengeToken: 'ch-1' } } },
      'POST /api/backoffice/session/code': { body: signedIn },
      ...backoffice,
    });
    const router = renderApp('/compliance/auditoria');
    fill('E-mail', 'ana@placar.bet.br');
    fill('Senha', 'uma senha forte');
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByLabelText('Código do autenticador');
    fill('Código do autenticador', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await screen.findByRole('heading', { name: 'Auditoria' });
    expect(router.state.location.pathname).toBe('/compliance/auditoria');
    expect(calls[0]?.body).toEqual({ email: 'ana@placar.bet.br', password: 'uma senha forte' });
    expect(calls[1]?.body).toEqual({ challengeToken: 'ch-1', code: '123456' });
    expect(session.get().token).toBe('staff-token');
    // later calls carry the staff token
    await waitFor(() => expect(calls.some((c) => c.auth === 'Bearer staff-token')).toBe(true));
  });

  it('shows the authenticator setup on a first sign-in and confirms it with the first code', async () => {
    const calls = stubApi({
      'POST /api/backoffice/session': {
        body: {
          data: {
            step: 'enrol',
            challengeToken: 'ch-2',
            enrolment: {
              secret: 'JBSWY3DPEHPK3PXP',
              otpauthUri: 'otpauth://totp/Placar:ana?secret=JBSWY3DPEHPK3PXP',
              qrDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
            },
          },
        },
      },
      'POST /api/backoffice/session/enrolment': { body: signedIn },
      ...backoffice,
    });
    renderApp('/entrar');
    fill('E-mail', 'ana@placar.bet.br');
    fill('Senha', 'uma senha forte');
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('heading', { name: 'Configure o autenticador' })).toBeTruthy();
    expect(screen.getByAltText('QR code para o aplicativo autenticador').getAttribute('src')).toMatch(
      /^data:image/,
    );
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSWY3DPEHPK3PXP');
    expect(screen.getByText('otpauth://totp/Placar:ana?secret=JBSWY3DPEHPK3PXP')).toBeTruthy();
    fill('Código do autenticador', '654321');
    fireEvent.click(screen.getByRole('button', { name: 'Ativar e entrar' }));
    await screen.findByRole('heading', { name: 'Auditoria' });
    expect(calls.find((c) => c.url.pathname.endsWith('/enrolment'))?.body).toEqual({
      challengeToken: 'ch-2',
      code: '654321',
    });
  });

  it('says what the server refused and checks the fields first', async () => {
    const calls = stubApi({
      'POST /api/backoffice/session': {
        status: 401,
        body: { error: { code: 'STAFF_CREDENTIALS_INVALID', message: 'E-mail ou senha incorretos.' } },
      },
    });
    renderApp('/entrar');
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('informe a senha')).toBeTruthy();
    expect(calls).toHaveLength(0);
    fill('E-mail', 'ana@placar.bet.br');
    fill('Senha', 'errada');
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('E-mail ou senha incorretos.')).toBeTruthy();
    expect(session.get().token).toBeNull();
  });
});
