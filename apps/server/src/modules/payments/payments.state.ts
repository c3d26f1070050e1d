import { paymentsConfig, type TPaymentsConfig } from './payments.config';
import type { PixProvider } from './provider/pix-provider';
import type { WebhookTransport } from './provider/webhook-outbox';

/** The payments module's state on one platform, created by the composition root (modules/index.ts). */
export type PaymentsState = {
  /** the PIX_* settings, read from the environment when the state is created */
  config: TPaymentsConfig;
  /** the PSP adapter (PIX_PROVIDER), loaded when the module registers its routes; tests replace it */
  provider: PixProvider | undefined;
  /** the sandbox PSP's in-process webhook transport (app.inject), set with the routes */
  webhookTransport: WebhookTransport | undefined;
};

declare module '../../platform/context' {
  interface ModuleState {
    payments: PaymentsState;
  }
}

export function createPaymentsState(env: Record<string, string | undefined> = process.env): PaymentsState {
  return { config: paymentsConfig(env), provider: undefined, webhookTransport: undefined };
}
