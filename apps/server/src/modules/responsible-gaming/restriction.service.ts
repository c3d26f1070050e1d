import { isPermanentExclusion, type TRgStatus } from '@placar/contract';
import type { Platform } from '../../platform/context';
import { getUserIdentity } from '../account';
import { syncAccountStatus } from './account-sync';
import { applyRestrictionEffects } from './effects';
import { type Actor, recordHistory, SYSTEM } from './history';
import {
  activeRestrictions,
  autoexclusionOf,
  presentRestriction,
  type RestrictionRow,
  refusalOf,
  rgError,
} from './restrictions';
import {
  endRestrictionAt,
  endRestrictions,
  insertRestriction,
  selectDueRestrictions,
} from './restrictions.repository';
import { rgNow } from './rg.config';
import { rgDb } from './rg.tables';
import { blockMarketing, lockUser, selectMarketingBlocked, selectRgSettings } from './rg-settings.repository';
import { inTransaction } from './transaction.repository';
import { addMonths } from './windows';

const HOUR_MS = 3_600_000;
const endOf = (r: RestrictionRow) => (r.ends_at ? new Date(r.ends_at).getTime() : Number.POSITIVE_INFINITY);

type Started = {
  kind: 'break' | 'selfExclusion';
  endsAt: Date | null;
  months: number | null;
  hours: number | null;
};

/**
 * Starts a pause or a self-exclusion at once. Neither can be shortened: a new one must end later than
 * the one in force (a pause cannot be taken while self-excluded or blocked). Self-exclusion also stops
 * marketing. The account's status follows, and every other session of the user is revoked.
 */
async function startRestriction(
  platform: Platform,
  userId: number,
  wanted: Started,
  by: Actor,
  keepSessionId?: string,
) {
  const now = rgNow(platform);
  const restrictionId = await inTransaction(platform.db, async (trx) => {
    const db = rgDb(trx);
    await lockUser(db, userId);
    const active = await activeRestrictions(trx, userId, now);
    const wantedEnd = wanted.endsAt?.getTime() ?? Number.POSITIVE_INFINITY;
    if (wanted.kind === 'break') {
      const stronger = active.find((r) => r.kind !== 'break');
      if (stronger) throw refusalOf(stronger);
    }
    const same = active.filter((r) => r.kind === wanted.kind);
    if (same.some((r) => endOf(r) >= wantedEnd)) {
      throw rgError('RESTRICTION_CANNOT_BE_SHORTENED', {
        endsAt: same[0]?.ends_at ? new Date(same[0].ends_at).toISOString() : null,
      });
    }
    const insertedId = await insertRestriction(db, {
      user_id: userId,
      kind: wanted.kind,
      starts_at: now,
      ends_at: wanted.endsAt,
      months: wanted.months,
      hours: wanted.hours,
      reason: null,
      created_by: by.actorId,
      ended_at: null,
      ended_by: null,
    });
    if (wanted.kind === 'selfExclusion') await blockMarketing(db, userId, now);
    await recordHistory(db, {
      userId,
      at: now,
      action: wanted.kind === 'break' ? 'break_started' : 'self_exclusion_started',
      by,
      kind: wanted.kind,
      to: wanted.kind === 'break' ? wanted.hours : wanted.months,
      effectiveAt: wanted.endsAt,
    });
    return insertedId;
  });
  await syncAccountStatus(platform, userId, { revoke: true, ...(keepSessionId ? { keepSessionId } : {}) });
  // the other modules' side: open casino rounds closed, open Pix charges cancelled (the sweep retries)
  await applyRestrictionEffects(platform, { id: restrictionId, userId, kind: wanted.kind });
  platform.bus.publish('responsible-gaming.restricted', {
    userId,
    kind: wanted.kind,
    endsAt: wanted.endsAt?.toISOString() ?? null,
    marketingBlocked: wanted.kind === 'selfExclusion',
  });
}

export function takeBreak(
  platform: Platform,
  userId: number,
  hours: number,
  by: Actor,
  keepSessionId?: string,
) {
  const endsAt = new Date(rgNow(platform).getTime() + hours * HOUR_MS);
  return startRestriction(
    platform,
    userId,
    { kind: 'break', endsAt, hours, months: null },
    by,
    keepSessionId,
  );
}

export function selfExclude(
  platform: Platform,
  userId: number,
  months: number,
  by: Actor,
  keepSessionId?: string,
) {
  const endsAt = isPermanentExclusion(months) ? null : addMonths(rgNow(platform), months);
  return startRestriction(
    platform,
    userId,
    { kind: 'selfExclusion', endsAt, months, hours: null },
    by,
    keepSessionId,
  );
}

/** Support blocks a user (InternalBlocked: treated like a self-exclusion, all sessions revoked) or lifts it. */
export async function setInternalBlock(
  platform: Platform,
  userId: number,
  blocked: boolean,
  reason: string,
  by: Actor,
) {
  const now = rgNow(platform);
  const changed = await inTransaction(platform.db, async (trx) => {
    const db = rgDb(trx);
    await lockUser(db, userId);
    const open = (await activeRestrictions(trx, userId, now)).filter((r) => r.kind === 'internalBlock');
    if (blocked === open.length > 0) return false;
    let blockId: number | null = null;
    if (blocked) {
      blockId = await insertRestriction(db, {
        user_id: userId,
        kind: 'internalBlock',
        starts_at: now,
        ends_at: null,
        months: null,
        hours: null,
        reason,
        created_by: by.actorId,
        ended_at: null,
        ended_by: null,
      });
      await blockMarketing(db, userId, now);
    } else {
      await endRestrictions(
        db,
        open.map((r) => r.id),
        now,
        by.actorId,
      );
    }
    await recordHistory(db, {
      userId,
      at: now,
      action: blocked ? 'internal_block_started' : 'internal_block_lifted',
      by,
      kind: 'internalBlock',
      detail: { reason },
    });
    return { blockId };
  });
  await syncAccountStatus(platform, userId, { revoke: blocked, liftingBlock: !blocked });
  if (changed && changed.blockId !== null)
    await applyRestrictionEffects(platform, { id: changed.blockId, userId, kind: 'internalBlock' });
  if (changed && blocked)
    platform.bus.publish('responsible-gaming.restricted', {
      userId,
      kind: 'internalBlock',
      endsAt: null,
      marketingBlocked: true,
    });
  return changed !== false;
}

/**
 * Ends the pauses and self-exclusions that ran out (each audited, by the system, at its end) and
 * gives the account its status back. The sweep runs it for everyone; status reads for one user.
 */
export async function endDueRestrictions(platform: Platform, onlyUserId?: number) {
  const now = rgNow(platform);
  const due = await selectDueRestrictions(rgDb(platform.db), now, onlyUserId);
  const users = new Set<number>();
  for (const r of due) {
    const ended = await inTransaction(platform.db, async (trx) => {
      const db = rgDb(trx);
      if (!(await endRestrictionAt(db, r.id, r.ends_at))) return false;
      await recordHistory(db, {
        userId: Number(r.user_id),
        at: r.ends_at!,
        action: r.kind === 'break' ? 'break_ended' : 'self_exclusion_ended',
        by: SYSTEM,
        kind: r.kind,
        from: r.kind === 'break' ? r.hours : r.months,
        effectiveAt: r.ends_at,
      });
      return true;
    });
    if (ended) users.add(Number(r.user_id));
  }
  for (const userId of users) await syncAccountStatus(platform, userId, { revoke: false });
  return users.size;
}

/** Status, restriction in force, marketing flag and reality-check interval of a user. */
export async function getRgStatus(platform: Platform, userId: number): Promise<TRgStatus> {
  await endDueRestrictions(platform, userId);
  const now = rgNow(platform);
  const [rows, settings, user] = await Promise.all([
    activeRestrictions(platform.db, userId, now),
    selectRgSettings(rgDb(platform.db), userId),
    getUserIdentity(platform, userId),
  ]);
  return {
    status: user?.status ?? 'Active',
    restriction: presentRestriction(rows[0]),
    autoexclusion: autoexclusionOf(rows),
    marketingBlocked: Boolean(settings?.marketing_blocked) || rows.some((r) => r.kind !== 'break'),
    realityCheckMinutes: Number(settings?.reality_check_minutes ?? 60),
  };
}

/**
 * May marketing reach this user? No once they self-excluded (for good: a later consent must come from
 * them) or while they are blocked. Promotions, CRM and e-mail campaigns read it.
 */
export async function isMarketingBlocked(platform: Platform, userId: number) {
  const now = rgNow(platform);
  const [settings, rows] = await Promise.all([
    selectMarketingBlocked(rgDb(platform.db), userId),
    activeRestrictions(platform.db, userId, now),
  ]);
  return Boolean(settings?.marketing_blocked) || rows.some((r) => r.kind !== 'break');
}

/**
 * The pause, self-exclusion or block in force for a user (the strongest), or null: while there is one
 * the user may not play, and money paid in for them is returned (payments' received Pix).
 */
export async function playerRestriction(
  platform: Platform,
  userId: number,
  executor: Parameters<typeof activeRestrictions>[0] = platform.db,
): Promise<'break' | 'selfExclusion' | 'internalBlock' | null> {
  const [strongest] = await activeRestrictions(executor, userId, rgNow(platform));
  return strongest?.kind ?? null;
}
