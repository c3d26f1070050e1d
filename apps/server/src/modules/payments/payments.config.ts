import { z } from 'zod';

/**
 * Settings of the payments module, read from the environment (the platform config holds the shared
 * secret: WEBHOOK_SECRET signs the PSP's webhooks).
 */
const ZPaymentsConfig = z.object({
  /** Which PSP adapter serves Pix; the sandbox is the embedded default. */
  PIX_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  /** Withdrawals above this amount (reais) wait for an operator's approval. */
  PIX_WITHDRAWAL_APPROVAL_ABOVE: z.coerce.number().positive().default(10_000),
  /** Lifetime of a deposit charge (cob calendario.expiracao), seconds. */
  PIX_DEPOSIT_EXPIRY_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
  /** The operator's receiving Pix key and the merchant name and city printed in the BR Code. */
  PIX_MERCHANT_KEY: z.string().min(1).max(77).default('5f84a4c5-c5cb-4599-9f13-7eb4d419dacc'),
  PIX_MERCHANT_NAME: z.string().min(1).default('Placar Apostas Ltda'),
  PIX_MERCHANT_CITY: z.string().min(1).default('Sao Paulo'),
  /** Sandbox only: how long the simulated SPI takes to settle a payout before its webhook. */
  PIX_SANDBOX_PAYOUT_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1_500),
  /** Sandbox only: deliver webhooks over HTTP to this URL instead of in-process. */
  PIX_WEBHOOK_URL: z.string().url().optional(),
});
export type TPaymentsConfig = z.infer<typeof ZPaymentsConfig>;

let cached: TPaymentsConfig | undefined;
export function paymentsConfig(): TPaymentsConfig {
  cached ??= ZPaymentsConfig.parse(
    Object.fromEntries(Object.entries(process.env).filter(([k, v]) => k.startsWith('PIX_') && v)),
  );
  return cached;
}
