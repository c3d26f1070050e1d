import type { TRegionCheckV2 } from '@placar/contract';
import type { Platform } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { isLocalAddress, locateIp } from './geo-ip';

export function allowedCountries(platform: Platform): string[] {
  return platform.config.REGION_ALLOWED_COUNTRIES.split(',');
}

/**
 * Where the client address is and whether it may use the site: its country must be in
 * REGION_ALLOWED_COUNTRIES (Brazil by default). Local addresses pass when REGION_ALLOW_LOCAL is on
 * (outside production by default) so that a developer's browser on localhost can register.
 */
export async function checkRegion(platform: Platform, ip: string): Promise<TRegionCheckV2> {
  const where = await locateIp(ip);
  if (!where.isoCountry && isLocalAddress(ip) && platform.config.REGION_ALLOW_LOCAL) {
    return { ...where, isAllowed: true };
  }
  return {
    ...where,
    isAllowed: where.isoCountry !== null && allowedCountries(platform).includes(where.isoCountry),
  };
}

/** Throws 451 REGION_RESTRICTED (seed 000 section 8) when the address may not register or log in. */
export async function assertRegionAllowed(platform: Platform, ip: string): Promise<TRegionCheckV2> {
  const result = await checkRegion(platform, ip);
  if (!result.isAllowed) {
    throw new AppError('REGION_RESTRICTED', { context: { isoCountry: result.isoCountry } });
  }
  return result;
}
