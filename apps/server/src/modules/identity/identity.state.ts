import type { IdentityVerifier } from './verifier';

/** The identity module's state on one platform, created by the composition root (modules/index.ts). */
export type IdentityState = {
  /** the KYC provider (IDENTITY_VERIFIER), chosen on first use; tests replace it with `useVerifier` */
  verifier: IdentityVerifier | undefined;
};

declare module '../../platform/context' {
  interface ModuleState {
    identity: IdentityState;
  }
}

export function createIdentityState(): IdentityState {
  return { verifier: undefined };
}
