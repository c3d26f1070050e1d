import { COOKIE_DAYS, getCookie, setCookie } from '../../lib/cookies';
import { STORAGE_KEYS, storage } from '../../lib/storage';
import { getConsent, hasConsent, subscribeConsent } from '../consent';

/**
 * Marketing attribution of seed 000 sections 3 and 5, captured from the landing URL once per page
 * load and kept in first-party cookies (landing data 30 days, everything else 90 days). The
 * registration form sends `getAttribution()` with the new account.
 *
 * LGPD: everything but the device id (a security item: necessary) is marketing. It is stored only
 * after the bettor accepts marketing cookies (the landing URL waits in memory until they choose), is
 * not read without that consent, and is deleted when they refuse or withdraw it.
 */
export const APP_SOURCES = ['TWA', 'PWA', 'WEB', 'TWA_STORE', 'NATIVE_APP'] as const;
export type TAppSource = (typeof APP_SOURCES)[number];

/** Landing choice of seed 000 section 3. */
export const LandingChoice = { Empty: 0, Casino: 1, Sports: 2 } as const;
export type TLandingChoice = (typeof LandingChoice)[keyof typeof LandingChoice];

export const UTM_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'utm_id',
] as const;
export const GOOGLE_AD_KEYS = ['gclid', 'gbraid', 'wbraid'] as const;
/** The affiliate click-id triple: stored only when all three are present. */
export const CLICK_ID_KEYS = {
  clickId: 'click_id',
  publisherId: 'publisher_id',
  campaignId: 'campaign_id',
} as const;

export const ATTRIBUTION_COOKIES = {
  queryString: 'placar_qs',
  utm: 'placar_utm',
  clickIds: 'placar_click_ids',
  adClickIds: 'placar_ad_click_ids',
  appSource: 'placar_app_source',
  referralCode: 'placar_ref',
  landing: 'placar_landing',
  fbc: '_fbc',
} as const;

export type TAttribution = {
  deviceId: string;
  queryString?: string;
  utm?: Partial<Record<(typeof UTM_KEYS)[number], string>>;
  clickIds?: { clickId: string; publisherId: string; campaignId: string };
  adClickIds?: Partial<Record<(typeof GOOGLE_AD_KEYS)[number], string>>;
  appSource?: TAppSource;
  referralCode?: string;
  fbc?: string;
  landing: TLandingChoice;
};

type Env = { doc?: Document; now?: number; random?: () => number };

/** 'did-' + base-36 time + a 6-character base-36 random part; created once, then kept. */
export function newDeviceId(now = Date.now(), random = Math.random): string {
  let part = '';
  while (part.length < 6) part += Math.floor(random() * 36).toString(36);
  return `did-${now.toString(36)}${part}`;
}

export function getDeviceId(env: Env = {}): string {
  const stored = storage.get<string>(STORAGE_KEYS.deviceId);
  if (stored?.startsWith('did-')) return stored;
  const id = newDeviceId(env.now, env.random);
  storage.set(STORAGE_KEYS.deviceId, id);
  return id;
}

/** 'r-ABC' → 'ABC'; other landing codes carry no referral. */
export function referralFromLanding(code: string | null | undefined): string | undefined {
  if (!code?.startsWith('r-')) return undefined;
  const ref = code.slice(2).trim();
  return ref || undefined;
}

export function landingChoiceOf(value: string | null | undefined): TLandingChoice {
  const v = value?.toLowerCase();
  if (v === 'casino' || v === 'cassino') return LandingChoice.Casino;
  if (v === 'sports' || v === 'esportes') return LandingChoice.Sports;
  return LandingChoice.Empty;
}

export function isAppSource(v: string | null | undefined): v is TAppSource {
  return !!v && (APP_SOURCES as readonly string[]).includes(v);
}

/** Reads the landing URL and stores what it carries; call once when the app starts. */
export function captureAttribution(url: URL | string = window.location.href, env: Env = {}) {
  const doc = env.doc ?? document;
  const now = env.now ?? Date.now();
  getDeviceId(env);
  followMarketingConsent(doc);
  if (hasConsent('marketing')) storeMarketing(new URL(String(url)).searchParams, doc, now);
  else pendingLanding = { url: String(url), now };
}

/** The landing URL of this page load, kept in memory while the bettor has not accepted marketing. */
let pendingLanding: { url: string; now: number } | null = null;
let stopFollowing: (() => void) | null = null;

/** Stores the waiting landing data when marketing is accepted; deletes it all when refused or withdrawn. */
function followMarketingConsent(doc: Document) {
  stopFollowing?.();
  stopFollowing = subscribeConsent(() => {
    if (hasConsent('marketing')) {
      if (pendingLanding) storeMarketing(new URL(pendingLanding.url).searchParams, doc, pendingLanding.now);
      pendingLanding = null;
    } else if (getConsent()) {
      pendingLanding = null;
      clearMarketingAttribution(doc);
    }
  });
}

/** Deletes every marketing cookie of attribution (the device id stays: it is necessary). */
export function clearMarketingAttribution(doc: Document = document) {
  for (const name of Object.values(ATTRIBUTION_COOKIES))
    if (getCookie(name, doc) !== undefined) setCookie(name, '', -1, doc);
}

function storeMarketing(q: URLSearchParams, doc: Document, now: number) {
  const set = (name: string, value: string, days: number = COOKIE_DAYS.default) =>
    setCookie(name, value, days, doc, now);
  if ([...q.keys()].length === 0) return;

  set(ATTRIBUTION_COOKIES.queryString, q.toString(), COOKIE_DAYS.landing);

  const utm = pick(q, UTM_KEYS);
  if (utm) set(ATTRIBUTION_COOKIES.utm, JSON.stringify(utm));

  const clickId = q.get(CLICK_ID_KEYS.clickId);
  const publisherId = q.get(CLICK_ID_KEYS.publisherId);
  const campaignId = q.get(CLICK_ID_KEYS.campaignId);
  if (clickId && publisherId && campaignId) {
    set(ATTRIBUTION_COOKIES.clickIds, JSON.stringify({ clickId, publisherId, campaignId }));
  } else {
    const ads = pick(q, GOOGLE_AD_KEYS);
    if (ads) set(ATTRIBUTION_COOKIES.adClickIds, JSON.stringify(ads));
  }

  const source = q.get('app_source');
  if (isAppSource(source)) set(ATTRIBUTION_COOKIES.appSource, source);

  const landing = q.get('landing');
  const referral = referralFromLanding(landing) ?? referralFromLanding(q.get('ref'));
  if (referral) set(ATTRIBUTION_COOKIES.referralCode, referral);
  if (landing !== null && !referral)
    set(ATTRIBUTION_COOKIES.landing, String(landingChoiceOf(landing)), COOKIE_DAYS.landing);

  const fbclid = q.get('fbclid');
  if (fbclid && !getCookie(ATTRIBUTION_COOKIES.fbc, doc))
    set(ATTRIBUTION_COOKIES.fbc, `fb.1.${now}.${fbclid}`);
}

/** Everything captured so far, for the registration call. */
export function getAttribution(env: Env = {}): TAttribution {
  const doc = env.doc ?? document;
  if (!hasConsent('marketing')) return { deviceId: getDeviceId(env), landing: LandingChoice.Empty };
  const read = (name: string) => getCookie(name, doc);
  const json = <T>(name: string): T | undefined => {
    try {
      const raw = read(name);
      return raw ? (JSON.parse(raw) as T) : undefined;
    } catch {
      return undefined;
    }
  };
  const source = read(ATTRIBUTION_COOKIES.appSource);
  const landing = Number(read(ATTRIBUTION_COOKIES.landing) ?? 0);
  return strip({
    deviceId: getDeviceId(env),
    queryString: read(ATTRIBUTION_COOKIES.queryString),
    utm: json<TAttribution['utm']>(ATTRIBUTION_COOKIES.utm),
    clickIds: json<TAttribution['clickIds']>(ATTRIBUTION_COOKIES.clickIds),
    adClickIds: json<TAttribution['adClickIds']>(ATTRIBUTION_COOKIES.adClickIds),
    appSource: isAppSource(source) ? source : undefined,
    referralCode: read(ATTRIBUTION_COOKIES.referralCode),
    fbc: read(ATTRIBUTION_COOKIES.fbc),
    landing: (landing === 1 || landing === 2 ? landing : 0) as TLandingChoice,
  });
}

function pick<K extends string>(
  q: URLSearchParams,
  keys: readonly K[],
): Partial<Record<K, string>> | undefined {
  const out: Partial<Record<K, string>> = {};
  for (const k of keys) {
    const v = q.get(k)?.trim();
    if (v) out[k] = v.slice(0, 200);
  }
  return Object.keys(out).length ? out : undefined;
}

function strip<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}
