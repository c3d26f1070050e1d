import type { MarketLayout } from './sports';

/**
 * The market groups of the event page (seed 001 section 2: 'Todas' and a custom-bet group). Markets
 * are grouped by provider id; 'Todas' holds every market.
 */
export type MarketGroupId =
  | 'todas'
  | 'principais'
  | 'gols'
  | 'handicaps'
  | 'primeiro-tempo'
  | 'placar'
  | 'criar-aposta';

export const GROUP_LABELS: Record<MarketGroupId, string> = {
  todas: 'Todas',
  principais: 'Principais',
  gols: 'Gols e totais',
  handicaps: 'Handicaps',
  'primeiro-tempo': '1º tempo',
  placar: 'Placar exato',
  'criar-aposta': 'Criar aposta',
};

/** The tab's label: goals are football's word; other sports' totals are points, runs, games … */
export function groupLabel(group: MarketGroupId, layout: MarketLayout): string {
  if (group === 'gols' && layout !== '1x2') return 'Totais';
  return GROUP_LABELS[group];
}

const PRINCIPAL: Record<MarketLayout, readonly number[]> = {
  '1x2': [1, 18, 10, 29],
  'handicap-total-winner': [219, 223, 225],
  'two-outcome-winner': [186],
  'special-winner': [534],
};

const MEMBERS: Partial<Record<MarketGroupId, readonly number[]>> = {
  gols: [18, 68, 225, 29],
  handicaps: [14, 16, 223],
  'primeiro-tempo': [60, 68],
  placar: [45],
  /** markets that combine within one event (the custom bet builder lists these) */
  'criar-aposta': [1, 10, 18, 29, 45],
};

export function groupMarketIds(group: MarketGroupId, layout: MarketLayout, ids: readonly number[]): number[] {
  if (group === 'todas') {
    // the principal markets first (they fill the first screen), then the others as the feed lists them
    const principal = PRINCIPAL[layout].filter((id) => ids.includes(id));
    return [...principal, ...ids.filter((id) => !principal.includes(id))];
  }
  const members = group === 'principais' ? PRINCIPAL[layout] : (MEMBERS[group] ?? []);
  const set = new Set(members);
  if (group === 'principais') return members.filter((id) => ids.includes(id));
  return ids.filter((id) => set.has(id));
}

/** The groups worth a tab for these markets ('Todas' always; custom bets before kick-off only). */
export function availableGroups(
  layout: MarketLayout,
  ids: readonly number[],
  live: boolean,
): MarketGroupId[] {
  const groups: MarketGroupId[] = [
    'todas',
    'principais',
    'gols',
    'handicaps',
    'primeiro-tempo',
    'placar',
    'criar-aposta',
  ];
  return groups.filter((g) => {
    if (g === 'todas') return true;
    if (g === 'criar-aposta' && live) return false;
    return groupMarketIds(g, layout, ids).length > 0;
  });
}
