import type { Platform } from '../../platform/context';

/** A responsible-gaming loss limit check: may this user risk `amountCentavos` more? */
export type LossLimitCheck = (
  platform: Platform,
  userId: number,
  amountCentavos: number,
) => Promise<{ allowed: boolean; remainingCentavos: number | null }>;

let registered: LossLimitCheck | undefined;
let discovered: Promise<LossLimitCheck | undefined> | undefined;

/** The responsible-gaming module may hand its check over explicitly (e.g. from its module start). */
export function registerLossLimitCheck(check: LossLimitCheck | undefined) {
  registered = check;
}

/** Asks modules/responsible-gaming for `checkLossLimit` once (absent module: undefined). */
function discover(): Promise<LossLimitCheck | undefined> {
  discovered ??= (async () => {
    const path = '../responsible-gaming/index';
    try {
      const mod = (await import(/* @vite-ignore */ path)) as { checkLossLimit?: LossLimitCheck };
      return typeof mod.checkLossLimit === 'function' ? mod.checkLossLimit : undefined;
    } catch {
      return undefined;
    }
  })();
  return discovered;
}

/**
 * The loss-limit hook of placement and GET /api/ResponsibleGame/Validator/Lost: the registered or
 * discovered `checkLossLimit` of modules/responsible-gaming, else allowed without a limit.
 */
export async function checkLossLimit(platform: Platform, userId: number, amountCentavos: number) {
  const check = registered ?? (await discover());
  if (!check) return { allowed: true, remainingCentavos: null };
  return check(platform, userId, amountCentavos);
}
