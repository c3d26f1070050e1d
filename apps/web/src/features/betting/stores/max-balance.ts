import { create } from 'zustand';

type MaxBalanceState = {
  open: boolean;
  /** the maximum payout (reais) the server named, when it did */
  limit: number | null;
  /** the refused ticket held a custom bet (which the server closed) */
  customBet: boolean;
  show(limit: number | null, customBet: boolean): void;
  close(): void;
};

/** The max-balance modal of the bet flow (seed 002 section 8, TOTAL_AMOUNT_EXCEEDS_UPPER_THRESHOLD). */
export const useMaxBalance = create<MaxBalanceState>((set) => ({
  open: false,
  limit: null,
  customBet: false,
  show: (limit, customBet) => set({ open: true, limit, customBet }),
  close: () => set({ open: false }),
}));
