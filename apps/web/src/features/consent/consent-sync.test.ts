import type { TConsentRecord } from '@placar/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getConsent, reloadConsent, setConsent } from './consent-store';
import { startConsentSync } from './consent-sync';

type S = { token: string | null; user: { id: number; step: number; isDeactivated: boolean } | null };
const signedOut: S = { token: null, user: null };
const bettor: S = { token: 't', user: { id: 7, step: 2, isDeactivated: false } };
const SERVER: TConsentRecord = {
  necessary: true,
  version: 1,
  analytics: true,
  marketing: false,
  decidedAt: '2026-11-01T10:00:00.000Z',
  recordedAt: '2026-11-01T10:00:01.000Z',
};

function harness(server: TConsentRecord | null, first: S = signedOut) {
  let session = first;
  const listeners = new Set<(s: S) => void>();
  const api = { get: vi.fn(async () => server), put: vi.fn(async () => SERVER) };
  const stop = startConsentSync({
    api,
    getSession: () => session as never,
    subscribeSession: (l) => {
      listeners.add(l as never);
      return () => listeners.delete(l as never);
    },
  });
  const signIn = (s: S = bettor) => {
    session = s;
    for (const l of listeners) l(s);
  };
  return { api, stop, signIn };
}
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('consent sync with the server', () => {
  beforeEach(() => {
    localStorage.clear();
    reloadConsent();
  });

  it('takes the server copy after sign-in, over the device choice', async () => {
    setConsent({ analytics: false, marketing: true });
    const h = harness(SERVER);
    h.signIn();
    await settle();
    expect(h.api.get).toHaveBeenCalledTimes(1);
    expect(getConsent()).toMatchObject({ analytics: true, marketing: false, decidedAt: SERVER.decidedAt });
    expect(h.api.put).not.toHaveBeenCalled();
    h.stop();
  });

  it('sends the device choice up when the server has none', async () => {
    setConsent({ analytics: false, marketing: true });
    const h = harness(null);
    h.signIn();
    await settle();
    expect(h.api.put).toHaveBeenCalledWith(
      expect.objectContaining({ analytics: false, marketing: true, version: 1 }),
    );
    h.stop();
  });

  it('sends each choice made while signed in, none while signed out or before the e-mail is verified', async () => {
    const h = harness(null, { token: 't', user: { id: 8, step: 1, isDeactivated: false } });
    setConsent({ analytics: true, marketing: true });
    expect(h.api.get).not.toHaveBeenCalled();
    expect(h.api.put).not.toHaveBeenCalled();
    h.signIn();
    await settle();
    h.api.put.mockClear();
    setConsent({ analytics: false, marketing: false });
    expect(h.api.put).toHaveBeenCalledWith(expect.objectContaining({ analytics: false, marketing: false }));
    h.stop();
    setConsent({ analytics: true, marketing: false });
    expect(h.api.put).toHaveBeenCalledTimes(1);
  });
});
