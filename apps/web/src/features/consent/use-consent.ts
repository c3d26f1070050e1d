import { useSyncExternalStore } from 'react';
import { type ConsentState, getConsentState, subscribeConsent } from './consent-store';

/** The consent state for components: the choice and whether the preferences are open. */
export function useConsentState(): ConsentState {
  return useSyncExternalStore(subscribeConsent, getConsentState, getConsentState);
}
