import { create } from 'zustand';

const KEY = 'placar-account-modals-seen';

function read(): string[] {
  try {
    const raw = sessionStorage.getItem(KEY);
    const list: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(list) ? list.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

type SeenState = { seen: string[]; markSeen(key: string): void };

/**
 * The account-state modals this tab has already shown and the bettor closed (session storage). Keys
 * name the login (the token's session id), so the next login shows them again.
 */
export const useAccountModalsSeen = create<SeenState>((set, get) => ({
  seen: read(),
  markSeen(key) {
    if (get().seen.includes(key)) return;
    const seen = [...get().seen, key].slice(-50);
    try {
      sessionStorage.setItem(KEY, JSON.stringify(seen));
    } catch {
      /* kept in memory for this page */
    }
    set({ seen });
  },
}));

export const seenKeys = {
  blockedWithdrawal: (userId: number, sessionId: string) => `withdrawal-block:${userId}:${sessionId}`,
  face: (userId: number, sessionId: string, faceStatus: number | null | undefined) =>
    `face:${userId}:${sessionId}:${faceStatus ?? 'none'}`,
};
