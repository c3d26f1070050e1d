import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testItem } from '../testing/slip-fixtures';
import { SlipItemRow } from './SlipItemRow';

describe('slip names in pt-BR (issue 17 texts)', () => {
  it('a total shows "Mais de 2,5" and "Total de gols 2,5", never with a point', () => {
    const odds = { outcomeOdds: 1.9, outcomeOddsUS: -111, outcomeName: 'Mais de 2.5' };
    const item = testItem(1, {
      marketName: 'Total de gols 2.5',
      latestOutcome: odds,
      placedOutcome: odds,
    });
    render(
      <ul>
        <SlipItemRow item={item} withStake locked={false} freeBet={undefined} />
      </ul>,
    );
    expect(screen.getByText('Mais de 2,5')).toBeTruthy();
    expect(screen.getByText('Total de gols 2,5')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remover Mais de 2,5' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\d\.\d/);
  });
});
