import type { TStaffMe, TStaffSession } from '@placar/contract/staff';
import { useSyncExternalStore } from 'react';

/**
 * The staff session: the token, who is signed in and when the session ends if idle. Kept in
 * sessionStorage (this tab only, gone with it), never in localStorage. `notice` is the message the
 * sign-in page shows after the session ended (expired, refused).
 */
export type StaffSessionState = {
  token: string | null;
  me: TStaffMe | null;
  /** Epoch ms: the session ends if no call comes before it. */
  idleDeadline: number | null;
  notice: string | null;
};

const KEY = 'placar.backoffice.session';
const empty: StaffSessionState = { token: null, me: null, idleDeadline: null, notice: null };

function load(): StaffSessionState {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return empty;
    const saved = JSON.parse(raw) as Pick<StaffSessionState, 'token' | 'me' | 'idleDeadline'>;
    return { ...empty, ...saved };
  } catch {
    return empty;
  }
}

let state: StaffSessionState = load();
const listeners = new Set<() => void>();

function set(next: StaffSessionState) {
  state = next;
  try {
    if (next.token) {
      const { token, me, idleDeadline } = next;
      sessionStorage.setItem(KEY, JSON.stringify({ token, me, idleDeadline }));
    } else sessionStorage.removeItem(KEY);
  } catch {
    /* storage unavailable: the session lives in memory only */
  }
  for (const l of listeners) l();
}

const deadlineOf = (me: TStaffMe) => Date.parse(me.idleDeadline);

export const session = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Signed in: the token and who. */
  start(s: TStaffSession) {
    set({ token: s.accessToken, me: s.me, idleDeadline: deadlineOf(s.me), notice: null });
  },
  /** A fresh `me` (roles or the idle deadline changed). */
  setMe(me: TStaffMe) {
    if (state.token) set({ ...state, me, idleDeadline: deadlineOf(me) });
  },
  /** A call went through: the server counts the idle time again from now. */
  touch(now = Date.now()) {
    if (state.token && state.me) set({ ...state, idleDeadline: now + state.me.idleMinutes * 60_000 });
  },
  /** Signed out, or the session ended: `notice` says why on the sign-in page. */
  end(notice: string | null = null) {
    set({ ...empty, notice });
  },
  clearNotice() {
    if (state.notice) set({ ...state, notice: null });
  },
};

export const useSession = () => useSyncExternalStore(session.subscribe, session.get);
