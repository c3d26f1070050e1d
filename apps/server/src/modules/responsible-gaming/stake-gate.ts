import type { Platform } from '../../platform/context';
import { type RestrictionRow, refusalOf } from './restrictions';
import { rgNow } from './rg.config';

import type { StakeGate } from './stake-gate.repository';

export { readStakeGate, type StakeGate } from './stake-gate.repository';

/** The p_now of rg_stake_gate(): this module's clock (tests move it). */
export const stakeGateNow = (platform: Platform) => rgNow(platform);

const at = (v: unknown) => (v === null || v === undefined ? null : new Date(String(v)));
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** The rg_restrictions row as the gate's JSON gives it (timestamps as text). */
function restrictionRow(j: Record<string, unknown>): RestrictionRow {
  return {
    id: Number(j.id),
    user_id: Number(j.user_id),
    kind: j.kind as RestrictionRow['kind'],
    starts_at: at(j.starts_at)!,
    ends_at: at(j.ends_at),
    months: num(j.months),
    hours: num(j.hours),
    reason: (j.reason as string | null) ?? null,
    created_by: num(j.created_by),
    ended_at: at(j.ended_at),
    ended_by: num(j.ended_by),
  };
}

/**
 * A restriction in the gate's answer as the seed's refusal (INTERNAL_BLOCKED, SELF_EXCLUDED with its
 * autoexclusion, RESPONSABLE_GAME_BREAK_TIME with its end); whether limits are left to judge.
 */
export function gateOutcome(gate: StakeGate): { refusal?: ReturnType<typeof refusalOf>; judge: boolean } {
  if (gate && 'restriction' in gate)
    return { refusal: refusalOf(restrictionRow(gate.restriction)), judge: false };
  return { judge: Boolean(gate && 'limits' in gate) };
}
