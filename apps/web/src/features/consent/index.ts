/** Cookie and data consent (LGPD): what may run, the banner, the preferences. */
export { ConsentRoot } from './ConsentRoot';
export {
  getConsent,
  hasConsent,
  openConsentPreferences,
  setConsent,
  subscribeConsent,
} from './consent-store';
export { useConsentState } from './use-consent';
