import { describe, expect, it } from 'vitest';
import { availableGroups, groupLabel, groupMarketIds } from './market-groups';

describe('market groups', () => {
  const ids = [1, 18, 10, 29, 45, 16, 60, 68];
  it("'Todas' holds every market; principal ones follow the sport's layout order", () => {
    expect(groupMarketIds('todas', '1x2', ids)).toEqual(ids);
    // principal markets lead 'Todas' whatever order the feed sent
    expect(groupMarketIds('todas', '1x2', [45, 60, 18, 1])).toEqual([1, 18, 45, 60]);
    expect(groupMarketIds('principais', '1x2', ids)).toEqual([1, 18, 10, 29]);
    expect(groupMarketIds('placar', '1x2', ids)).toEqual([45]);
  });
  it('offers the custom-bet group before kick-off only, and no empty group', () => {
    expect(availableGroups('1x2', ids, false)).toContain('criar-aposta');
    expect(availableGroups('1x2', ids, true)).not.toContain('criar-aposta');
    expect(availableGroups('two-outcome-winner', [186], false)).toEqual(['todas', 'principais']);
  });
});

describe('groupLabel', () => {
  it('speaks of goals for football only', () => {
    expect(groupLabel('gols', '1x2')).toBe('Gols e totais');
    expect(groupLabel('gols', 'handicap-total-winner')).toBe('Totais');
    expect(groupLabel('todas', 'two-outcome-winner')).toBe('Todas');
  });
});
