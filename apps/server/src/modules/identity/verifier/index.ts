import type { Platform } from '../../../platform/context';
import { identityConfig } from '../identity.config';
import { sandboxVerifier } from './sandbox-verifier';
import { vendorVerifier } from './vendor-verifier';
import type { IdentityVerifier } from './verifier';

export type { IdentityVerifier } from './verifier';

const chosen = new WeakMap<Platform, IdentityVerifier>();

/** The platform's KYC provider (IDENTITY_VERIFIER); tests may replace it with `useVerifier`. */
export function verifierOf(platform: Platform): IdentityVerifier {
  let v = chosen.get(platform);
  if (!v) {
    const c = identityConfig();
    if (c.IDENTITY_VERIFIER === 'vendor') {
      if (!c.IDENTITY_VENDOR_URL || !c.IDENTITY_VENDOR_API_KEY)
        throw new Error('IDENTITY_VERIFIER=vendor needs IDENTITY_VENDOR_URL and IDENTITY_VENDOR_API_KEY');
      v = vendorVerifier({ baseUrl: c.IDENTITY_VENDOR_URL, apiKey: c.IDENTITY_VENDOR_API_KEY });
    } else v = sandboxVerifier(c.IDENTITY_SANDBOX_DECISION);
    chosen.set(platform, v);
  }
  return v;
}

export function useVerifier(platform: Platform, verifier: IdentityVerifier) {
  chosen.set(platform, verifier);
}
