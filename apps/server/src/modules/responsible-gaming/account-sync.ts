import type { TUserStatus } from '@placar/contract';
import type { Platform } from '../../platform/context';
import { getUserIdentity, revokeAllSessions, setAccountRestriction } from '../account';
import { activeRestrictions, autoexclusionOf, statusOf } from './restrictions';
import { rgNow } from './rg.config';

/** Statuses this module manages; a deactivated account keeps its status. */
const MANAGED: readonly string[] = ['Active', 'Break', 'SelfExcluded', 'InternalBlocked'];

/**
 * Carries the restrictions in force to the account: the users.status the token's Status claim reads
 * (Active, Break, SelfExcluded, InternalBlocked) and the login answer's autoexclusion. An internal block
 * set elsewhere (the account module's own tools) is kept unless `liftingBlock`. Then the user's
 * sessions are revoked so no token keeps an older Status: all of them, or all but `keepSessionId`
 * (that one's client refreshes its token at once and gets the new Status).
 */
export async function syncAccountStatus(
  platform: Platform,
  userId: number,
  options: { keepSessionId?: string; revoke: boolean; liftingBlock?: boolean },
) {
  const user = await getUserIdentity(platform, userId);
  if (!user || !MANAGED.includes(user.status)) return;
  const rows = await activeRestrictions(platform.db, userId, rgNow(platform));
  let status: TUserStatus = statusOf(rows[0]);
  if (user.status === 'InternalBlocked' && !options.liftingBlock && status !== 'InternalBlocked') {
    const blockedHere = rows.some((r) => r.kind === 'internalBlock');
    if (!blockedHere) status = 'InternalBlocked';
  }
  await setAccountRestriction(platform, userId, { status, autoexclusion: autoexclusionOf(rows) });
  if (options.revoke && status !== user.status) {
    await revokeAllSessions(platform, userId, `responsible-gaming:${status}`, options.keepSessionId);
  }
}
