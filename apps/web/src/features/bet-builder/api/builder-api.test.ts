import { describe, expect, it } from 'vitest';
import { type AvailableSelections, ptSelections } from './builder-api';

describe('the builder shows market and outcome names in pt-BR', () => {
  it('"Total de gols 2.5: Mais de 2.5" becomes "Total de gols 2,5: Mais de 2,5"', () => {
    const answer = {
      eventId: 'sr:match:1',
      markets: [
        {
          marketId: 18,
          marketTypeId: 18,
          marketName: 'Total de gols 2.5',
          marketStatus: 1,
          specifiers: 'total=2.5',
          outcomes: [
            { outcomeId: '12', outcomeName: 'Mais de 2.5', outcomeActive: true, outcomeValueDecimal: 1.9 },
          ],
        },
      ],
    } as unknown as AvailableSelections;
    const m = ptSelections(answer).markets[0]!;
    expect(m.marketName).toBe('Total de gols 2,5');
    expect(m.outcomes[0]?.outcomeName).toBe('Mais de 2,5');
    expect(m.specifiers).toBe('total=2.5');
  });
});
