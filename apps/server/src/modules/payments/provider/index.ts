import type { Platform } from '../../../platform/context';
import { paymentsSettings } from '../payments.config';
import { BacenPixPsp, bacenOptionsFromConfig } from './bacen/bacen-pix-psp';
import type { PixProvider } from './pix-provider';
import type { SandboxPsp } from './sandbox-psp';

/**
 * Loads the PSP adapter configured by PIX_PROVIDER (the payments module does it when it registers its
 * routes). The sandbox PSP is a dynamic import behind the build-time constant `__PLACAR_SANDBOX__`, so a
 * production build does not contain it; production refuses it anyway (platform/config.ts).
 */
export async function loadPixProvider(platform: Platform): Promise<PixProvider> {
  const state = platform.modules.payments;
  if (state.provider) return state.provider;
  const cfg = paymentsSettings(platform);
  let p: PixProvider;
  if (cfg.PIX_PROVIDER === 'bacen') {
    p = new BacenPixPsp(platform, bacenOptionsFromConfig(cfg));
  } else if (platform.config.NODE_ENV === 'production') {
    throw new Error('PIX_PROVIDER=sandbox is not allowed in production');
  } else if (typeof __PLACAR_SANDBOX__ === 'undefined' || __PLACAR_SANDBOX__) {
    const { SandboxPsp } = await import('./sandbox-psp');
    p = new SandboxPsp(platform);
  } else {
    throw new Error('this build has no sandbox PSP: set PIX_PROVIDER=bacen');
  }
  state.provider ??= p;
  return state.provider;
}

/** Replaces the platform's PSP adapter (tests: the API Pix adapter against a mock PSP). */
export function usePixProvider(platform: Platform, provider: PixProvider) {
  platform.modules.payments.provider = provider;
}

/** The platform's PSP adapter, loaded by `loadPixProvider` when the payments module registered its routes. */
export function pixProvider(platform: Platform): PixProvider {
  const p = platform.modules.payments.provider;
  if (!p) throw new Error('the Pix provider is not loaded: the payments module registers it with its routes');
  return p;
}

/** The sandbox PSP when it is the configured provider (its pay page and DICT exist only then). */
export function sandboxPsp(platform: Platform): SandboxPsp | undefined {
  const p = platform.modules.payments.provider;
  return p?.name === 'sandbox' ? (p as SandboxPsp) : undefined;
}

/**
 * Delivers the sandbox PSP's due webhooks from its outbox (tests, demo data); nothing without the sandbox.
 * A dynamic import behind the build-time constant: a production build has no sandbox code.
 */
export async function deliverDueWebhooks(platform: Platform, options: { horizonMs?: number } = {}) {
  if (typeof __PLACAR_SANDBOX__ === 'undefined' || __PLACAR_SANDBOX__) {
    if (!sandboxPsp(platform)) return 0;
    return (await import('./webhook-outbox')).deliverDueWebhooks(platform, options);
  }
  return 0;
}
