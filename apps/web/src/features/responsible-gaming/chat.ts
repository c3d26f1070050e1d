/**
 * Chat choice of seed 000 section 4: auto-exclusion forces chat disabled (a self-excluded or blocked
 * user is offered no chat widget; support stays reachable by the mail link).
 */
export function isChatDisabledFor(user: { status?: string | null; autoexclusion?: unknown } | null) {
  if (!user) return false;
  return user.status === 'SelfExcluded' || user.status === 'InternalBlocked' || Boolean(user.autoexclusion);
}
