import { describe, expect, it } from 'vitest';
import { testItem } from '../testing/slip-fixtures';
import { mustConfirmOdds } from './odds-change';

const moved = (placed: number, latest: number) =>
  testItem(1, {
    placedOutcome: { outcomeOdds: placed, outcomeOddsUS: 0, outcomeName: 'x' },
    latestOutcome: { outcomeOdds: latest, outcomeOddsUS: 0, outcomeName: 'x' },
  });

describe('mustConfirmOdds: the bettor confirms only what their setting does not accept', () => {
  it('Nunca (0): any move, up or down', () => {
    expect(mustConfirmOdds([moved(2, 2.1)], 0)).toBe(true);
    expect(mustConfirmOdds([moved(2.25, 2.24)], 0)).toBe(true);
    expect(mustConfirmOdds([moved(2, 2)], 0)).toBe(false);
  });
  it('Somente se aumentarem (1): a drop only', () => {
    expect(mustConfirmOdds([moved(2, 2.1)], 1)).toBe(false);
    expect(mustConfirmOdds([moved(2.25, 2.24)], 1)).toBe(true);
  });
  it('Qualquer alteração (2): never', () => {
    expect(mustConfirmOdds([moved(2, 2.1), moved(2.25, 1.5)], 2)).toBe(false);
  });
});
