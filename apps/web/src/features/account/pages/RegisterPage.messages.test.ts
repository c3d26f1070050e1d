import { ZBirthDate } from '@placar/contract';
import { describe, expect, it } from 'vitest';
import { brDateToIso } from '../../../lib/masks';
import { birthDateError } from './RegisterPage.messages';

/** The message the form shows for what the bettor typed in the dd/mm/aaaa field. */
const shown = (typed: string) => {
  const value = brDateToIso(typed);
  const parsed = ZBirthDate.safeParse(value);
  return birthDateError(parsed.success ? undefined : parsed.error.issues[0]?.message, value);
};

describe('birth-date message', () => {
  it('asks for the date when the field is empty, never for AAAA-MM-DD', () => {
    expect(shown('')).toBe('informe a data de nascimento');
  });

  it('names the format the field shows when the date is incomplete', () => {
    expect(shown('12/03')).toBe('data no formato dd/mm/aaaa');
  });

  it('keeps the other messages', () => {
    expect(shown('31/02/1990')).toBe('data inválida');
    expect(shown('15/06/1990')).toBeUndefined();
  });
});
