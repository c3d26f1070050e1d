import type { TMarket } from '@placar/contract';
import type { MarketLayout } from './sports';

/**
 * The columns of a match row per sport layout (seed 001 section 9): 1x2 (outcomes 1, 2, 3; soccer
 * totals on outcomes 12 and 13), handicap/total/winner, the two-outcome winner and F1's special
 * winner. `wide` columns only show on wide screens (the phone list carries the main market only).
 */
export type RowColumn = {
  marketId: number;
  heading: string;
  outcomeIds: readonly string[];
  /** the short label on each button of the column */
  labels: readonly string[];
  wide?: boolean;
};

const COLUMNS: Record<Exclude<MarketLayout, 'special-winner'>, readonly RowColumn[]> = {
  '1x2': [
    { marketId: 1, heading: 'Resultado final', outcomeIds: ['1', '2', '3'], labels: ['1', 'X', '2'] },
    {
      marketId: 18,
      heading: 'Total de gols',
      outcomeIds: ['12', '13'],
      labels: ['Mais', 'Menos'],
      wide: true,
    },
  ],
  'handicap-total-winner': [
    { marketId: 219, heading: 'Vencedor', outcomeIds: ['4', '5'], labels: ['1', '2'] },
    { marketId: 223, heading: 'Handicap', outcomeIds: ['1714', '1715'], labels: ['1', '2'], wide: true },
    { marketId: 225, heading: 'Total', outcomeIds: ['12', '13'], labels: ['Mais', 'Menos'], wide: true },
  ],
  'two-outcome-winner': [{ marketId: 186, heading: 'Vencedor', outcomeIds: ['4', '5'], labels: ['1', '2'] }],
};

/** F1: the race winner market; the row shows its favourites. */
export const SPECIAL_WINNER_MARKET = 534;
export const SPECIAL_WINNER_SHOWN = 3;

export function rowColumns(layout: MarketLayout, wide: boolean): readonly RowColumn[] {
  if (layout === 'special-winner') return [];
  return COLUMNS[layout].filter((c) => wide || !c.wide);
}

/** The line a total or handicap market is offered at, for its column ("2.5", "-1.5"). */
export function marketLine(market: Pick<TMarket, 'specifiers'>): string | null {
  const m = /(?:^|\|)(?:total|hcp)=([^|]+)/.exec(market.specifiers);
  return m?.[1] ?? null;
}

/** "2.5" → "2,5" (pt-BR), "+1.5" for positive handicaps. */
export function formatLine(line: string, signed: boolean): string {
  const n = Number(line);
  if (!Number.isFinite(n)) return line;
  const text = String(Math.abs(n)).replace('.', ',');
  if (!signed) return text;
  return n > 0 ? `+${text}` : n < 0 ? `-${text}` : text;
}

/** Seed 001 section 5: soccer correct score shows at most 15 outcomes, 'outro' not counted. */
export const CORRECT_SCORE_MARKET = 45;
export const CORRECT_SCORE_MAX = 15;

export function correctScoreOutcomeIds<T extends { outcomeId: string; name: string }>(
  outcomes: readonly T[],
): T[] {
  return outcomes
    .filter((o) => o.outcomeId !== 'other' && o.name.trim().toLowerCase() !== 'outro')
    .slice(0, CORRECT_SCORE_MAX);
}
