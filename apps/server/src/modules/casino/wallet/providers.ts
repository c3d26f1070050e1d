import { createHmac } from 'node:crypto';
import { CASINO_PROVIDERS, PLACAR_ORIGINALS_PROVIDER_ID } from '@placar/contract';
import type { Platform } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { findProviderLaunchUrl, findProviderSecret, upsertProviderCredentials } from './wallet.repository';

export type CasinoProviderInfo = (typeof CASINO_PROVIDERS)[number];

export function providerBySlug(slug: string): CasinoProviderInfo {
  const p = CASINO_PROVIDERS.find((x) => x.slug === slug);
  if (!p) throw new AppError('CASINO_PROVIDER_UNKNOWN');
  return p;
}

export function providerById(id: number): CasinoProviderInfo | undefined {
  return CASINO_PROVIDERS.find((x) => x.id === id);
}

/**
 * The HMAC secret a provider signs its seamless-wallet calls with: set by the operator per provider
 * (setProviderCredentials); Placar Originals' own is derived from WEBHOOK_SECRET (it calls in-process,
 * the HTTP door is there for parity and tests). Undefined: the provider may not call.
 */
export async function providerSecret(platform: Platform, providerId: number): Promise<string | undefined> {
  const secret = await findProviderSecret(platform.db, providerId);
  if (secret !== undefined) return secret;
  if (providerId === PLACAR_ORIGINALS_PROVIDER_ID) {
    return createHmac('sha256', platform.config.webhookSecret)
      .update('casino-provider:placar-originals')
      .digest('hex');
  }
  return undefined;
}

/** Registers a provider's secret and launch URL (operators; tests). The URL's origin is whitelisted. */
export async function setProviderCredentials(
  platform: Platform,
  providerId: number,
  credentials: { secret: string; launchUrl?: string | null },
) {
  if (credentials.secret.length < 32) throw new RangeError('provider secret must be at least 32 characters');
  await upsertProviderCredentials(platform.db, providerId, credentials);
}

export async function providerLaunchUrl(platform: Platform, providerId: number): Promise<string | null> {
  return findProviderLaunchUrl(platform.db, providerId);
}
