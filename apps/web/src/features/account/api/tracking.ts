import { hasConsent } from '../../consent';

/** Registration funnel tracking (seed 000 section 5): blur success or error per field, as a DOM event for analytics. */
export function trackFieldBlur(form: string, field: string, ok: boolean) {
  if (!hasConsent('analytics')) return; // LGPD: only after the bettor accepted analytics cookies
  window.dispatchEvent(
    new CustomEvent('placar:track', {
      detail: { event: `${form}_field_blur`, field, status: ok ? 'success' : 'error' },
    }),
  );
}
