import {
  CONSENT_VERSION,
  type TConsentChoices,
  type TConsentKind,
  type TConsentRecord,
} from '@placar/contract';
import { CONSENT_STORAGE_KEY, readStoredConsent, writeStoredConsent } from './consent-storage';

/** Who changed the choice: the bettor on this device (sent to the server) or the server's copy. */
export type ConsentSource = 'user' | 'server' | 'storage';
export type ConsentState = { consent: TConsentRecord | null; preferencesOpen: boolean };
type Listener = (state: ConsentState, source: ConsentSource | null) => void;

let state: ConsentState = { consent: readStoredConsent(), preferencesOpen: false };
const listeners = new Set<Listener>();

function update(next: Partial<ConsentState>, source: ConsentSource | null) {
  state = { ...state, ...next };
  for (const listener of [...listeners]) listener(state, source);
}

export const getConsentState = () => state;
export const getConsent = () => state.consent;

/** Whether a purpose may run now: necessary always; analytics and marketing only after an opt-in. */
export function hasConsent(kind: TConsentKind): boolean {
  if (kind === 'necessary') return true;
  return state.consent?.[kind] === true;
}

/** Called on every change (a choice, the server's copy, the preferences opening); answers the unsubscribe. */
export function subscribeConsent(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Records a choice on this device and tells the subscribers (trackers, the server sync). */
export function setConsent(
  choices: TConsentChoices,
  source: ConsentSource = 'user',
  times: { decidedAt?: string; recordedAt?: string } = {},
) {
  const consent: TConsentRecord = {
    necessary: true,
    version: CONSENT_VERSION,
    analytics: choices.analytics,
    marketing: choices.marketing,
    decidedAt: times.decidedAt ?? new Date().toISOString(),
    ...(times.recordedAt ? { recordedAt: times.recordedAt } : {}),
  };
  writeStoredConsent(consent);
  update({ consent, preferencesOpen: false }, source);
}

export const acceptAllConsent = () => setConsent({ analytics: true, marketing: true });
export const rejectOptionalConsent = () => setConsent({ analytics: false, marketing: false });

/** Opens the customise view (the footer's "Preferências de cookies", the banner's "Personalizar"). */
export const openConsentPreferences = () => update({ preferencesOpen: true }, null);
export const closeConsentPreferences = () => update({ preferencesOpen: false }, null);

/** Reads the device's copy again (another tab chose; tests start over). */
export function reloadConsent() {
  update({ consent: readStoredConsent() }, 'storage');
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === CONSENT_STORAGE_KEY || e.key === null) reloadConsent();
  });
}
