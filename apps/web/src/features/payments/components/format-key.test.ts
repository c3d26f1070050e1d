import { describe, expect, it } from 'vitest';
import { formatPixKey } from './format-key';

describe('formatPixKey', () => {
  it('formats CPF and phone keys and leaves the others alone', () => {
    expect(formatPixKey('CPF', '52998224725')).toBe('529.982.247-25');
    expect(formatPixKey('PHONE', '+5511987654321')).toBe('(11) 98765-4321');
    expect(formatPixKey('EMAIL', 'ana@example.com')).toBe('ana@example.com');
  });
});
