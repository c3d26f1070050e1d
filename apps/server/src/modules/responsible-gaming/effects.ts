import type { Platform } from '../../platform/context';
import { markEffectsDone, selectPendingEffects } from './restrictions.repository';

export type RestrictionKind = 'break' | 'selfExclusion' | 'internalBlock';
/** Another module's work when a player may no longer play; it must be idempotent (it may run again). */
export type RestrictionEffect = (userId: number, kind: RestrictionKind) => Promise<void>;

const registryOf = (platform: Platform) => platform.modules.responsibleGaming.effects;

/**
 * Registers `effect` (by name: registering a name again replaces it) to run when a pause, a
 * self-exclusion or an internal block starts: the casino closes the player's open rounds, payments
 * cancels open Pix charges. Direct calls rather than a bus message, which a bus outage would lose.
 */
export function onPlayerRestricted(platform: Platform, name: string, effect: RestrictionEffect) {
  registryOf(platform).set(name, effect);
}

/**
 * Runs every registered effect of one restriction, each apart (one failing does not stop the
 * others), and marks the restriction done when all succeeded; otherwise the sweep runs them again.
 * Answers whether all succeeded.
 */
export async function applyRestrictionEffects(
  platform: Platform,
  r: { id: number; userId: number; kind: RestrictionKind },
): Promise<boolean> {
  let ok = true;
  for (const [name, effect] of registryOf(platform)) {
    try {
      await effect(r.userId, r.kind);
    } catch (err) {
      ok = false;
      platform.log.error({ err, effect: name, restrictionId: r.id }, 'responsible-gaming: effect failed');
    }
  }
  if (ok) await markEffectsDone(platform.db, r.id);
  return ok;
}

/** The sweep's part: restrictions in force whose effects did not all succeed yet (a node died, a step failed). */
export async function applyPendingEffects(platform: Platform) {
  const pending = await selectPendingEffects(platform.db);
  let done = 0;
  for (const r of pending)
    if (
      await applyRestrictionEffects(platform, { id: Number(r.id), userId: Number(r.user_id), kind: r.kind })
    )
      done += 1;
  return done;
}
