import { describe, expect, it } from 'vitest';
import { EXCLUSION_SCREEN, exclusionLines } from './texts';

describe('self-exclusion screen texts (seed 001 section 2)', () => {
  it('shows months below 12', () => {
    expect(exclusionLines(3, '2027-03-10T15:00:00.000Z').lines).toEqual([
      'Sua conta tem um período configurado',
      'autoexclusão de 3 meses',
      'Será ativada até 10/03/2027',
    ]);
  });

  it('shows whole years from 12 months: 1 ano, 2 anos', () => {
    expect(exclusionLines(12, '2027-12-01T12:00:00.000Z').lines[1]).toBe('autoexclusão de 1 ano');
    expect(exclusionLines(24, '2028-12-01T12:00:00.000Z').lines[1]).toBe('autoexclusão de 2 anos');
  });

  it('says "novo aviso." without a resume date', () => {
    expect(exclusionLines(24, null).lines[2]).toBe('Será ativada até novo aviso.');
  });

  it('treats 1216 months as permanent, with the seed spelling', () => {
    expect(exclusionLines(1216, null)).toEqual({
      permanent: true,
      lines: ['Sua conta tem configurado um período de autoexclusão permamente'],
    });
    expect(EXCLUSION_SCREEN.title).toBe('Não é possível fazer login');
  });
});
