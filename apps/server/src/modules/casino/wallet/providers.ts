import { createHmac } from 'node:crypto';
import { CASINO_PROVIDERS, PLACAR_ORIGINALS_PROVIDER_ID } from '@placar/contract';
import type { Platform } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { casinoDb } from '../casino.tables';

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
  const row = await casinoDb(platform)
    .selectFrom('casino_provider_credentials')
    .select('secret')
    .where('provider_id', '=', providerId)
    .executeTakeFirst();
  if (row) return row.secret;
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
  await casinoDb(platform)
    .insertInto('casino_provider_credentials')
    .values({
      provider_id: providerId,
      secret: credentials.secret,
      launch_url: credentials.launchUrl ?? null,
    })
    .onConflict((oc) =>
      oc.column('provider_id').doUpdateSet({
        secret: credentials.secret,
        launch_url: credentials.launchUrl ?? null,
        updated_at: new Date(),
      }),
    )
    .execute();
}

export async function providerLaunchUrl(platform: Platform, providerId: number): Promise<string | null> {
  const row = await casinoDb(platform)
    .selectFrom('casino_provider_credentials')
    .select('launch_url')
    .where('provider_id', '=', providerId)
    .executeTakeFirst();
  return row?.launch_url ?? null;
}
