import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MaskedField } from './MaskedField';

describe('MaskedField', () => {
  it('formats what is typed before its onChange reads it, with the keyboard of the mask', () => {
    const seen: string[] = [];
    const onChange = vi.fn((e: { target: { value: string } }) => seen.push(e.target.value));
    render(<MaskedField mask="cpf" label="CPF" onChange={onChange} />);
    const input = screen.getByLabelText('CPF') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '12345678909' } });
    expect(seen).toEqual(['123.456.789-09']);
    expect(input.value).toBe('123.456.789-09');
    expect(input.getAttribute('inputmode')).toBe('numeric');
  });

  it('takes the cellphone and date masks, and a caller may set its own keyboard', () => {
    render(
      <>
        <MaskedField mask="cellphone" label="Celular" />
        <MaskedField mask="date" label="Nascimento" inputMode="text" />
      </>,
    );
    const phone = screen.getByLabelText('Celular') as HTMLInputElement;
    fireEvent.change(phone, { target: { value: '11987654321' } });
    expect(phone.value).toBe('(11) 98765-4321');
    expect(phone.getAttribute('inputmode')).toBe('tel');
    const date = screen.getByLabelText('Nascimento') as HTMLInputElement;
    fireEvent.change(date, { target: { value: '01022000' } });
    expect(date.value).toBe('01/02/2000');
    expect(date.getAttribute('inputmode')).toBe('text');
  });
});
