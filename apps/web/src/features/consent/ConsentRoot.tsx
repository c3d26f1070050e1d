import { useEffect } from 'react';
import { ConsentBanner } from './ConsentBanner';
import { ConsentPreferences } from './ConsentPreferences';
import { startConsentSync } from './consent-sync';
import { useConsentState } from './use-consent';

/** Mounted once in App: the first-visit banner, the preferences when opened, and the server sync. */
export function ConsentRoot() {
  const { consent, preferencesOpen } = useConsentState();
  useEffect(() => startConsentSync(), []);
  return (
    <>
      {consent ? null : <ConsentBanner />}
      {preferencesOpen ? <ConsentPreferences /> : null}
    </>
  );
}
