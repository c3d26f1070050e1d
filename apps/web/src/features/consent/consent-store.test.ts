import { CONSENT_VERSION } from '@placar/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_STORAGE_KEY, readStoredConsent } from './consent-storage';
import {
  acceptAllConsent,
  getConsent,
  hasConsent,
  openConsentPreferences,
  rejectOptionalConsent,
  reloadConsent,
  setConsent,
  subscribeConsent,
} from './consent-store';

describe('consent store', () => {
  beforeEach(() => {
    localStorage.clear();
    reloadConsent();
  });

  it('allows only the necessary purpose before any choice', () => {
    expect(getConsent()).toBeNull();
    expect(hasConsent('necessary')).toBe(true);
    expect(hasConsent('analytics')).toBe(false);
    expect(hasConsent('marketing')).toBe(false);
  });

  it('keeps the choice on the device with its version and date', () => {
    setConsent({ analytics: true, marketing: false });
    const stored = JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null');
    expect(stored).toMatchObject({
      version: CONSENT_VERSION,
      analytics: true,
      marketing: false,
      necessary: true,
    });
    expect(Date.parse(stored.decidedAt)).not.toBeNaN();
    reloadConsent();
    expect(hasConsent('analytics')).toBe(true);
    expect(hasConsent('marketing')).toBe(false);
  });

  it('accepts all and rejects the optional purposes', () => {
    acceptAllConsent();
    expect([hasConsent('analytics'), hasConsent('marketing')]).toEqual([true, true]);
    rejectOptionalConsent();
    expect([hasConsent('analytics'), hasConsent('marketing')]).toEqual([false, false]);
    expect(hasConsent('necessary')).toBe(true);
  });

  it('asks again when the stored choice answered an older text or is damaged', () => {
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({
        version: CONSENT_VERSION - 1,
        analytics: true,
        marketing: true,
        decidedAt: '2026-01-01',
      }),
    );
    expect(readStoredConsent()).toBeNull();
    localStorage.setItem(CONSENT_STORAGE_KEY, '{"version":1,"analytics":"sim"');
    expect(readStoredConsent()).toBeNull();
  });

  it('tells subscribers who changed it, and stops when unsubscribed', () => {
    const seen = vi.fn();
    const stop = subscribeConsent((state, source) => seen(state.consent?.marketing, source));
    acceptAllConsent();
    openConsentPreferences();
    stop();
    rejectOptionalConsent();
    expect(seen.mock.calls).toEqual([
      [true, 'user'],
      [true, null],
    ]);
  });
});
