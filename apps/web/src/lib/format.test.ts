import { describe, expect, it } from 'vitest';
import { formatBRL, formatCentavos, formatOdds, parseBRLInput } from './format';

describe('BRL formatting', () => {
  it.each([
    [1234.56, 'R$ 1.234,56'],
    [0, 'R$ 0,00'],
    [10, 'R$ 10,00'],
    [1_000_000, 'R$ 1.000.000,00'],
    [0.1, 'R$ 0,10'],
  ])('%s → %s', (value, text) => {
    expect(formatBRL(value)).toBe(text);
  });

  it('formats centavos exactly', () => {
    expect(formatCentavos(123456)).toBe('R$ 1.234,56');
    expect(formatCentavos(1)).toBe('R$ 0,01');
  });

  it('formats odds with a comma and two decimals', () => {
    expect(formatOdds(1.5)).toBe('1,50');
    expect(formatOdds(12.345)).toBe('12,35');
  });
});

describe('parseBRLInput', () => {
  it.each([
    ['50', 50],
    ['50,5', 50.5],
    ['1234,56', 1234.56],
    ['0,01', 0.01],
    ['10,', 10],
  ])('%s → %s', (text, value) => {
    expect(parseBRLInput(text)).toBe(value);
  });

  it.each(['', 'abc', '1.234,56', '10.5', '1,234', '-5', '1,2,3', '10 reais'])('refuses %j', (text) => {
    expect(parseBRLInput(text)).toBeNull();
  });
});

describe('formatOdds agrees with Intl pt-BR', () => {
  it('on any odds the feed may send, and on awkward halves', async () => {
    const fc = (await import('fast-check')).default;
    const intl = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const v of [1.005, 2.675, 6732.495, 21200.155, 1000, 999.995, 100000, 0.5, 1.01, -1.5])
      expect(formatOdds(v)).toBe(intl.format(v));
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: 1, max: 100_000, noNaN: true }),
          fc.integer({ min: 100, max: 100_000_000 }).map((n) => n / 1000),
          fc.integer({ min: 101, max: 10_000_000 }).map((n) => n / 100),
        ),
        (v) => {
          expect(formatOdds(v)).toBe(intl.format(v));
        },
      ),
      { numRuns: 5000 },
    );
  });
});
