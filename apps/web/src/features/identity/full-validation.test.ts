import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../../lib/session';
import { STORAGE_KEYS, storage } from '../../lib/storage';
import { setConsent } from '../consent';
import { cachedFullValidation, rememberFullValidation } from './full-validation';

describe('full-validation flag', () => {
  const events: unknown[] = [];
  const listener = (e: Event) => events.push((e as CustomEvent).detail);
  window.addEventListener('placar:track', listener);
  afterEach(() => {
    events.length = 0;
    localStorage.clear();
  });

  it("is kept in local storage as 'user-full-validation'", () => {
    rememberFullValidation(false);
    expect(localStorage.getItem('user-full-validation')).toBe('false');
    expect(cachedFullValidation()).toBe(false);
  });

  it('sends the registration conversion only when it flips from false to true', () => {
    setConsent({ analytics: true, marketing: false }); // analytics accepted (LGPD gate)
    rememberFullValidation(true, 7);
    expect(events).toEqual([]);
    storage.set(STORAGE_KEYS.userFullValidation, false);
    rememberFullValidation(true, 7);
    rememberFullValidation(true, 7);
    expect(events).toEqual([{ event: 'registration_conversion', userId: 7 }]);
  });

  it('is cleared on logout by the session store', () => {
    rememberFullValidation(true);
    useSession.getState().clear();
    expect(cachedFullValidation()).toBeUndefined();
  });
});
