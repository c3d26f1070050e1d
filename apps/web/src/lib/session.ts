import { create } from 'zustand';
import { STORAGE_KEYS, storage } from './storage';

export type SessionUser = {
  id: number;
  username: string;
  email: string;
  fullName: string;
  step: number;
  status: string;
  validationType: number | null;
  isDeactivated: boolean;
  autoexclusion: { exclusionMonth: number; resumeExclusionDate: string | null } | null;
  roles: number[];
  // The rest of seed 000 section 3's "Current user (session)" (token and refreshToken live beside the
  // user in this store). Optional: a user stored by an older build lacks them until the next login.
  cellPhone?: string | null;
  faceStatus?: number | null;
  showUserInfoBonusView?: boolean;
  ShowUserAcceptMigrationView?: boolean;
  address?: SessionAddress | null;
  /** An operator's block on withdrawals, shown once per login (the blocked-withdrawal modal). */
  withdrawalBlock?: { reason: string; since: string } | null;
};

export type SessionAddress = {
  zipCode: string;
  street: string;
  number: string;
  complement?: string | undefined;
  neighborhood: string;
  city: string;
  state: string;
};

type SessionState = {
  token: string | null;
  refreshToken: string | null;
  user: SessionUser | null;
  setSession(tokens: { token: string; refreshToken: string }, user?: SessionUser | null): void;
  setTokens(tokens: { token: string; refreshToken: string }): void;
  setUser(user: SessionUser | null): void;
  clear(): void;
};

/** The signed-in session, mirrored to local storage (seed 000 section 4). */
export const useSession = create<SessionState>((set, get) => ({
  token: storage.get<string>(STORAGE_KEYS.token) ?? null,
  refreshToken: storage.get<string>(STORAGE_KEYS.refreshToken) ?? null,
  user: storage.get<SessionUser>(STORAGE_KEYS.user) ?? null,
  setSession(tokens, user = null) {
    // login clears old tokens and stores the new ones
    storage.set(STORAGE_KEYS.token, tokens.token);
    storage.set(STORAGE_KEYS.refreshToken, tokens.refreshToken);
    if (user) storage.set(STORAGE_KEYS.user, user);
    else storage.remove(STORAGE_KEYS.user);
    set({ token: tokens.token, refreshToken: tokens.refreshToken, user });
  },
  setTokens(tokens) {
    storage.set(STORAGE_KEYS.token, tokens.token);
    storage.set(STORAGE_KEYS.refreshToken, tokens.refreshToken);
    set({ token: tokens.token, refreshToken: tokens.refreshToken });
  },
  setUser(next) {
    // A reload of the same user (GET /api/Users/ carries fewer fields than the login answer) keeps
    // the login's fields it does not name (withdrawalBlock, address, ...).
    const prev = get().user;
    const user = next && prev && prev.id === next.id ? { ...prev, ...next } : next;
    if (user) storage.set(STORAGE_KEYS.user, user);
    else storage.remove(STORAGE_KEYS.user);
    set({ user });
  },
  clear() {
    storage.remove(STORAGE_KEYS.token);
    storage.remove(STORAGE_KEYS.refreshToken);
    storage.remove(STORAGE_KEYS.user);
    storage.remove(STORAGE_KEYS.userFullValidation);
    set({ token: null, refreshToken: null, user: null });
  },
}));

export const isAuthenticated = (s: Pick<SessionState, 'token' | 'user'>) =>
  Boolean(s.token && s.user && !s.user.isDeactivated);

// Another tab that logs in, refreshes (the refresh token rotates) or logs out writes the same keys:
// follow it, so this tab never presents a used refresh token (which would end the session).
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (
      event.key !== null &&
      event.key !== STORAGE_KEYS.token &&
      event.key !== STORAGE_KEYS.refreshToken &&
      event.key !== STORAGE_KEYS.user
    )
      return;
    useSession.setState({
      token: storage.get<string>(STORAGE_KEYS.token) ?? null,
      refreshToken: storage.get<string>(STORAGE_KEYS.refreshToken) ?? null,
      user: storage.get<SessionUser>(STORAGE_KEYS.user) ?? null,
    });
  });
}
