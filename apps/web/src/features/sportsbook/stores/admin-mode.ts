import { create } from 'zustand';
import { useSession } from '../../../lib/session';

/** Seed 001 section 6: role 1 (from the roles call) may use admin mode. */
export const ADMIN_ROLE = 1;

type AdminModeState = { on: boolean; toggle(): void; set(on: boolean): void };

/** Admin mode reveals events hidden by the feed switch; it lasts for the tab's life. */
export const useAdminModeStore = create<AdminModeState>((set) => ({
  on: false,
  toggle: () => set((s) => ({ on: !s.on })),
  set: (on) => set({ on }),
}));

export function isAdmin(roles: readonly number[] | undefined): boolean {
  return roles?.includes(ADMIN_ROLE) ?? false;
}

/** Whether admin mode applies now: switched on by a user who holds role 1. */
export function adminModeActive(): boolean {
  return useAdminModeStore.getState().on && isAdmin(useSession.getState().user?.roles);
}

/** Hook form of adminModeActive (re-renders when either side changes). */
export function useAdminMode(): { allowed: boolean; on: boolean; toggle(): void } {
  const allowed = useSession((s) => isAdmin(s.user?.roles));
  const on = useAdminModeStore((s) => s.on);
  const toggle = useAdminModeStore((s) => s.toggle);
  return { allowed, on: allowed && on, toggle };
}
