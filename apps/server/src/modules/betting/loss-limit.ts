import type { Platform } from '../../platform/context';

/** A responsible-gaming loss limit check: may this user risk `amountCentavos` more? */
export type LossLimitCheck = (
  platform: Platform,
  userId: number,
  amountCentavos: number,
) => Promise<{ allowed: boolean; remainingCentavos: number | null }>;

/** The clock rg_stake_gate() judges at (the responsible-gaming module's `stakeGateNow`). */
export type StakeGateClock = (platform: Platform) => Date;
type Hooks = { check: LossLimitCheck; gateNow?: StakeGateClock };

let registered: Hooks | undefined;

/**
 * The responsible-gaming module's check and clock, handed over by the composition root
 * (modules/index.ts): betting does not import responsible gaming, which imports betting.
 */
export function registerLossLimitCheck(check: LossLimitCheck | undefined, gateNow?: StakeGateClock) {
  registered = check ? { check, ...(gateNow ? { gateNow } : {}) } : undefined;
}

/**
 * The p_rg_now of bet_place_ticket() (migration 0403): the responsible-gaming clock, so the ticket's own
 * statement reads the bettor's restrictions, limits and status first; null without that module (its
 * loss-limit hook allows every stake then, and so does placement).
 */
export async function stakeGateNowOf(platform: Platform): Promise<Date | null> {
  return registered?.gateNow ? registered.gateNow(platform) : null;
}

/**
 * The loss-limit hook of placement and GET /api/ResponsibleGame/Validator/Lost: the registered or
 * `checkLossLimit` of modules/responsible-gaming, else allowed without a limit.
 */
export async function checkLossLimit(platform: Platform, userId: number, amountCentavos: number) {
  if (!registered) return { allowed: true, remainingCentavos: null };
  return registered.check(platform, userId, amountCentavos);
}
