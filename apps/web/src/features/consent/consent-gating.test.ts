import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setCookie } from '../../lib/cookies';
import { trackFieldBlur } from '../account/api/tracking';
import { ATTRIBUTION_COOKIES, captureAttribution, getAttribution } from '../account/attribution';
import { trackRegistrationConversion } from '../identity/full-validation';
import { analytics, setAnalytics } from '../payments/analytics/analytics';
import { acceptAllConsent, rejectOptionalConsent, reloadConsent, setConsent } from './consent-store';

/** Every tracker of the app waits for its purpose's consent (LGPD): nothing optional runs before a choice. */

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) setCookie(name, '', -1);
  }
}
const cookieNames = () =>
  document.cookie
    .split(';')
    .map((p) => p.split('=')[0]?.trim())
    .filter(Boolean);
const MARKETING = Object.values(ATTRIBUTION_COOKIES);
const LANDING = 'https://placar.bet.br/esportes?utm_source=google&fbclid=abc&gclid=g1&landing=r-AMIGO';

describe('consent gating', () => {
  const events: unknown[] = [];
  window.addEventListener('placar:track', (e) => events.push((e as CustomEvent).detail));
  beforeEach(() => {
    localStorage.clear();
    clearCookies();
    reloadConsent();
    events.length = 0;
    setAnalytics(null);
  });

  it('sends no analytics event before consent, and sends them after analytics is accepted', () => {
    const vendor = { track: vi.fn() };
    setAnalytics(vendor);
    const fire = () => {
      analytics.track({ event: 'deposit_conversion', transactionId: 1, amount: 50, currency: 'BRL' });
      trackRegistrationConversion(7);
      trackFieldBlur('register', 'email', true);
    };
    fire();
    expect(vendor.track).not.toHaveBeenCalled();
    expect(events).toEqual([]);

    setConsent({ analytics: false, marketing: true });
    fire();
    expect(vendor.track).not.toHaveBeenCalled();
    expect(events).toEqual([]);

    setConsent({ analytics: true, marketing: false });
    fire();
    expect(vendor.track).toHaveBeenCalledTimes(1);
    expect(events).toEqual([
      { event: 'registration_conversion', userId: 7 },
      { event: 'register_field_blur', field: 'email', status: 'success' },
    ]);
  });

  it('stores no marketing cookie before consent, only the device id', () => {
    captureAttribution(LANDING);
    expect(cookieNames().filter((n) => MARKETING.includes(n as never))).toEqual([]);
    expect(getAttribution()).toEqual({ deviceId: expect.stringMatching(/^did-/), landing: 0 });
    expect(localStorage.getItem('device-id')).toMatch(/did-/);
  });

  it('stores the landing data it held back once marketing is accepted', () => {
    captureAttribution(LANDING);
    acceptAllConsent();
    const a = getAttribution();
    expect(a.utm).toEqual({ utm_source: 'google' });
    expect(a.referralCode).toBe('AMIGO');
    expect(a.fbc).toMatch(/^fb\.1\.\d+\.abc$/);
    expect(cookieNames()).toContain('_fbc');
  });

  it('keeps nothing when the optional purposes are rejected, and deletes it all when marketing is withdrawn', () => {
    captureAttribution(LANDING);
    rejectOptionalConsent();
    expect(cookieNames().filter((n) => MARKETING.includes(n as never))).toEqual([]);

    captureAttribution(LANDING);
    setConsent({ analytics: false, marketing: true });
    expect(cookieNames()).toContain('_fbc');
    setConsent({ analytics: true, marketing: false });
    expect(cookieNames().filter((n) => MARKETING.includes(n as never))).toEqual([]);
    expect(getAttribution().utm).toBeUndefined();
  });
});
