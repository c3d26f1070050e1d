import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ConsentRoot } from './ConsentRoot';
import { getConsent, openConsentPreferences, reloadConsent } from './consent-store';

describe('consent banner and preferences', () => {
  beforeEach(() => {
    localStorage.clear();
    reloadConsent();
  });

  it('shows the banner on a first visit and hides it after "Rejeitar opcionais"', () => {
    render(<ConsentRoot />);
    expect(screen.getByRole('region', { name: 'Sua privacidade' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Política de privacidade' }).getAttribute('href')).toMatch(
      /^\/privacy-policy/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Rejeitar opcionais' }));
    expect(screen.queryByRole('region', { name: 'Sua privacidade' })).toBeNull();
    expect(getConsent()).toMatchObject({ analytics: false, marketing: false });
  });

  it('saves the purposes chosen in "Personalizar", necessary always on', () => {
    render(<ConsentRoot />);
    fireEvent.click(screen.getByRole('button', { name: 'Personalizar' }));
    const necessary = screen.getByRole('switch', { name: /Necessários/ }) as HTMLInputElement;
    expect(necessary.checked && necessary.disabled).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: /Análise/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar preferências' }));
    expect(getConsent()).toMatchObject({ analytics: true, marketing: false });
    expect(screen.queryByRole('switch', { name: /Análise/ })).toBeNull();
  });

  it('reopens with the current choice from the footer link', () => {
    render(<ConsentRoot />);
    fireEvent.click(screen.getByRole('button', { name: 'Aceitar todos' }));
    act(() => openConsentPreferences());
    expect((screen.getByRole('switch', { name: /Marketing/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('region', { name: 'Sua privacidade' })).toBeNull();
  });
});
