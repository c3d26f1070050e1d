/**
 * The zod-free part of the payments contract (seed 000 sections 3, 4 and 9): deposit presets and
 * minimums, the conversion event's threshold and poll, the Pix PSPs. The shell's deposit tracker and
 * the bet slip read these, so zod stays out of the first load; `payments.ts` re-exports all of it.
 */

/** Preset deposit amounts (seed 000 section 9). */
export const DEPOSIT_PRESETS = [10, 20, 30, 50, 100, 200, 500, 1000] as const;
/** Smallest Pix deposit and withdrawal (reais); the largest deposit comes from the max-deposit-limit flag. */
export const PIX_DEPOSIT_MIN = 1;
export const PIX_WITHDRAWAL_MIN = 1;
/** Deposits under this amount fire no conversion event on Brazilian brands (seed 000 section 4). */
export const DEPOSIT_CONVERSION_MIN = 10;
/** How often the client polls the last deposit for the conversion event (seed 000 section 9). */
export const DEPOSIT_POLL_MS = 5_000;

/**
 * The Pix PSPs a deposit can go through; each has its payment-maintenance flag (seed 000 section 3).
 * In embedded mode every one of them is served by the sandbox PSP.
 */
export const PIX_PROVIDERS = [
  { id: 1, key: 'efi', flag: 'payment-maintenance-pix-efi-deposits' },
  { id: 2, key: 'pay4fun', flag: 'payment-maintenance-pix-pay4fun-deposits' },
  { id: 3, key: 'vpag', flag: 'payment-maintenance-pix-vpag-deposits' },
  { id: 4, key: 'trio', flag: 'payment-maintenance-pix-trio-deposits' },
  { id: 5, key: 'astropay', flag: 'payment-maintenance-pix-astropay-deposits' },
] as const;
export const DEFAULT_PIX_PROVIDER_ID = 1;

/** Header of the PSP's webhook: `t=<unix seconds>,v1=<hex HMAC-SHA256(WEBHOOK_SECRET, "t.body")>`. */
export const PIX_SIGNATURE_HEADER = 'x-pix-signature';
