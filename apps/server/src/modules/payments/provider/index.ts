import type { Platform } from '../../../platform/context';
import { paymentsConfig } from '../payments.config';
import type { PixProvider } from './pix-provider';
import { SandboxPsp } from './sandbox-psp';

const providers = new WeakMap<Platform, PixProvider>();

/** The PSP adapter configured by PIX_PROVIDER (the sandbox PSP by default). */
export function pixProvider(platform: Platform): PixProvider {
  let p = providers.get(platform);
  if (!p) {
    switch (paymentsConfig().PIX_PROVIDER) {
      case 'sandbox':
        p = new SandboxPsp(platform);
        break;
    }
    providers.set(platform, p);
  }
  return p;
}

/** The sandbox PSP when it is the configured provider (its pay page and DICT exist only then). */
export function sandboxPsp(platform: Platform): SandboxPsp | undefined {
  const p = pixProvider(platform);
  return p instanceof SandboxPsp ? p : undefined;
}
