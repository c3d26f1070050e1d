import { create } from 'zustand';

type AccountMenuState = {
  open: boolean;
  /** The control that opened the menu: focus goes back to it on close. */
  opener: HTMLElement | null;
  openMenu(opener?: HTMLElement | null): void;
  /** `restoreFocus` false when the menu closes because the page changed. */
  closeMenu(restoreFocus?: boolean): void;
  toggleMenu(opener?: HTMLElement | null): void;
};

/**
 * Whether the account menu is open. The header's avatar and balance and the phone's bottom bar
 * ("Conta") open the same menu; it is small and loads with the shell, the menu itself lazily.
 */
export const useAccountMenu = create<AccountMenuState>((set, get) => ({
  open: false,
  opener: null,
  openMenu(opener = null) {
    set({ open: true, opener });
  },
  closeMenu(restoreFocus = true) {
    const { open, opener } = get();
    if (!open) return;
    set({ open: false, opener: null });
    if (restoreFocus && opener?.isConnected) opener.focus();
  },
  toggleMenu(opener = null) {
    if (get().open) get().closeMenu();
    else get().openMenu(opener);
  },
}));
