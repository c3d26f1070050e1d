/** Typed local storage with JSON values; never throws (private mode, quota). */
export const storage = {
  get<T>(key: string): T | undefined {
    try {
      const raw = localStorage.getItem(key);
      return raw === null ? undefined : (JSON.parse(raw) as T);
    } catch {
      return undefined;
    }
  },
  set<T>(key: string, value: T) {
    try {
      localStorage.setItem(key, JSON.stringify(value));
    } catch {
      /* storage full or unavailable: the value lives for this page only */
    }
  },
  remove(key: string) {
    try {
      localStorage.removeItem(key);
    } catch {
      /* unavailable */
    }
  },
};

/** Keys of seed 000 section 3 ("Stored items"). */
export const STORAGE_KEYS = {
  token: 'token',
  refreshToken: 'refreshToken',
  user: 'user',
  flags: 'feature-flags',
  flagOverrides: 'feature-flags-overrides',
  lastVisitedModule: 'last-visited-module',
  preferredModule: 'preferred-module',
  userFullValidation: 'user-full-validation',
  lastDepositDate: 'last-deposit-date',
  deviceId: 'device-id',
  betSlip: 'bet-slip',
} as const;
