import { create } from 'zustand';
import { storage } from '../../../lib/storage';
import { DEFAULT_ODDS_CHANGE, isOddsChangeType, type OddsChangeType } from '../model/odds-change';

/** Per device (no account settings call exists): the bettor's "aceitar alterações de odds" choice. */
export const ODDS_CHANGE_STORAGE_KEY = 'bet-slip-odds-change';

const saved = () => {
  const v = storage.get<unknown>(ODDS_CHANGE_STORAGE_KEY);
  return isOddsChangeType(v) ? v : DEFAULT_ODDS_CHANGE;
};

type OddsChangeState = { oddsChangeType: OddsChangeType; set(type: OddsChangeType): void; reload(): void };

export const useOddsChange = create<OddsChangeState>()((set) => ({
  oddsChangeType: saved(),
  set(oddsChangeType) {
    storage.set(ODDS_CHANGE_STORAGE_KEY, oddsChangeType);
    set({ oddsChangeType });
  },
  /** Reads the device's choice again (another tab changed it). */
  reload() {
    set({ oddsChangeType: saved() });
  },
}));

/** The choice placements send as oddsChangeType. */
export const currentOddsChangeType = (): OddsChangeType => useOddsChange.getState().oddsChangeType;
