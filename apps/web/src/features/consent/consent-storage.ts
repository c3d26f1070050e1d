import { CONSENT_VERSION, type TConsentRecord } from '@placar/contract';
import { storage } from '../../lib/storage';

/** The device's copy of the bettor's choice (a necessary item: it only says what they chose). */
export const CONSENT_STORAGE_KEY = 'cookie-consent';

/** A stored choice of the current text's version, or null (never chose, older version, damaged). */
export function readStoredConsent(): TConsentRecord | null {
  return toConsentRecord(storage.get<unknown>(CONSENT_STORAGE_KEY));
}

export function writeStoredConsent(record: TConsentRecord) {
  storage.set(CONSENT_STORAGE_KEY, record);
}

/** A hand check (no zod on the first load): the record's shape and the current version. */
export function toConsentRecord(value: unknown): TConsentRecord | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (v.version !== CONSENT_VERSION) return null;
  if (typeof v.analytics !== 'boolean' || typeof v.marketing !== 'boolean') return null;
  if (typeof v.decidedAt !== 'string' || Number.isNaN(Date.parse(v.decidedAt))) return null;
  return {
    necessary: true,
    version: CONSENT_VERSION,
    analytics: v.analytics,
    marketing: v.marketing,
    decidedAt: v.decidedAt,
    ...(typeof v.recordedAt === 'string' ? { recordedAt: v.recordedAt } : {}),
  };
}
