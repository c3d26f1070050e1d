import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { Modal } from './Modal';
import { Skeleton } from './Skeleton';
import { TextField } from './TextField';

describe('design-system primitives', () => {
  it('Button is a type="button" by default, and blocks clicks while loading', () => {
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Apostar</Button>);
    const button = screen.getByRole('button', { name: 'Apostar' });
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <Button onClick={onClick} loading>
        Apostar
      </Button>,
    );
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Aguarde');
  });

  it('TextField ties its label, hint and error to the input', () => {
    const { rerender } = render(<TextField label="CPF" hint="Só números" name="cpf" />);
    const input = screen.getByLabelText('CPF');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('Só números');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    rerender(<TextField label="CPF" hint="Só números" name="cpf" error="CPF inválido" />);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('CPF inválido');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(
      'CPF inválido',
    );
  });

  it('Modal is a labelled dialog that closes with its button and with Escape', () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <Modal open onClose={onClose} title="Aviso">
        Manutenção às 3h
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Aviso');
    fireEvent.click(screen.getByRole('button', { name: 'Fechar', hidden: true }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
    rerender(
      <Modal open={false} onClose={onClose} title="Aviso">
        Manutenção às 3h
      </Modal>,
    );
    expect(screen.queryByText('Manutenção às 3h')).toBeNull();
  });

  it('Skeleton is hidden from assistive technology', () => {
    const { container } = render(<Skeleton lines={3} />);
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    expect(container.firstElementChild?.children).toHaveLength(3);
  });
});
