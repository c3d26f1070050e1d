import type { TRgStatus } from '@placar/contract';
import { http } from '../../lib/api/client';
import { useSession } from '../../lib/session';

/**
 * After a pause or a self-exclusion the server has revoked the other sessions; this one refreshes its
 * token at once so the token's Status (which the route guards read) carries the new state, and the
 * stored user gets the status and autoexclusion too.
 */
export async function carryRestriction(status: TRgStatus) {
  // the app's one refresh (lib/api/client.ts); when it fails the next 401 tries again, and the
  // stored user below already carries the status
  await http.refreshSession();
  const { user, setUser } = useSession.getState();
  if (user) setUser({ ...user, status: status.status, autoexclusion: status.autoexclusion });
}

/** The status the guards see: the token's Status claim first, then the stored user's. */
export function useSessionStatus() {
  const { token, user } = useSession();
  let claim: string | undefined;
  try {
    const part = token?.split('.')[1];
    if (part)
      claim = (JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as { Status?: string }).Status;
  } catch {
    claim = undefined;
  }
  return { user, signedIn: Boolean(token && user), status: claim ?? user?.status ?? null };
}
