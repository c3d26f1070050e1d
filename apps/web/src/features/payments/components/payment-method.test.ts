import { describe, expect, it } from 'vitest';
import { paymentMethodLabel } from './payment-method';

describe('payment method labels (seed 000 section 3)', () => {
  it('names every code of the seed in Portuguese', () => {
    const codes = [1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12];
    expect(codes.map(paymentMethodLabel)).toEqual([
      'Cartão',
      'SPEI',
      'Bônus',
      'OXXO',
      'Reembolso',
      'Prêmio',
      'Pix',
      'Bônus',
      'TuPay',
      'Cashback',
      'PagoEfectivo',
    ]);
  });

  it('calls a code the seed does not list "Outro"', () => {
    expect(paymentMethodLabel(7)).toBe('Outro');
    expect(paymentMethodLabel(0)).toBe('Outro');
  });
});
