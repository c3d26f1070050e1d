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
let discovered: Promise<Hooks | undefined> | undefined;

/** The responsible-gaming module may hand its check over explicitly (e.g. from its module start). */
export function registerLossLimitCheck(check: LossLimitCheck | undefined, gateNow?: StakeGateClock) {
  registered = check ? { check, ...(gateNow ? { gateNow } : {}) } : undefined;
}

/** Asks modules/responsible-gaming for `checkLossLimit` and `stakeGateNow` once (absent module: undefined). */
function discover(): Promise<Hooks | undefined> {
  discovered ??= (async () => {
    const path = '../responsible-gaming/index';
    try {
      const mod = (await import(/* @vite-ignore */ path)) as {
        checkLossLimit?: LossLimitCheck;
        stakeGateNow?: StakeGateClock;
      };
      if (typeof mod.checkLossLimit !== 'function') return undefined;
      return {
        check: mod.checkLossLimit,
        ...(typeof mod.stakeGateNow === 'function' ? { gateNow: mod.stakeGateNow } : {}),
      };
    } catch {
      return undefined;
    }
  })();
  return discovered;
}

/**
 * The p_rg_now of bet_place_ticket() (migration 0403): the responsible-gaming clock, so the ticket's own
 * statement reads the bettor's restrictions, limits and status first; null without that module (its
 * loss-limit hook allows every stake then, and so does placement).
 */
export async function stakeGateNowOf(platform: Platform): Promise<Date | null> {
  const hooks = registered ?? (await discover());
  return hooks?.gateNow ? hooks.gateNow(platform) : null;
}

/**
 * The loss-limit hook of placement and GET /api/ResponsibleGame/Validator/Lost: the registered or
 * discovered `checkLossLimit` of modules/responsible-gaming, else allowed without a limit.
 */
export async function checkLossLimit(platform: Platform, userId: number, amountCentavos: number) {
  const hooks = registered ?? (await discover());
  if (!hooks) return { allowed: true, remainingCentavos: null };
  return hooks.check(platform, userId, amountCentavos);
}
