import { describe, expect, it } from 'vitest';
import {
  formatBRL,
  formatCentavos,
  formatDate,
  formatDateTime,
  formatOdds,
  formatTime,
  parseBRLInput,
} from './format';

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

describe('dates and times agree with Intl pt-BR in Brasília time', () => {
  const zone = { timeZone: 'America/Sao_Paulo' } as const;
  const intlDateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', ...zone });
  const intlDate = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', ...zone });
  const intlTime = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', ...zone });
  const same = (t: number) => {
    expect(formatDateTime(t)).toBe(intlDateTime.format(t).replace(',', ''));
    expect(formatDate(t)).toBe(intlDate.format(t));
    expect(formatTime(t)).toBe(intlTime.format(t));
  };

  it('writes kickoffs as the feed sends them (ISO text) and as timestamps', () => {
    expect(formatDateTime('2026-11-22T11:20:00Z')).toBe('22/11/2026 08:20');
    expect(formatDateTime('2027-01-01T02:59:00Z')).toBe('31/12/2026 23:59');
    expect(formatDate(Date.UTC(2026, 0, 5, 3))).toBe('05/01/2026');
    expect(formatTime(new Date('2026-06-01T03:05:00Z'))).toBe('00:05');
  });

  it('before daylight saving ended (2019) and around its end, through Intl', () => {
    // 2018-11-22 was summer time (UTC−2)
    expect(formatDateTime('2018-11-22T11:20:00Z')).toBe('22/11/2018 09:20');
    for (const t of [Date.UTC(2019, 1, 17, 1, 59), Date.UTC(2019, 1, 17, 2), Date.UTC(2019, 1, 17, 2, 1)])
      same(t);
  });

  it('on any instant from 2019 to 2040', async () => {
    const fc = (await import('fast-check')).default;
    fc.assert(fc.property(fc.integer({ min: Date.UTC(2019, 0, 1), max: Date.UTC(2040, 0, 1) }), same), {
      numRuns: 3000,
    });
  });

  it('refuses an invalid date as Intl does', () => {
    expect(() => formatDateTime('amanhã')).toThrow(RangeError);
  });
});
