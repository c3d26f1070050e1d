import { ACCOUNT_ERRORS } from '@placar/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RegisterWithGooglePage } from '../pages/RegisterWithGooglePage';
import {
  fakeProvider,
  fakeServer,
  installCaptchaTestHooks,
  json,
  loginAnswer,
  renderAt,
} from './captcha.test-support';

installCaptchaTestHooks();

describe('captcha with Google sign-up', () => {
  it('asks for a new token when the Google account already exists, and logs in with it', async () => {
    const fake = fakeProvider();
    vi.stubGlobal('turnstile', fake.api);
    let onCredential: ((r: { credential: string }) => void) | undefined;
    vi.stubGlobal('google', {
      accounts: {
        id: {
          initialize: (o: { callback: (r: { credential: string }) => void }) => {
            onCredential = o.callback;
          },
          renderButton: () => undefined,
        },
      },
    });
    const server = fakeServer({ provider: 'turnstile', siteKey: 'chave-site', devToken: null });
    const { status, message } = ACCOUNT_ERRORS.GOOGLE_ACCOUNT_ALREADY_REGISTERED;
    server.answers.set('/api/Session/SsoConfig', () => json({ data: { googleClientId: 'cliente-google' } }));
    server.answers.set('/api/Users/ssoRegister', () =>
      json({ error: { code: 'GOOGLE_ACCOUNT_ALREADY_REGISTERED', message } }, status),
    );
    server.answers.set('/api/Session/ssoLogin', () => json({ data: loginAnswer(2) }));
    const router = renderAt('/register-with-google', <RegisterWithGooglePage />);

    fireEvent.click(await screen.findByLabelText(/aceito os/));
    await waitFor(() => expect(onCredential).toBeDefined());
    await waitFor(() => expect(fake.api.render).toHaveBeenCalled());
    fake.pass('token-cadastro');
    act(() => {
      // the page's callback goes on waiting for the second token: not awaited here
      onCredential!({ credential: 'id-token-do-google' });
    });
    await screen.findByText(/Você já tem conta com este Google/);
    expect(fake.api.reset).toHaveBeenCalledWith('widget-1');

    fake.pass('token-login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboard-success'));
    const sent = server.calls.filter((c) => c.path !== '/api/Session/SsoConfig');
    expect(sent.map((c) => [c.path, c.body.tokenCaptcha])).toEqual([
      ['/api/Users/ssoRegister', 'token-cadastro'],
      ['/api/Session/ssoLogin', 'token-login'],
    ]);
  });

  it('asks the two-factor code of an account that has it before signing in with Google', async () => {
    const fake = fakeProvider();
    vi.stubGlobal('turnstile', fake.api);
    let onCredential: ((r: { credential: string }) => void) | undefined;
    vi.stubGlobal('google', {
      accounts: {
        id: {
          initialize: (o: { callback: (r: { credential: string }) => void }) => {
            onCredential = o.callback;
          },
          renderButton: () => undefined,
        },
      },
    });
    const server = fakeServer({ provider: 'turnstile', siteKey: 'chave-site', devToken: null });
    server.answers.set('/api/Session/SsoConfig', () => json({ data: { googleClientId: 'cliente-google' } }));
    server.answers.set('/api/Users/ssoRegister', () =>
      json({ error: { code: 'GOOGLE_ACCOUNT_ALREADY_REGISTERED', message: 'Já cadastrado.' } }, 409),
    );
    const challenge = {
      challengeToken: 'desafio-1',
      method: 'totp',
      email: 'a***@exemplo.com',
      expiresAt: '',
    };
    server.answers.set('/api/Session/ssoLogin', () =>
      json({ error: { code: 'TWO_FACTOR_REQUIRED', message: 'Informe o código.', context: challenge } }, 403),
    );
    server.answers.set('/api/Session/TwoFactor', () => json({ data: loginAnswer(2) }));
    const router = renderAt('/register-with-google', <RegisterWithGooglePage />);

    fireEvent.click(await screen.findByLabelText(/aceito os/));
    await waitFor(() => expect(onCredential).toBeDefined());
    await waitFor(() => expect(fake.api.render).toHaveBeenCalled());
    fake.pass('token-cadastro');
    act(() => {
      onCredential!({ credential: 'id-token-do-google' });
    });
    await screen.findByText(/Você já tem conta com este Google/);
    fake.pass('token-login');
    // no session yet: the second step, in place
    await screen.findByRole('heading', { name: 'Verificação em duas etapas' });
    expect(router.state.location.pathname).toBe('/register-with-google');
    fireEvent.change(screen.getByLabelText('Código de verificação'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboard-success'));
    expect(server.calls.find((c) => c.path === '/api/Session/TwoFactor')?.body).toMatchObject({
      challengeToken: 'desafio-1',
      code: '123456',
    });
  });
});
