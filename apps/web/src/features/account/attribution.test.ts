import { beforeEach, describe, expect, it } from 'vitest';
import { getCookie, setCookie } from '../../lib/cookies';
import { setConsent } from '../consent';
import {
  ATTRIBUTION_COOKIES,
  captureAttribution,
  getAttribution,
  getDeviceId,
  LandingChoice,
  newDeviceId,
  referralFromLanding,
} from './attribution';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const land = (query: string) => captureAttribution(`https://placar.bet.br/esportes?${query}`, { now: NOW });

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) setCookie(name, '', -1);
  }
}

describe('attribution (seed 000 sections 3 and 5)', () => {
  beforeEach(() => {
    clearCookies();
    localStorage.clear();
    setConsent({ analytics: false, marketing: true }); // marketing accepted (gating: features/consent)
  });

  it('keeps the utm set', () => {
    land('utm_source=google&utm_medium=cpc&utm_campaign=brasileirao&utm_term=apostas&utm_content=banner&x=1');
    expect(getAttribution().utm).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'brasileirao',
      utm_term: 'apostas',
      utm_content: 'banner',
    });
  });

  it('stores the click-id triple only when click, publisher and campaign ids all exist, and then no Google ids', () => {
    land('click_id=c1&publisher_id=p1&campaign_id=k1&gclid=g1');
    const a = getAttribution();
    expect(a.clickIds).toEqual({ clickId: 'c1', publisherId: 'p1', campaignId: 'k1' });
    expect(a.adClickIds).toBeUndefined();
  });

  it('stores the Google ad ids when the triple is incomplete, and no partial triple', () => {
    land('click_id=c1&publisher_id=p1&gclid=g1&gbraid=b1&wbraid=w1');
    const a = getAttribution();
    expect(a.clickIds).toBeUndefined();
    expect(a.adClickIds).toEqual({ gclid: 'g1', gbraid: 'b1', wbraid: 'w1' });
  });

  it('accepts app_source only from TWA, PWA, WEB, TWA_STORE, NATIVE_APP', () => {
    land('app_source=HACKED');
    expect(getAttribution().appSource).toBeUndefined();
    for (const source of ['TWA', 'PWA', 'WEB', 'TWA_STORE', 'NATIVE_APP']) {
      land(`app_source=${source}`);
      expect(getAttribution().appSource).toBe(source);
    }
    land('app_source=twa');
    expect(getAttribution().appSource).toBe('NATIVE_APP');
  });

  it("takes the referral code from a landing code starting with 'r-', without the prefix", () => {
    expect(referralFromLanding('r-JOAO10')).toBe('JOAO10');
    expect(referralFromLanding('JOAO10')).toBeUndefined();
    expect(referralFromLanding('r-')).toBeUndefined();
    land('landing=r-JOAO10');
    expect(getAttribution().referralCode).toBe('JOAO10');
  });

  it('sets the facebook click cookie from fbclid only if absent', () => {
    land('fbclid=AbC123');
    expect(getCookie('_fbc')).toBe(`fb.1.${NOW}.AbC123`);
    captureAttribution('https://placar.bet.br/?fbclid=Other', { now: NOW + 1000 });
    expect(getCookie('_fbc')).toBe(`fb.1.${NOW}.AbC123`);
    expect(getAttribution().fbc).toBe(`fb.1.${NOW}.AbC123`);
  });

  it("makes a device id of 'did-' + base-36 time + 6 random characters, once", () => {
    const id = newDeviceId(NOW, () => 0.5);
    expect(id).toBe(`did-${NOW.toString(36)}iiiiii`);
    expect(id).toMatch(/^did-[0-9a-z]+[0-9a-z]{6}$/);
    const first = getDeviceId({ now: NOW });
    expect(first.startsWith(`did-${NOW.toString(36)}`)).toBe(true);
    expect(first.length).toBe(4 + NOW.toString(36).length + 6);
    expect(getDeviceId({ now: NOW + 5000 })).toBe(first);
    expect(getAttribution().deviceId).toBe(first);
  });

  it('records the landing choice: Empty 0, Casino 1, Sports 2', () => {
    expect(getAttribution().landing).toBe(LandingChoice.Empty);
    land('landing=casino');
    expect(getAttribution().landing).toBe(LandingChoice.Casino);
    land('landing=sports');
    expect(getAttribution().landing).toBe(LandingChoice.Sports);
    land('landing=qualquer');
    expect(getAttribution().landing).toBe(LandingChoice.Empty);
  });

  it('gives landing cookies 30 days and the others 90 days', () => {
    const written: string[] = [];
    const fake = {
      get cookie() {
        return '';
      },
      set cookie(v: string) {
        written.push(v);
      },
      location: { protocol: 'https:' },
    } as unknown as Document;
    captureAttribution('https://placar.bet.br/?landing=casino&utm_source=x', { doc: fake, now: NOW });
    const expiry = (name: string) => {
      const line = written.find((w) => w.startsWith(`${name}=`))!;
      expect(line).toContain('Secure');
      return Date.parse(/expires=([^;]+)/.exec(line)![1]!);
    };
    const day = 86_400_000;
    expect(Math.round((expiry(ATTRIBUTION_COOKIES.landing) - NOW) / day)).toBe(30);
    expect(Math.round((expiry(ATTRIBUTION_COOKIES.queryString) - NOW) / day)).toBe(30);
    expect(Math.round((expiry(ATTRIBUTION_COOKIES.utm) - NOW) / day)).toBe(90);
  });

  it('leaves earlier attribution alone on a visit without query parameters', () => {
    land('utm_source=google');
    captureAttribution('https://placar.bet.br/casino', { now: NOW });
    expect(getAttribution().utm).toEqual({ utm_source: 'google' });
    setCookie(ATTRIBUTION_COOKIES.utm, '{not json');
    expect(getAttribution().utm).toBeUndefined();
  });
});
