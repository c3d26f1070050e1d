import { isAuthenticated, useSession } from '../../../lib/session';
import { isRestricted, readTokenClaims } from '../api/session-user';

/** The signed-in state every guard reads: from the session store, status from the token. */
export function useAccountState() {
  const session = useSession();
  const user = session.user;
  const status = readTokenClaims(session.token)?.Status ?? user?.status ?? null;
  return {
    user,
    signedIn: isAuthenticated(session),
    step: user?.step ?? null,
    restricted: Boolean(user) && isRestricted(status),
    deactivated: Boolean(user?.isDeactivated),
  };
}
