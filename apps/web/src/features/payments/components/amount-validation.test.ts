import { describe, expect, it } from 'vitest';
import { depositAmountError } from './DepositForm';
import { withdrawalAmountError } from './WithdrawalForm';

describe('amount fields', () => {
  const limits = { min: 1, max: 500 };
  it('takes a comma decimal and enforces the deposit limits', () => {
    expect(depositAmountError('50,5', limits)).toBeNull();
    expect(depositAmountError('50.5', limits)).toMatch(/valor válido/);
    expect(depositAmountError('0,99', limits)).toBe('O depósito mínimo é R$ 1,00.');
    expect(depositAmountError('500,01', limits)).toBe('O depósito máximo agora é R$ 500,00.');
    expect(depositAmountError('1,234', limits)).toMatch(/valor válido/);
    expect(depositAmountError('', limits)).toMatch(/valor válido/);
  });

  it('refuses withdrawals above what is available', () => {
    expect(withdrawalAmountError('20', 100)).toBeNull();
    expect(withdrawalAmountError('100,01', 100)).toBe('Você tem R$ 100,00 disponível para saque.');
    expect(withdrawalAmountError('0,50', 100)).toBe('O saque mínimo é R$ 1,00.');
  });
});
