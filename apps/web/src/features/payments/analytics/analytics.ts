import { hasConsent } from '../../consent';

/**
 * The analytics adapter: one place where product events leave the app. The default sends them to a
 * tag manager's dataLayer when the page has one, and as a `placar:track` DOM event (as the account
 * feature's funnel events do); tests and other vendors swap it with `setAnalytics`.
 */
export type AnalyticsEvent = { event: string } & Record<string, string | number | boolean>;
export type Analytics = { track(e: AnalyticsEvent): void };

type DataLayerWindow = Window & { dataLayer?: unknown[] };

const browserAnalytics: Analytics = {
  track(e) {
    (window as DataLayerWindow).dataLayer?.push(e);
    window.dispatchEvent(new CustomEvent('placar:track', { detail: e }));
  },
};

let current: Analytics = browserAnalytics;

/** Sends only after the bettor accepted analytics cookies (LGPD); before that the event is dropped. */
export const analytics: Analytics = {
  track: (e) => {
    if (hasConsent('analytics')) current.track(e);
  },
};

export function setAnalytics(next: Analytics | null) {
  current = next ?? browserAnalytics;
}
