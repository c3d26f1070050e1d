import { describe, expect, it } from 'vitest';
import { brDateToIso, maskCellphone, maskCpf, maskDate } from './masks';

describe('input masks', () => {
  it('masks a CPF as it is typed', () => {
    expect(maskCpf('529')).toBe('529');
    expect(maskCpf('5299822')).toBe('529.982.2');
    expect(maskCpf('52998224725')).toBe('529.982.247-25');
    expect(maskCpf('529.982.247-2599')).toBe('529.982.247-25');
  });
  it('masks a mobile phone', () => {
    expect(maskCellphone('11')).toBe('(11');
    expect(maskCellphone('119876')).toBe('(11) 9876');
    expect(maskCellphone('11987654321')).toBe('(11) 98765-4321');
  });
  it('masks and converts a birth date', () => {
    expect(maskDate('20031995')).toBe('20/03/1995');
    expect(brDateToIso('20/03/1995')).toBe('1995-03-20');
  });
});
