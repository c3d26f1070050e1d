import { z } from 'zod';

/** Settings of the identity module, read from the environment (IDENTITY_*). */
const ZIdentityConfig = z.object({
  /** Which KYC provider decides; the sandbox is the embedded default. */
  IDENTITY_VERIFIER: z.enum(['sandbox', 'vendor']).default('sandbox'),
  /** Sandbox: the decision for documents whose names carry no steering word. */
  IDENTITY_SANDBOX_DECISION: z.enum(['approve', 'pending', 'reject']).default('approve'),
  /** Vendor adapter: base URL and API key of the KYC vendor. */
  IDENTITY_VENDOR_URL: z.string().url().optional(),
  IDENTITY_VENDOR_API_KEY: z.string().min(1).optional(),
  /** Whether a proof of address (document type 2) is part of full validation: not on this brand. */
  IDENTITY_ADDRESS_REQUIRED: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
export type TIdentityConfig = z.infer<typeof ZIdentityConfig>;

export function identityConfig(env: Record<string, string | undefined> = process.env): TIdentityConfig {
  return ZIdentityConfig.parse(
    Object.fromEntries(Object.entries(env).filter(([k, v]) => k.startsWith('IDENTITY_') && v)),
  );
}

/**
 * What is wrong with the identity settings, as `SETTING: problem` lines (empty when fine). Production
 * refuses the sandbox verifier (it approves by file name) and a vendor without its URL and key;
 * platform/config.ts turns these lines into its ConfigError.
 */
export function identityConfigProblems(
  env: Record<string, string | undefined>,
  production: boolean,
): string[] {
  const parsed = ZIdentityConfig.safeParse(
    Object.fromEntries(Object.entries(env).filter(([k, v]) => k.startsWith('IDENTITY_') && v)),
  );
  if (!parsed.success) return parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  const c = parsed.data;
  const problems: string[] = [];
  if (production && c.IDENTITY_VERIFIER === 'sandbox')
    problems.push(
      'IDENTITY_VERIFIER: the sandbox verifier is not allowed in production (set IDENTITY_VERIFIER=vendor with IDENTITY_VENDOR_URL and IDENTITY_VENDOR_API_KEY)',
    );
  if (c.IDENTITY_VERIFIER === 'vendor') {
    if (!c.IDENTITY_VENDOR_URL) problems.push('IDENTITY_VENDOR_URL: required with IDENTITY_VERIFIER=vendor');
    if (!c.IDENTITY_VENDOR_API_KEY)
      problems.push('IDENTITY_VENDOR_API_KEY: required with IDENTITY_VERIFIER=vendor');
  }
  return problems;
}
