import type { TConsentRecord, TConsentRequest } from '@placar/contract';
import type { Platform } from '../../platform/context';
import { type ConsentRow, findConsent, storeConsent } from './consent.repository';

const toRecord = (row: ConsentRow): TConsentRecord => ({
  necessary: true,
  analytics: row.analytics,
  marketing: row.marketing,
  version: row.version,
  decidedAt: row.decided_at.toISOString(),
  recordedAt: row.recorded_at.toISOString(),
});

/** The bettor's current consent, or null when they never chose while signed in. */
export async function getConsent(platform: Platform, userId: number): Promise<TConsentRecord | null> {
  const row = await findConsent(platform.db, userId);
  return row ? toRecord(row) : null;
}

/**
 * Stores the bettor's choice and appends it to the audit trail in one transaction. The moment of the
 * choice is the device's when it sent one in the past, else now: a clock ahead never dates it later.
 */
export async function saveConsent(
  platform: Platform,
  userId: number,
  sessionId: string | null,
  choice: TConsentRequest,
  now = new Date(),
): Promise<TConsentRecord> {
  const sent = choice.decidedAt ? new Date(choice.decidedAt) : now;
  const decidedAt = sent.getTime() > now.getTime() ? now : sent;
  const values = {
    version: choice.version,
    analytics: choice.analytics,
    marketing: choice.marketing,
    decided_at: decidedAt,
    recorded_at: now,
  };
  return toRecord(await storeConsent(platform.db, userId, sessionId, values));
}
