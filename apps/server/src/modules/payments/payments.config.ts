import { z } from 'zod';
import type { Platform } from '../../platform/context';

const optionalUrl = z
  .string()
  .url()
  .refine((v) => v.startsWith('https://') || v.startsWith('http://'), 'must be an http(s) URL')
  .optional();

/**
 * Settings of the payments module, read from the environment (the platform config holds the shared
 * secret: WEBHOOK_SECRET signs the sandbox PSP's webhooks).
 */
const ZPaymentsConfig = z.object({
  /**
   * Which PSP adapter serves Pix: `bacen` is any PSP implementing the Banco Central's API Pix
   * (provider/bacen-pix-psp.ts); `sandbox` is the embedded stand-in bank, refused in production.
   */
  PIX_PROVIDER: z.enum(['sandbox', 'bacen']).default('sandbox'),
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

  /** API Pix (bacen): base URL of the PSP's API Pix, e.g. https://pix.psp.com.br/api/v2 (mutual TLS). */
  PIX_API_URL: optionalUrl,
  /** API Pix (bacen): the PSP's OAuth2 token endpoint (client credentials, same client certificate). */
  PIX_OAUTH_URL: optionalUrl,
  PIX_CLIENT_ID: z.string().min(1).optional(),
  PIX_CLIENT_SECRET: z.string().min(1).optional(),
  /** Scopes asked with the token (space-separated). */
  PIX_OAUTH_SCOPES: z
    .string()
    .min(1)
    .default('cob.write cob.read cobv.write cobv.read pix.write pix.read webhook.write webhook.read'),
  /** The client certificate and key the PSP issued (PEM files) and, when the PSP's CA is private, its CA. */
  PIX_CERT_PATH: z.string().min(1).optional(),
  PIX_KEY_PATH: z.string().min(1).optional(),
  PIX_KEY_PASSPHRASE: z.string().min(1).optional(),
  PIX_CA_PATH: z.string().min(1).optional(),
  /**
   * PSP-specific parts outside the standard API Pix (provider/psp-gateway.ts): payouts (sending Pix)
   * and the DICT lookup. Default: PIX_API_URL.
   */
  PIX_PAYOUT_URL: optionalUrl,
  PIX_DICT_URL: optionalUrl,
  /**
   * Where the PSP puts the payer's CPF in a received Pix (GET /pix/{e2eid}): a dotted path. The standard
   * Pix object has no payer; PSPs add it (e.g. `pagador.cpf`, Efí: `gnExtras.pagador.cpf`).
   */
  PIX_PAYER_CPF_PATH: z.string().min(1).default('pagador.cpf'),
  PIX_PAYER_NAME_PATH: z.string().min(1).default('pagador.nome'),
  /**
   * The token the operator registers in the webhook URL (`…/api/pix/webhook?token=…`, PUT /webhook/{chave}).
   * The PSP's client certificate is checked at the edge (mutual TLS); this token is a second check.
   */
  PIX_WEBHOOK_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  /** HTTP timeout of each PSP call, milliseconds. */
  PIX_HTTP_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(120_000).default(15_000),
});
export type TPaymentsConfig = z.infer<typeof ZPaymentsConfig>;

function pixEnv(env: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(env).filter(([k, v]) => k.startsWith('PIX_') && v));
}

/** The PIX_* settings of `env`, parsed (the command line reads them so; the module keeps them in its state). */
export function paymentsConfig(env: Record<string, string | undefined> = process.env): TPaymentsConfig {
  return ZPaymentsConfig.parse(pixEnv(env));
}

/** This platform's payments settings, read once when the composition root created the module's state. */
export const paymentsSettings = (platform: Platform): TPaymentsConfig => platform.modules.payments.config;

/** Settings a `bacen` provider cannot run without. */
export const BACEN_REQUIRED = [
  'PIX_API_URL',
  'PIX_OAUTH_URL',
  'PIX_CLIENT_ID',
  'PIX_CLIENT_SECRET',
  'PIX_CERT_PATH',
  'PIX_KEY_PATH',
  'PIX_WEBHOOK_TOKEN',
] as const;

/**
 * What is wrong with the payments settings, as `SETTING: problem` lines (empty when fine). Production
 * refuses the sandbox PSP and a real provider missing any of its settings; platform/config.ts turns these
 * lines into its ConfigError.
 */
export function paymentsConfigProblems(
  env: Record<string, string | undefined>,
  production: boolean,
): string[] {
  const parsed = ZPaymentsConfig.safeParse(pixEnv(env));
  if (!parsed.success) return parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  const c = parsed.data;
  const problems: string[] = [];
  if (production && c.PIX_PROVIDER === 'sandbox')
    problems.push(
      'PIX_PROVIDER: the sandbox PSP is not allowed in production (set PIX_PROVIDER=bacen and its PIX_* settings)',
    );
  if (c.PIX_PROVIDER === 'bacen') {
    for (const k of BACEN_REQUIRED) if (!c[k]) problems.push(`${k}: required with PIX_PROVIDER=bacen`);
    if (production && c.PIX_API_URL && !c.PIX_API_URL.startsWith('https://'))
      problems.push('PIX_API_URL: must be https:// in production');
    // The default is a demo key: charges on it would pay someone else, or be refused.
    if (production && !env.PIX_MERCHANT_KEY)
      problems.push("PIX_MERCHANT_KEY: required in production (the operator's receiving Pix key)");
  }
  return problems;
}
