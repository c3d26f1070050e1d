import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SelfExclusionScreen } from './SelfExclusionScreen';

const validation = vi.hoisted(() => ({
  value: { validated: true as boolean | undefined, isLoading: false },
}));
vi.mock('../../identity', () => ({ useFullValidation: () => validation.value }));

const show = (months: number, resumeDate: string | null) =>
  render(
    <MemoryRouter>
      <SelfExclusionScreen months={months} resumeDate={resumeDate} onWithdraw={() => {}} />
    </MemoryRouter>,
  );

describe('self-exclusion screen (seed 001 section 2)', () => {
  beforeEach(() => {
    validation.value = { validated: true, isLoading: false };
  });
  afterEach(() => {
    document.body.style.overflow = '';
  });

  it.each([
    [3, '2027-02-21T12:00:00.000Z', 'autoexclusão de 3 meses', 'Será ativada até 21/02/2027'],
    [12, '2027-11-21T12:00:00.000Z', 'autoexclusão de 1 ano', 'Será ativada até 21/11/2027'],
    [24, null, 'autoexclusão de 2 anos', 'Será ativada até novo aviso.'],
  ])('%i months: period, length and resume date', (months, resume, length, until) => {
    show(months, resume);
    expect(screen.getByRole('heading', { name: 'Não é possível fazer login' })).toBeTruthy();
    expect(screen.getByText('Sua conta tem um período configurado')).toBeTruthy();
    expect(screen.getByText(length)).toBeTruthy();
    expect(screen.getByText(until)).toBeTruthy();
    expect(screen.getByText('Para mais informações, entre em contato com o suporte.')).toBeTruthy();
  });

  it('1216 months: the permanent text, and the page does not scroll behind', () => {
    const { unmount } = show(1216, null);
    expect(screen.getByText('Sua conta tem configurado um período de autoexclusão permamente')).toBeTruthy();
    expect(screen.queryByText('Sua conta tem um período configurado')).toBeNull();
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(document.body.style.overflow).toBe('');
  });

  it("offers 'Sacar saldo' only to fully validated users, and a skeleton until that is known", () => {
    validation.value = { validated: undefined, isLoading: true };
    const { rerender } = show(3, null);
    expect(screen.queryByRole('button', { name: 'Aceitar' })).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Carregando');
    validation.value = { validated: false, isLoading: false };
    rerender(
      <MemoryRouter>
        <SelfExclusionScreen months={3} resumeDate={null} onWithdraw={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Aceitar' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sacar saldo' })).toBeNull();
    validation.value = { validated: true, isLoading: false };
    rerender(
      <MemoryRouter>
        <SelfExclusionScreen months={3} resumeDate={null} onWithdraw={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Sacar saldo' })).toBeTruthy();
  });
});
