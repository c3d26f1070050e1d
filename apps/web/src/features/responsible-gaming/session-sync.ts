import type { TRgStatus } from '@placar/contract';
import { useSession } from '../../lib/session';

/**
 * After a pause or a self-exclusion the server has revoked the other sessions; this one refreshes its
 * token at once so the token's Status (which the route guards read) carries the new state, and the
 * stored user gets the status and autoexclusion too.
 */
export async function carryRestriction(status: TRgStatus) {
  const { token, refreshToken, user, setTokens, setUser } = useSession.getState();
  if (token && refreshToken) {
    try {
      const res = await fetch('/api/Session/RefreshToken/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ token, refreshToken }),
      });
      if (res.ok) setTokens(((await res.json()) as { data: { token: string; refreshToken: string } }).data);
    } catch {
      /* the next 401 refreshes it anyway; the stored user below already carries the status */
    }
  }
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
