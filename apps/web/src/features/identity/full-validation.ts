import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isAuthenticated, useSession } from '../../lib/session';
import { STORAGE_KEYS, storage } from '../../lib/storage';
import { hasConsent } from '../consent';
import { identityApi } from './api/identity-api';

/** Analytics: the registration conversion (a dataLayer push and a `placar:track` DOM event). */
export function trackRegistrationConversion(userId: number | undefined) {
  if (!hasConsent('analytics')) return; // LGPD: only after the bettor accepted analytics cookies
  const event = { event: 'registration_conversion', userId: userId ?? 0 };
  (window as Window & { dataLayer?: unknown[] }).dataLayer?.push(event);
  window.dispatchEvent(new CustomEvent('placar:track', { detail: event }));
}

/**
 * Stores the server's answer in local storage ('user-full-validation', cleared on logout by the
 * session store) and sends the registration conversion when it flips from false to true.
 */
export function rememberFullValidation(validated: boolean, userId?: number) {
  const previous = storage.get<boolean>(STORAGE_KEYS.userFullValidation);
  storage.set(STORAGE_KEYS.userFullValidation, validated);
  if (previous === false && validated) trackRegistrationConversion(userId);
}

export const cachedFullValidation = () => storage.get<boolean>(STORAGE_KEYS.userFullValidation);

/** Full validation: the cached flag at once, then the server's answer (seed 000 section 4). */
export function useFullValidation() {
  const session = useSession();
  const signedIn = isAuthenticated(session);
  const q = useQuery({
    queryKey: ['identity', 'full-validation', session.user?.id],
    queryFn: () => identityApi.hasFullValidation(),
    enabled: signedIn,
    staleTime: 30_000,
  });
  useEffect(() => {
    if (q.data !== undefined) rememberFullValidation(q.data, session.user?.id);
  }, [q.data, session.user?.id]);
  return {
    validated: q.data ?? cachedFullValidation(),
    isLoading: q.isPending && signedIn,
    refetch: q.refetch,
  };
}
