import { describe, expect, it } from 'vitest';
import { byLine, cardTitle, lineOf, ptNumbers } from './market-names';

describe('cardTitle', () => {
  it('drops the line wherever the name carries it', () => {
    expect(cardTitle('Total de gols 2.5')).toBe('Total de gols');
    expect(cardTitle('Handicap -1.5 (incl. prorrogação)')).toBe('Handicap (incl. prorrogação)');
    expect(cardTitle('Total 10.5 (incl. prorrogação)')).toBe('Total (incl. prorrogação)');
    expect(cardTitle('Handicap (+1,5)')).toBe('Handicap');
  });
  it('keeps names without a line', () => {
    expect(cardTitle('Resultado final')).toBe('Resultado final');
    expect(cardTitle('1º tempo - Resultado')).toBe('1º tempo - Resultado');
    expect(cardTitle('Vencedor (incl. prorrogação)')).toBe('Vencedor (incl. prorrogação)');
  });
});

describe('byLine', () => {
  it('orders totals and handicaps by their line', () => {
    const lines = ['total=10.5', 'total=6.5', 'total=8.5', 'total=7.5'].map((specifiers) => ({ specifiers }));
    expect(byLine(lines).map((l) => l.specifiers)).toEqual([
      'total=6.5',
      'total=7.5',
      'total=8.5',
      'total=10.5',
    ]);
    expect(lineOf('hcp=-1.5')).toBe(-1.5);
    expect(lineOf('')).toBeNull();
  });
});

describe('ptNumbers (issue 17: "Mais de 2.5" beside "Mais 2,5")', () => {
  it('writes the decimals of market and outcome names with a comma', () => {
    expect(ptNumbers('Mais de 2.5')).toBe('Mais de 2,5');
    expect(ptNumbers('Total de gols 2.5')).toBe('Total de gols 2,5');
    expect(ptNumbers('Handicap -1.5 (incl. prorrogação)')).toBe('Handicap -1,5 (incl. prorrogação)');
  });
  it('leaves names without decimals alone', () => {
    expect(ptNumbers('1º tempo - Resultado')).toBe('1º tempo - Resultado');
    expect(ptNumbers('Placar exato 2:1')).toBe('Placar exato 2:1');
  });
});
