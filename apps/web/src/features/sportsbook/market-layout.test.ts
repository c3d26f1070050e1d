import { describe, expect, it } from 'vitest';
import { correctScoreOutcomeIds, formatLine, marketLine, rowColumns } from './market-layout';

describe('rowColumns', () => {
  it('soccer shows 1X2 on outcomes 1, 2, 3 and, on wide screens, the total on 12 and 13', () => {
    expect(rowColumns('1x2', false).map((c) => c.outcomeIds)).toEqual([['1', '2', '3']]);
    expect(rowColumns('1x2', true).map((c) => c.outcomeIds)).toEqual([
      ['1', '2', '3'],
      ['12', '13'],
    ]);
  });
  it('basketball-like sports show winner, handicap and total', () => {
    expect(rowColumns('handicap-total-winner', true).map((c) => c.heading)).toEqual([
      'Vencedor',
      'Handicap',
      'Total',
    ]);
  });
  it('two-outcome sports show the winner only; F1 has no columns', () => {
    expect(rowColumns('two-outcome-winner', true)).toHaveLength(1);
    expect(rowColumns('special-winner', true)).toHaveLength(0);
  });
});

describe('lines', () => {
  it('reads total and handicap lines and writes them in pt-BR', () => {
    expect(marketLine({ specifiers: 'total=2.5' })).toBe('2.5');
    expect(marketLine({ specifiers: 'hcp=-1.5' })).toBe('-1.5');
    expect(marketLine({ specifiers: '' })).toBeNull();
    expect(formatLine('2.5', false)).toBe('2,5');
    expect(formatLine('1.5', true)).toBe('+1,5');
    expect(formatLine('-1.5', true)).toBe('-1,5');
  });
});

describe('correctScoreOutcomeIds', () => {
  it('keeps at most 15 scores and never counts outro', () => {
    const outcomes = [
      { outcomeId: 'other', name: 'Outro' },
      ...Array.from({ length: 20 }, (_, i) => ({ outcomeId: `${i}:0`, name: `${i}:0` })),
    ];
    const shown = correctScoreOutcomeIds(outcomes);
    expect(shown).toHaveLength(15);
    expect(shown.some((o) => o.outcomeId === 'other')).toBe(false);
  });
});
