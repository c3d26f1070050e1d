import { SELECTION_RESULT } from '@placar/contract';
import { sportsbook } from '@placar/domain';
import type { LegRow } from './betting.tables';

type SettledLeg = sportsbook.SettledLeg;

/** A settled leg as the domain pays it (a canceled leg is a full refund). */
export function settledLegOf(leg: LegRow, odds = leg.odds): SettledLeg | undefined {
  if (leg.result === null) return undefined;
  if (leg.result === SELECTION_RESULT.Canceled) return { odds, result: 'lost', voidFactor: 1 };
  const voidFactor = (leg.void_factor ?? 0) as SettledLeg['voidFactor'];
  return {
    odds,
    result: leg.result === SELECTION_RESULT.Win ? 'won' : 'lost',
    voidFactor,
    ...(leg.dead_heat_factor !== null ? { deadHeatFactor: leg.dead_heat_factor } : {}),
  };
}

/**
 * The payable units of a ticket: each plain leg, and each custom-bet group as one unit at its combined
 * odds. A group is lost as soon as one selection lost outright, open while one is open, void (its stake
 * back) when a selection was voided or cancelled — a same-match price cannot be recomputed without it —
 * and otherwise pays its combined odds scaled by what each selection returned against its own odds
 * (1 for a win; a dead heat or a half result pays its share). A void only decides a group once every
 * selection is known, so the first decision is always the final one, whatever order legs settle in.
 */
export function ticketUnits(legs: LegRow[]): (SettledLeg | undefined)[] {
  const units: (SettledLeg | undefined)[] = [];
  const groups = new Map<number, LegRow[]>();
  for (const leg of legs) {
    if (leg.group_idx === null) units.push(settledLegOf(leg));
    else groups.set(leg.group_idx, [...(groups.get(leg.group_idx) ?? []), leg]);
  }
  for (const members of groups.values()) units.push(groupUnit(members));
  return units;
}

function groupUnit(members: LegRow[]): SettledLeg | undefined {
  const odds = members[0]!.group_odds ?? members.reduce((a, m) => a * m.odds, 1);
  const settled = members.map((m) => settledLegOf(m));
  if (settled.some((s) => s && sportsbook.legFactor(s) === 0)) return { odds, result: 'lost', voidFactor: 0 };
  if (settled.some((s) => s === undefined)) return undefined;
  const known = settled as SettledLeg[];
  if (known.some((s) => s.voidFactor === 1)) return { odds, result: 'lost', voidFactor: 1 };
  const share = known.reduce((acc, s) => acc * (sportsbook.legFactor(s) / s.odds), 1);
  return share === 1
    ? { odds, result: 'won', voidFactor: 0 }
    : { odds, result: 'won', voidFactor: 0, deadHeatFactor: share };
}

/** The ticket's payout in centavos once decided (undefined while open), and whether it is wholly void. */
export function ticketOutcome(stakeCentavos: number, legs: LegRow[]) {
  const units = ticketUnits(legs);
  const payout = sportsbook.ticketPayoutCentavos('multiple', stakeCentavos, units);
  if (payout === undefined) return undefined;
  const fullyVoid = units.every((u) => u !== undefined && u.voidFactor === 1);
  return { payout, fullyVoid };
}
