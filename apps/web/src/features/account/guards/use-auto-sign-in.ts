import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../../../lib/session';
import { accountApi } from '../api/account-api';
import { readTokenClaims } from '../api/session-user';

/**
 * A stored token signs the user in (seed 000 section 4): the user is (re)loaded from GET /api/Users/
 * on navigation; an expired token is refreshed once by the HTTP client, a dead one clears the session.
 */
export function useAutoSignIn() {
  const token = useSession((s) => s.token);
  const setUser = useSession((s) => s.setUser);
  const q = useQuery({
    queryKey: ['account', 'me', readTokenClaims(token)?.sid ?? null],
    queryFn: accountApi.me,
    enabled: Boolean(token),
    staleTime: 60_000,
    retry: false,
  });
  useEffect(() => {
    const me = q.data;
    if (!me) return;
    const current = useSession.getState();
    const claims = readTokenClaims(current.token);
    setUser({
      id: me.id,
      username: me.username,
      email: me.email,
      fullName: me.fullname,
      step: me.userAccount.step,
      status: claims?.Status ?? me.userAccount.status,
      validationType: me.userAccount.validationType,
      isDeactivated: me.userAccount.isDeactivated,
      autoexclusion: me.autoexclusion,
      roles: me.userAccount.roles,
    });
  }, [q.data, setUser]);
}
