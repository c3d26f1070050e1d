import type { Platform } from '../../../platform/context';
import { identityConfig } from '../identity.config';
import { vendorVerifier } from './vendor-verifier';
import type { IdentityVerifier } from './verifier';

export type { IdentityVerifier } from './verifier';

/**
 * The sandbox verifier, loaded on first use: a dynamic import behind the build-time constant, so a
 * production build (`__PLACAR_SANDBOX__` false) does not contain it at all.
 */
function lazySandboxVerifier(decision: 'approve' | 'pending' | 'reject'): IdentityVerifier {
  let loaded: Promise<IdentityVerifier> | undefined;
  const load = () => {
    if (typeof __PLACAR_SANDBOX__ === 'undefined' || __PLACAR_SANDBOX__) {
      loaded ??= import('./sandbox-verifier').then((m) => m.sandboxVerifier(decision));
      return loaded;
    }
    return Promise.reject(new Error('this build has no sandbox verifier: set IDENTITY_VERIFIER=vendor'));
  };
  return {
    name: 'sandbox',
    verifyDocument: async (doc) => (await load()).verifyDocument(doc),
    verifyFace: async (input) => (await load()).verifyFace(input),
  };
}

/** The platform's KYC provider (IDENTITY_VERIFIER); tests may replace it with `useVerifier`. */
export function verifierOf(platform: Platform): IdentityVerifier {
  const state = platform.modules.identity;
  let v = state.verifier;
  if (!v) {
    const c = identityConfig();
    if (c.IDENTITY_VERIFIER === 'vendor') {
      if (!c.IDENTITY_VENDOR_URL || !c.IDENTITY_VENDOR_API_KEY)
        throw new Error('IDENTITY_VERIFIER=vendor needs IDENTITY_VENDOR_URL and IDENTITY_VENDOR_API_KEY');
      v = vendorVerifier({ baseUrl: c.IDENTITY_VENDOR_URL, apiKey: c.IDENTITY_VENDOR_API_KEY });
    } else if (platform.config.NODE_ENV === 'production') {
      throw new Error('IDENTITY_VERIFIER=sandbox is not allowed in production');
    } else v = lazySandboxVerifier(c.IDENTITY_SANDBOX_DECISION);
    state.verifier = v;
  }
  return v;
}

export function useVerifier(platform: Platform, verifier: IdentityVerifier) {
  platform.modules.identity.verifier = verifier;
}
