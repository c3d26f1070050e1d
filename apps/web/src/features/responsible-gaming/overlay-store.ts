import { create } from 'zustand';

const KEY = 'placar-rg-overlays';
type Seen = { screenAck: number[]; modalDismissed: number[]; breakDismissed: string[] };

function read(): Seen {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (raw) return JSON.parse(raw) as Seen;
  } catch {
    /* storage unavailable: nothing remembered */
  }
  return { screenAck: [], modalDismissed: [], breakDismissed: [] };
}

type OverlayState = Seen & {
  ackScreen(userId: number, alsoDismissModal: boolean): void;
  dismissModal(userId: number): void;
  dismissBreak(key: string): void;
};

/**
 * What this tab has already shown (session storage): the self-exclusion screen of a login, the
 * auto-exclusion modal, the break-time modal of a given pause.
 */
export const useRgOverlays = create<OverlayState>((set, get) => {
  const save = (next: Seen) => {
    try {
      sessionStorage.setItem(KEY, JSON.stringify(next));
    } catch {
      /* kept in memory for this page */
    }
    set(next);
  };
  const seen = () => {
    const { screenAck, modalDismissed, breakDismissed } = get();
    return { screenAck, modalDismissed, breakDismissed };
  };
  return {
    ...read(),
    ackScreen(userId, alsoDismissModal) {
      const s = seen();
      save({
        ...s,
        screenAck: [...s.screenAck, userId],
        modalDismissed: alsoDismissModal ? [...s.modalDismissed, userId] : s.modalDismissed,
      });
    },
    dismissModal(userId) {
      const s = seen();
      save({ ...s, modalDismissed: [...s.modalDismissed, userId] });
    },
    dismissBreak(key) {
      const s = seen();
      save({ ...s, breakDismissed: [...s.breakDismissed, key] });
    },
  };
});
