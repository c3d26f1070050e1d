import { ODDS_CHANGE_TYPE } from '@placar/contract';
import type { SlipItem } from './types';

/** The placement's oddsChangeType (seed 002): 0 never, 1 higher only, 2 any change. */
export type OddsChangeType = (typeof ODDS_CHANGE_TYPE)[keyof typeof ODDS_CHANGE_TYPE];

/** The slip's "aceitar alterações de odds" choices, in the order they are offered. */
export const ODDS_CHANGE_OPTIONS: readonly { value: OddsChangeType; label: string }[] = [
  { value: ODDS_CHANGE_TYPE.Exact, label: 'Nunca' },
  { value: ODDS_CHANGE_TYPE.Higher, label: 'Somente se aumentarem' },
  { value: ODDS_CHANGE_TYPE.Any, label: 'Qualquer alteração' },
];

/** The seed's slips send 1: better odds are taken without asking. */
export const DEFAULT_ODDS_CHANGE: OddsChangeType = ODDS_CHANGE_TYPE.Higher;

export function isOddsChangeType(v: unknown): v is OddsChangeType {
  return v === 0 || v === 1 || v === 2;
}

/**
 * Whether the bettor must confirm the new odds before placing, under their setting: with "Nunca" any
 * move, with "Somente se aumentarem" a drop only, with "Qualquer alteração" none (the server takes the
 * odds of the moment and the confirmation shows them).
 */
export function mustConfirmOdds(items: readonly SlipItem[], type: OddsChangeType): boolean {
  return items.some((i) => {
    const latest = i.latestOutcome.outcomeOdds;
    const placed = i.placedOutcome.outcomeOdds;
    if (latest === placed || type === ODDS_CHANGE_TYPE.Any) return false;
    return type === ODDS_CHANGE_TYPE.Exact || latest < placed;
  });
}
