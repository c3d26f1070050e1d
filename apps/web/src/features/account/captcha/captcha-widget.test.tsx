import { ACCOUNT_ERRORS } from '@placar/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm } from '../components/LoginForm';
import { RegisterPage } from '../pages/RegisterPage';
import { CAPTCHA_MESSAGES } from './CaptchaWidget';
import {
  appended,
  fakeProvider,
  fakeServer,
  fillLogin,
  installCaptchaTestHooks,
  json,
  loginAnswer,
  renderAt,
  submit,
  type,
} from './captcha.test-support';

installCaptchaTestHooks();

describe('captcha widget (Turnstile)', () => {
  it('sends the widget’s token with the login, and nothing before the user passes it', async () => {
    const fake = fakeProvider();
    vi.stubGlobal('turnstile', fake.api);
    const server = fakeServer({ provider: 'turnstile', siteKey: 'chave-site', devToken: null });
    server.answers.set('/api/Session/login/', () => json({ data: loginAnswer(2) }));
    const router = renderAt('/login', <LoginForm />);

    await waitFor(() => expect(fake.api.render).toHaveBeenCalledTimes(1));
    expect(fake.widgets[0]!.options).toMatchObject({ sitekey: 'chave-site', language: 'pt-br' });
    expect(fake.widgets[0]!.el).toBe(screen.getByTestId('captcha-widget'));
    expect(appended).toEqual([]); // the provider's global was there: no script to load

    fillLogin();
    submit('Entrar');
    await screen.findByText('Confirme que você não é um robô.');
    expect(server.calls).toEqual([]);

    fake.pass('token-do-turnstile');
    submit('Entrar');
    await waitFor(() => expect(router.state.location.pathname).toBe('/esportes'));
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]!.path).toBe('/api/Session/login/');
    expect(server.calls[0]!.body).toMatchObject({
      username: 'ana@example.com',
      password: 'Senha-Forte-1',
      tokenCaptcha: 'token-do-turnstile',
    });
  });

  it('starts a new challenge after a refused login: the spent token is not sent again', async () => {
    const fake = fakeProvider();
    vi.stubGlobal('turnstile', fake.api);
    const server = fakeServer({ provider: 'turnstile', siteKey: 'chave-site', devToken: null });
    const { status, message } = ACCOUNT_ERRORS.INVALID_CREDENTIALS;
    server.answers.set('/api/Session/login/', () =>
      json({ error: { code: 'INVALID_CREDENTIALS', message } }, status),
    );
    renderAt('/login', <LoginForm />);
    await waitFor(() => expect(fake.api.render).toHaveBeenCalled());
    fillLogin();

    fake.pass('token-1');
    submit('Entrar');
    await screen.findByText(message);
    expect(fake.api.reset).toHaveBeenCalledWith('widget-1');

    submit('Entrar');
    await screen.findByText('Confirme que você não é um robô.');
    expect(server.calls).toHaveLength(1);

    fake.pass('token-2');
    submit('Entrar');
    await waitFor(() => expect(server.calls).toHaveLength(2));
    expect(server.calls.map((c) => c.body.tokenCaptcha)).toEqual(['token-1', 'token-2']);
  });

  it('drops an expired or failed token, restarts the widget and says why in Portuguese', async () => {
    const fake = fakeProvider();
    vi.stubGlobal('turnstile', fake.api);
    const server = fakeServer({ provider: 'turnstile', siteKey: 'chave-site', devToken: null });
    server.answers.set('/api/Session/login/', () => json({ data: loginAnswer(2) }));
    renderAt('/login', <LoginForm />);
    await waitFor(() => expect(fake.api.render).toHaveBeenCalled());
    fillLogin();

    fake.pass('token-velho');
    fake.expire();
    expect(screen.getByText(CAPTCHA_MESSAGES.expired)).toBeTruthy();
    expect(fake.api.reset).toHaveBeenCalledTimes(1);
    submit('Entrar');
    await screen.findByText('Confirme que você não é um robô.');

    // two errors restart the widget by themselves; the third leaves it to the user
    fake.fail();
    fake.fail();
    expect(fake.api.reset).toHaveBeenCalledTimes(3);
    expect(screen.getByText(CAPTCHA_MESSAGES.error)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tentar de novo' })).toBeNull();
    fake.fail();
    expect(fake.api.reset).toHaveBeenCalledTimes(3);
    submit('Tentar de novo');
    expect(fake.api.reset).toHaveBeenCalledTimes(4);

    fake.pass('token-novo');
    expect(screen.queryByText(CAPTCHA_MESSAGES.error)).toBeNull();
    submit('Entrar');
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0]!.body.tokenCaptcha).toBe('token-novo');
  });
});

describe('captcha widget (hCaptcha)', () => {
  it('loads the provider’s script once, renders the widget, and the registration sends its token', async () => {
    const server = fakeServer({ provider: 'hcaptcha', siteKey: 'chave-hcaptcha', devToken: null });
    server.answers.set('/api/Users/', () => json({ data: loginAnswer(1) }, 201));
    const router = renderAt('/register', <RegisterPage />);

    await waitFor(() => expect(appended).toHaveLength(1));
    expect(appended[0]!.src).toBe(
      'https://js.hcaptcha.com/1/api.js?render=explicit&hl=pt-BR&recaptchacompat=off',
    );
    const fake = fakeProvider();
    vi.stubGlobal('hcaptcha', fake.api);
    act(() => appended[0]!.dispatchEvent(new Event('load')));
    await waitFor(() => expect(fake.api.render).toHaveBeenCalledTimes(1));
    expect(fake.widgets[0]!.options).toMatchObject({ sitekey: 'chave-hcaptcha', hl: 'pt-BR' });

    type('E-mail', 'bia@example.com');
    type('Senha', 'Tr0ca-de-Passe!');
    type('Confirme a senha', 'Tr0ca-de-Passe!');
    type('CPF', '52998224725');
    type('Nome completo', 'Beatriz Souza Teste');
    type('Data de nascimento', '14021993');
    type('Celular', '11987654321');
    fireEvent.click(screen.getByLabelText(/termos e condições/));
    fireEvent.click(screen.getByLabelText(/jogo responsável/));

    fake.pass('token-do-hcaptcha');
    submit('Criar conta');
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'));
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]!.path).toBe('/api/Users/');
    expect(server.calls[0]!.body).toMatchObject({
      email: 'bia@example.com',
      cpf: '52998224725',
      birthDate: '1993-02-14',
      tokenCaptcha: 'token-do-hcaptcha',
    });
    expect(appended).toHaveLength(1);
  });
});

describe('captcha script that cannot load', () => {
  it('says so in Portuguese and loads it again on “Tentar de novo”', async () => {
    fakeServer({ provider: 'turnstile', siteKey: 'chave-site', devToken: null });
    renderAt('/login', <LoginForm />);
    await waitFor(() => expect(appended).toHaveLength(1));
    expect(appended[0]!.src).toBe('https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit');
    act(() => appended[0]!.dispatchEvent(new Event('error'))); // blocked or offline provider
    await screen.findByText(CAPTCHA_MESSAGES.unavailable);

    const fake = fakeProvider();
    vi.stubGlobal('turnstile', fake.api);
    submit('Tentar de novo');
    await waitFor(() => expect(fake.api.render).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(CAPTCHA_MESSAGES.unavailable)).toBeNull();
  });
});

describe('captcha without a provider widget', () => {
  it('sends the development verifier’s token in dev mode, with no widget and no script', async () => {
    const server = fakeServer({ provider: 'dev', siteKey: null, devToken: 'placar-dev-captcha-ok' });
    server.answers.set('/api/Session/login/', () => json({ data: loginAnswer(2) }));
    const { client } = renderAt('/login', <LoginForm />);
    await waitFor(() => expect(client.getQueryData(['account', 'captcha-config'])).toBeDefined());
    fillLogin();
    submit('Entrar');
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0]!.body.tokenCaptcha).toBe('placar-dev-captcha-ok');
    expect(screen.queryByTestId('captcha-widget')).toBeNull();
    expect(appended).toEqual([]);
  });
});
