import type { TAttribution as TContractAttribution } from '@placar/contract';
import type { TAttribution } from '../attribution';

/** The stored attribution (lib/attribution) in the registration call's shape (contract ZAttribution). */
export function toContractAttribution(a: TAttribution): TContractAttribution {
  const clickIds: Record<string, string> = { ...(a.clickIds ?? {}) };
  for (const [k, v] of Object.entries(a.adClickIds ?? {})) if (v) clickIds[k] = v;
  if (a.fbc) clickIds.fbc = a.fbc;
  const utm = a.utm
    ? {
        source: a.utm.utm_source,
        medium: a.utm.utm_medium,
        campaign: a.utm.utm_campaign,
        term: a.utm.utm_term,
        content: a.utm.utm_content,
      }
    : undefined;
  return {
    deviceId: a.deviceId,
    ...(a.referralCode ? { referralCode: a.referralCode } : {}),
    ...(utm ? { utm } : {}),
    ...(Object.keys(clickIds).length ? { clickIds } : {}),
    ...(a.appSource ? { source: a.appSource } : {}),
  };
}
