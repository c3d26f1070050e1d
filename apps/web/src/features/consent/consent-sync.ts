import type { TConsentRecord } from '@placar/contract';
import { isAuthenticated, useSession } from '../../lib/session';
import { type ConsentApi, consentApi } from './consent-api';
import { toConsentRecord } from './consent-storage';
import { getConsent, setConsent, subscribeConsent } from './consent-store';

type SessionLike = Parameters<typeof isAuthenticated>[0];
type Deps = {
  api: ConsentApi;
  getSession: () => SessionLike;
  subscribeSession: (listener: (s: SessionLike) => void) => () => void;
};

const defaults = (): Deps => ({
  api: consentApi,
  getSession: () => useSession.getState(),
  subscribeSession: (listener) => useSession.subscribe(listener),
});

/** The signed-in, e-mail-verified bettor whose choice the server keeps, else null. */
function accountOf(s: SessionLike): number | null {
  return isAuthenticated(s) && s.user && s.user.step >= 2 ? s.user.id : null;
}

const toRequest = (c: TConsentRecord) => ({
  version: c.version,
  analytics: c.analytics,
  marketing: c.marketing,
  decidedAt: c.decidedAt,
});

/**
 * Keeps the server's copy of the choice: after sign-in the server's copy wins (a new device takes the
 * bettor's earlier choice), a device choice the server lacks is sent up, and every choice the bettor
 * makes while signed in is sent. A failed call leaves the device's copy as it is (sent again next time).
 * Answers the stop function.
 */
export function startConsentSync(deps: Deps = defaults()) {
  let account: number | null = null;
  let stopped = false;

  const push = async (c: TConsentRecord) => {
    await deps.api.put(toRequest(c));
  };

  const pull = async (forAccount: number) => {
    const stored = toConsentRecord(await deps.api.get());
    if (stopped || account !== forAccount) return;
    if (stored) setConsent(stored, 'server', stored);
    else {
      const local = getConsent();
      if (local) await push(local);
    }
  };

  const onSession = (s: SessionLike) => {
    const next = accountOf(s);
    if (next === account) return;
    account = next;
    if (next !== null) pull(next).catch(() => undefined);
  };

  const stopSession = deps.subscribeSession(onSession);
  const stopConsent = subscribeConsent((state, source) => {
    if (source !== 'user' || account === null || !state.consent) return;
    push(state.consent).catch(() => undefined);
  });
  onSession(deps.getSession());
  return () => {
    stopped = true;
    stopSession();
    stopConsent();
  };
}
