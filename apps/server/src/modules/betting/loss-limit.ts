import type { Platform } from '../../platform/context';

/** A responsible-gaming loss limit check: may this user risk `amountCentavos` more? */
export type LossLimitCheck = (
  platform: Platform,
  userId: number,
  amountCentavos: number,
) => Promise<{ allowed: boolean; remainingCentavos: number | null }>;

/** The clock rg_stake_gate() judges at (the responsible-gaming module's `stakeGateNow`). */
export type StakeGateClock = (platform: Platform) => Date;

/**
 * The responsible-gaming module's check and clock, lent by the composition root (modules/index.ts
 * wireModules) in the betting state: betting does not import responsible gaming, which imports betting.
 */
export type LossLimitHooks = { check: LossLimitCheck; gateNow?: StakeGateClock };

/**
 * The p_rg_now of bet_place_ticket(): the responsible-gaming clock, so the ticket's own statement reads
 * the bettor's restrictions, limits and status first; null without that module (its loss-limit hook
 * allows every stake then, and so does placement).
 */
export async function stakeGateNowOf(platform: Platform): Promise<Date | null> {
  const hooks = platform.modules.betting.lossLimit;
  return hooks?.gateNow ? hooks.gateNow(platform) : null;
}

/**
 * The loss-limit hook of placement and GET /api/ResponsibleGame/Validator/Lost: responsible gaming's
 * `checkLossLimit` when lent, else allowed without a limit.
 */
export async function checkLossLimit(platform: Platform, userId: number, amountCentavos: number) {
  const hooks = platform.modules.betting.lossLimit;
  if (!hooks) return { allowed: true, remainingCentavos: null };
  return hooks.check(platform, userId, amountCentavos);
}
